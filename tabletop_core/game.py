"""The engine contract every game fulfils: :class:`Game` (required) and :class:`OptionalGame`.

A game is an object with an ``info`` and a handful of operations on a state that belongs to the
game alone: the engine never looks inside it. Because all randomness comes from a seeded RNG in
that state, a game is a pure function of (seed, options, actions); matches, saves, replays, undo
and bots are all built on that one fact.

Actions and events are small frozen dataclasses (fast to make in the hundreds per turn). They are
turned into JSON and back only at the edges, through the game's ``encode_action`` /
``decode_action`` (see :class:`tabletop_core.actions.ActionCodec`; the optional base class
:class:`tabletop_core.game_base.GameBase` makes both from the game's action classes).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Protocol, TypeGuard, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop_core.i18n import _, package_of, translate

Tag = Literal["cards", "dice", "dexterity", "tiles", "family", "strategy", "solo", "example"]


class GameInfo(BaseModel):
    """What the launcher, the lobby and ``tabletop list`` know about a game."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=40)
    title: str = Field(min_length=1, max_length=60)
    summary: str = ""
    min_players: int = Field(ge=1, le=8)
    max_players: int = Field(ge=1, le=8)
    tags: tuple[Tag, ...] = ()
    version: str = "1.0"
    rules: str = ""
    """The rules as markdown, shown by the rules overlay (F1)."""
    hidden_information: bool = False
    """True when seats hold secrets from each other (the host then shows a curtain between humans)."""
    ranking: Literal["highest", "lowest"] = "highest"
    """Which score wins: "lowest" for a game of the fewest points (see ``tabletop_core.ranking``)."""
    tiebreak: str = Field(default="", max_length=60)
    """What ``Result.tiebreak`` counts, in a few words (``N_("tree value in hand")``): the
    score sheet labels its tie-break row with it ("Tie-break: tree value in hand")."""


class IllegalAction(ValueError):
    """An action the rules forbid. The message names the rule; the state is left untouched."""


class GameOver(IllegalAction):
    """Any action after the end: what :meth:`tabletop_core.match.Match.act` and ``bot_step``
    raise once the game is over (a loop of bot turns ends on it)."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, returned by ``apply``: views animate it, the log prints it.

    Games subclass it with their own fields (conventionally ``seat`` first, for the actor).
    ``describe`` gives the log line; ``visible_to`` hides an event (say, the card a player drew)
    from seats that may not know it. The base has no fields so subclasses may order theirs freely.

    ``reveals`` marks a kind of event that shows what was hidden or random when the decision
    was made (a draw, a roll, a card turned up): undo never goes back past one. It holds the
    reason in the table's words, marked with ``N_`` in the game's own catalogue::

        @dataclass(frozen=True, slots=True)
        class Rolled(Event):
            reveals = N_("the dice have been rolled since")
    """

    reveals: ClassVar[str | None] = None
    told_later: ClassVar[bool] = False
    """For an event some seats may not see: whether a public event tells everybody the same
    before anybody else's turn shows (a card placed while the dams are built, shown when all are
    built). Its line then needs no pass-the-device curtain on a public screen."""

    def why_undo_stops(self) -> str | None:
        """Why undo cannot go back past this event, in the current language, or ``None``.

        The class's ``reveals`` translated from the game's catalogue; an event that reveals only
        sometimes (a raft that tipped rather than held) overrides this and returns ``None`` when
        it revealed nothing.
        """
        return translate(package_of(self), self.reveals) if self.reveals else None

    def describe(self, names: Sequence[str]) -> str:
        seat = getattr(self, "seat", None)
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else _("The game")
        return f"{who}: {type(self).__name__}"

    def visible_to(self, seat: int | None) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome: a score per seat, the winning seats (several share a win), and a breakdown.

    ``breakdown[seat]`` maps a readable line of the score sheet ("dams", "cubes ÷ 2",
    "garbage") to its points, in the order the score sheet shows them.
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    breakdown: tuple[Mapping[str, float], ...] = ()
    tiebreak: tuple[float, ...] | None = None

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "scores": [_plain_number(s) for s in self.scores],
            "winners": list(self.winners),
        }
        if self.breakdown:
            data["breakdown"] = [
                {k: _plain_number(v) for k, v in lines.items()} for lines in self.breakdown
            ]
        if self.tiebreak is not None:
            data["tiebreak"] = [_plain_number(t) for t in self.tiebreak]
        return data


def _plain_number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else float(value)


class NoOptions(BaseModel):
    """The options model of a game that has none."""

    model_config = ConfigDict(extra="forbid", frozen=True)


@runtime_checkable
class Game(Protocol):
    """The contract. Required: ``info`` and the eight methods below, from ``new_state`` to
    ``decode_action`` (:class:`tabletop_core.game_base.GameBase` gives the last two for free).

    Everything else a game may offer is declared, with its purpose, in :class:`OptionalGame`;
    the engine asks for it with :func:`supports` and does without it when it is missing.
    """

    info: GameInfo

    def new_state(self, players: int, seed: int, options: BaseModel | None = None) -> Any:
        """A fresh game; every random draw later comes from an RNG seeded with ``seed``."""
        ...

    def to_act(self, state: Any) -> int | None:
        """The seat that decides now; None once the game is over."""
        ...

    def legal_actions(self, state: Any) -> list[Any]:
        """Every action the seat to act may play (for continuous choices: a representative
        set, with ``random_action`` drawing from the whole range). Exact on the actor's view."""
        ...

    def apply(self, state: Any, action: Any) -> list[Event]:
        """Play ``action`` in place and say what happened. An action the rules forbid raises
        :class:`IllegalAction` and leaves ``state`` untouched. The action is well-formed:
        :meth:`tabletop_core.match.Match.act` checks its shape first, bots play legal ones."""
        ...

    def result(self, state: Any) -> Result | None:
        """The outcome once the game is over, else None."""
        ...

    def view(self, state: Any, seat: int | None) -> Any:
        """What ``seat`` may know (None: a spectator), as a state bots and tables can read."""
        ...

    def encode_action(self, action: Any) -> dict[str, Any]:
        """The action as JSON (saves, replays, the network)."""
        ...

    def decode_action(self, data: Any) -> Any:
        """An action from its JSON; anything malformed raises :class:`IllegalAction`."""
        ...


class OptionalGame(Game, Protocol):
    """The optional members of the contract, each found with :func:`supports` (or ``getattr``)
    by the part of Tabletop that uses it. A game offers any subset; none is needed to play."""

    Options: type[BaseModel]
    """The game's options; the lobby turns the model into a form. Default :class:`NoOptions`."""

    def check_action(self, action: Any) -> None:
        """Raise :class:`IllegalAction` (one line) unless ``action`` is a well-formed action of
        this game. ``Match.act`` calls it before ``apply``; without it the action must survive
        ``decode_action(encode_action(action))`` unchanged. :class:`GameBase` gives it."""
        ...

    def advance(self, state: Any, action: Any) -> None:
        """``apply`` without the events: the same checks and the same state after, nothing
        returned. ``tabletop simulate`` and search playouts, which read no events, call it
        when offered; the conformance kit checks it against ``apply``."""
        ...

    def why_not(self, state: Any, action: Any) -> str | None:
        """What ``apply`` would say against ``action`` (None: legal), without changing
        ``state``. Tables ask it to explain a refused click in the rules' own words."""
        ...

    def clone(self, state: Any) -> Any:
        """A deep, independent copy. Search bots (``ISMCTSBot`` on a game without hidden
        information) and the conformance kit use it."""
        ...

    def determinize(self, view: Any, seat: int, rng: random.Random) -> Any:
        """A full state consistent with everything ``seat`` knows in ``view``, the hidden parts
        drawn from ``rng``. ``ISMCTSBot`` needs it for a game with hidden information."""
        ...

    def redeal_secrets(self, state: Any, seat: int, rng: random.Random) -> Any:
        """The game's secrets, declared once: a copy of ``state`` with everything hidden from
        ``seat`` drawn again; the conformance kit varies it to prove views and logs keep them."""
        ...

    def shows_secret(self, view: Any, seat: int) -> bool:
        """Whether the screen of ``seat`` (about to act; ``view`` is its view) shows something
        the other people may not see, or asks a choice they may not watch (a hand, a secret
        pick). Between several people the pass-the-device curtain comes only before such a
        screen; without this member it comes whenever the person changes."""
        ...

    def random_action(self, state: Any, rng: random.Random) -> Any:
        """A random legal action over the whole range of a continuous choice (a spot, an
        angle). Random bots, ``play_random``, the kit and the screenshots use it instead of
        drawing from ``legal_actions``."""
        ...

    def rollout_action(self, state: Any, rng: random.Random) -> Any:
        """The action a search bot's playout plays (cheaper or wiser than a random one). When
        missing, playouts use ``random_action``, else a random pick from ``legal_actions``."""
        ...

    def describe_action(self, state: Any, action: Any, names: Sequence[str]) -> str:
        """A readable line for the action, for the prompt bar, the generic table and the
        terminal. ``state`` is the viewer's view."""
        ...

    def render_text(self, view: Any, seat: int | None, names: Sequence[str]) -> str:
        """The table as ``seat`` needs it to decide, in a few lines of plain text (hand, cubes,
        scores, the river...): the terminal prints it before each decision of a person. Without
        it the terminal prints the view's fields (:func:`tabletop_core.describe.describe_view`)."""
        ...

    def name_action(self, view: Any, action: Any, names: Sequence[str]) -> str:
        """``action`` named for a person choosing it in the terminal: a continuous choice as a
        spot they can picture ("on the left beaver of the second row") rather than
        coordinates. Without it the terminal uses ``describe_action``."""
        ...

    def choice_steps(self, view: Any, action: Any, names: Sequence[str]) -> Sequence[str]:
        """The questions a person answers in the terminal to reach ``action``, first to last
        (``("build a cost-5 dam", "with maple, beech")``): moves sharing a first step are one
        line of the menu, asked further on that line. Without it the terminal groups moves by
        their action type and fields (:mod:`tabletop_core.choice_menu`)."""
        ...

    def setup(self, state: Any) -> dict[str, Any]:
        """What a replay records of the initial deal (JSON), so a reader can see it."""
        ...

    def stats(self, state: Any) -> dict[str, int]:
        """Per-game counters of a finished game, summed by ``tabletop simulate``."""
        ...

    def fingerprint(self, state: Any) -> Any:
        """An equality-comparable digest of the state, used by the conformance kit and
        ``tabletop check`` to see that replays and loads reach the same state. Offer it when
        the generic one (:func:`tabletop_core.testing.fingerprint`) cannot read the state (a
        physics space)."""
        ...


def supports(game: Game, member: str) -> TypeGuard[OptionalGame]:
    """Whether a game offers an optional member of the contract (see :class:`OptionalGame`).

    To the type checker a True answer makes ``game`` an :class:`OptionalGame`: call only the
    ``member`` asked about."""
    return callable(getattr(game, member, None))


def options_model(game: Game) -> type[BaseModel]:
    return getattr(game, "Options", None) or NoOptions


def parse_options(game: Game, options: Mapping[str, Any] | BaseModel | None) -> BaseModel:
    """Validate lobby or file options against the game's model (raises pydantic's error)."""
    model = options_model(game)
    if isinstance(options, model):
        return options
    if isinstance(options, BaseModel):
        options = options.model_dump()
    options = options or {}
    try:
        return model.model_validate(options, strict=True)
    except ValidationError as strict:
        if any(isinstance(problem["input"], bool) for problem in strict.errors()):
            raise  # `true` is not a number of rounds
    return model.model_validate(options)  # JSON has no tuples: lists stand in for them


def is_over(game: Game, state: Any) -> bool:
    return game.to_act(state) is None


def play_random(
    game: Game, players: int, seed: int, options: Any = None, max_steps: int = 100_000
) -> tuple[Any, list[Any]]:
    """Play a whole game with uniformly random legal actions; returns (final state, actions).

    The action RNG is separate from the game's own and derived from ``seed``, so the playthrough
    is reproducible.
    """
    rng = random.Random(seed ^ 0x5EED)
    state = game.new_state(players, seed, parse_options(game, options))
    actions: list[Any] = []
    pick_random = getattr(game, "random_action", None)
    for _step in range(max_steps):
        if game.to_act(state) is None:
            return state, actions
        if pick_random is not None:
            action = pick_random(state, rng)
        else:
            legal = game.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        game.apply(state, action)
        actions.append(action)
    raise RuntimeError(f"{game.info.id}: no end after {max_steps} actions")
