"""The scaffolded game's rules, pieces, bots and plugin hooks.

Placeholders (see :mod:`tabletop_core.authoring.scaffold`): ``{{TITLE}}``, ``{{GAME_ID}}``,
``{{PACKAGE}}``, ``{{DIST}}``, ``{{CLASS}}``. The text is checked by ``tests/authoring``: a scaffold
must pass ``ruff check``, its own tests and ``tabletop check``.
"""

FILES: dict[str, str] = {}

FILES["{{PACKAGE}}/__init__.py"] = '''\
"""{{TITLE}} for Tabletop: the rules, the bots, the table and the plugin hooks."""

from {{PACKAGE}}.pieces import (
    Fish,
    Take,
)
from {{PACKAGE}}.rules import (
    {{CLASS}},
    {{CLASS}}Options,
    {{CLASS}}State,
)

__all__ = ["Fish", "{{CLASS}}", "{{CLASS}}Options", "{{CLASS}}State", "Take"]
'''

FILES["{{PACKAGE}}/_version.py"] = '''\
"""The one place the version is written: ``pyproject.toml`` and ``GameInfo.version`` read it."""

VERSION = "0.1.0"
'''

FILES["{{PACKAGE}}/pieces.py"] = '''\
"""The fish cards, the one action (take a fish) and the events the rules report."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from tabletop_core.game import Event
from tabletop_core.i18n import N_, translator

_, ngettext = translator("{{PACKAGE}}")

KINDS = (N_("trout"), N_("perch"), N_("carp"))
"""The kinds of fish, in English in the state; :func:`fish_name` shows them translated."""
VALUES = (1, 2, 3, 4, 5)
COPIES = 2


class Fish(NamedTuple):
    kind: str
    value: int

    def __str__(self) -> str:
        return f"{self.kind} {self.value}"


def fish_name(fish: Fish) -> str:
    """A fish as players read it, in their language: "trout 4", "Forelle 4"."""
    return _("{kind} {value}").format(kind=_(fish.kind), value=fish.value)


FISH: tuple[Fish, ...] = tuple(
    Fish(kind, value) for kind in KINDS for value in VALUES for _ in range(COPIES)
)
"""Every card of the game: two of each kind and value, 30 in all."""


@dataclass(frozen=True, slots=True)
class Take:
    """Take the fish at ``position`` of the pond (0 is the nearest, which costs nothing)."""

    position: int


@dataclass(frozen=True, slots=True)
class FishTaken(Event):
    seat: int
    fish: Fish
    paid: int
    gained: int

    def describe(self, names: Sequence[str]) -> str:
        line = _("{name} takes {fish}").format(name=names[self.seat], fish=fish_name(self.fish))
        if self.paid:
            line += ngettext(
                ", paying {count} pebble", ", paying {count} pebbles", self.paid
            ).format(count=self.paid)
        if self.gained:
            line += _(", gaining {count}").format(count=self.gained)
        return line


@dataclass(frozen=True, slots=True)
class PondRefilled(Event):
    """The next fish of the hidden deck swims in. ``reveals`` tells the undo policy so: undo
    never goes back past it (a player could otherwise see the next fish and take it back)."""

    reveals = N_("a new fish has swum into the pond since")

    fish: Fish

    def describe(self, names: Sequence[str]) -> str:
        return _("{fish} swims into the pond").format(fish=fish_name(self.fish))


@dataclass(frozen=True, slots=True)
class PondEmpty(Event):
    def describe(self, names: Sequence[str]) -> str:
        return _("The pond is empty: the game is over")
'''

FILES["{{PACKAGE}}/rules.py"] = '''\
"""The rules of {{TITLE}}: the state, what may be done, what it does, and who wins.

Everything random comes from ``state.rng``, seeded in :meth:`{{CLASS}}.new_state`, so a game is
a pure function of (seed, options, actions): saves, replays, undo and ``tabletop dev`` rely on it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field
from tabletop_core.components import Deck, Row
from tabletop_core.game import Event, GameInfo, IllegalAction, Result
from tabletop_core.game_base import GameBase
from tabletop_core.i18n import translator
from tabletop_core.ranking import winners

from {{PACKAGE}}._version import VERSION
from {{PACKAGE}}.pieces import (
    FISH,
    KINDS,
    Fish,
    FishTaken,
    PondEmpty,
    PondRefilled,
    Take,
    fish_name,
)

_, ngettext = translator("{{PACKAGE}}")

POND_SIZE = 5
START_PEBBLES = 3


class {{CLASS}}Options(BaseModel):
    """The choices the lobby offers before a game (shown as a form)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    set_bonus: int = Field(default=5, ge=0, le=20)
    """Points for each set of one fish of every kind."""


@dataclass(slots=True)
class {{CLASS}}State:
    """The whole table. In a view ``rng`` is None and ``deck`` is sorted: its order is secret."""

    players: int
    set_bonus: int
    rng: random.Random | None
    deck: Deck[Fish]
    pond: Row[Fish]
    pebbles: list[int]
    catches: list[list[Fish]]
    turn: int | None = 0


def _rules_text() -> str:
    return Path(__file__).with_name("RULES.md").read_text(encoding="utf-8")


class {{CLASS}}(GameBase):
    """The game object the plugin registers (see the engine contract in the authoring guide).

    ``GameBase`` gives it ``encode_action``/``decode_action`` (from ``Action``), ``clone`` (a
    deep copy), ``check_action`` (the shape check the match runs before ``apply``) and
    ``why_not`` (what ``apply`` would say against an action).
    """

    info = GameInfo(
        id="{{GAME_ID}}",
        title="{{TITLE}}",
        summary="Take fish from the pond: reaching further costs pebbles. Collect sets.",
        min_players={{MIN_PLAYERS}},
        max_players={{MAX_PLAYERS}},
        version=VERSION,
        tags=("cards", "family"),
        rules=_rules_text(),
        ranking="highest",  # the most points win; "lowest" for a game of penalty points
    )
    Options = {{CLASS}}Options
    Action = Take
    """The game's actions (a union, ``Take | Pass``, when there are several); in JSON
    ``{"type": "take", "position": 2}``."""

    # -- the contract -------------------------------------------------------------------------

    def new_state(
        self, players: int, seed: int, options: BaseModel | None = None
    ) -> {{CLASS}}State:
        if not self.info.min_players <= players <= self.info.max_players:
            raise ValueError(
                f"{self.info.title} is for {self.info.min_players} to {self.info.max_players} "
                f"players, not {players}"
            )
        opts = options if isinstance(options, {{CLASS}}Options) else {{CLASS}}Options()
        rng = random.Random(seed)
        deck = Deck.shuffled(FISH, rng, face_up=False)
        pond: Row[Fish] = Row(POND_SIZE, deck.draw_many(POND_SIZE))
        return {{CLASS}}State(
            players=players,
            set_bonus=opts.set_bonus,
            rng=rng,
            deck=deck,
            pond=pond,
            pebbles=[START_PEBBLES] * players,
            catches=[[] for _ in range(players)],
        )

    def to_act(self, state: {{CLASS}}State) -> int | None:
        return state.turn

    def legal_actions(self, state: {{CLASS}}State) -> list[Take]:
        seat = state.turn
        if seat is None:
            return []
        reach = min(state.pebbles[seat], POND_SIZE - 1)
        items = state.pond.items
        return [TAKES[p] for p in range(reach + 1) if items[p] is not None]

    def apply(self, state: {{CLASS}}State, action: Take) -> list[Event]:
        """The action is well-formed (the match checked its shape): check the rules only."""
        seat = state.turn
        if seat is None:
            raise IllegalAction("the game is over")
        position = action.position
        if not 0 <= position < POND_SIZE or state.pond.items[position] is None:
            raise IllegalAction(f"there is no fish at position {position}")
        if position > state.pebbles[seat]:
            raise IllegalAction(
                f"reaching position {position} costs {position} pebbles; you have "
                f"{state.pebbles[seat]}"
            )
        for before in range(position):
            state.pond.add_tokens(before)
        state.pebbles[seat] -= position
        fish, gained = state.pond.take(position)
        state.pebbles[seat] += gained
        state.catches[seat].append(fish)
        events: list[Event] = [FishTaken(seat, fish, position, gained)]
        if state.deck:
            refill = state.deck.draw()
            state.pond.fill(refill)
            events.append(PondRefilled(refill))
        if state.pond.filled() == 0:
            state.turn = None
            events.append(PondEmpty())
        else:
            state.turn = (seat + 1) % state.players
        return events

    def result(self, state: {{CLASS}}State) -> Result | None:
        if state.turn is not None:
            return None
        sheets = [score_sheet(state, seat) for seat in range(state.players)]
        scores = tuple(float(sum(sheet.values())) for sheet in sheets)
        return Result(
            scores=scores,
            winners=winners(scores, self.info.ranking),
            breakdown=tuple(sheets),
        )

    def view(self, state: {{CLASS}}State, seat: int | None) -> {{CLASS}}State:
        """Everything is face up except the deck's order (and the RNG that would predict it)."""
        seen = self.clone(state)
        seen.rng = None
        seen.deck = Deck(sorted(state.deck.cards), face_up=False)
        return seen

    # -- optional members: search bots, the prompt bar, `tabletop simulate` --------------------

    def determinize(
        self, view: {{CLASS}}State, seat: int | None, rng: random.Random
    ) -> {{CLASS}}State:
        """A full state the seat cannot tell from the real one: the deck shuffled at random."""
        state = self.clone(view)
        state.deck.shuffle(rng)
        state.rng = random.Random(rng.getrandbits(64))
        return state

    def redeal_secrets(
        self, state: {{CLASS}}State, seat: int, rng: random.Random
    ) -> {{CLASS}}State:
        """The game's secrets, declared once: what ``seat`` may not know (the deck's order and
        the RNG) drawn again. `tabletop check` re-draws them many times and requires that the
        seat's view and log stay the same, which proves ``view`` keeps them hidden.

        Written on the full state by the rules, never as ``determinize(view(...))``: a re-draw
        built from the view keeps whatever the view shows, so a leak would pass (the kit
        refuses it; docs/authoring.md, "Secrets are declared on the full state")."""
        full = self.clone(state)
        full.deck.shuffle(rng)
        full.rng = random.Random(rng.getrandbits(64))
        return full

    def describe_action(self, state: {{CLASS}}State, action: Take, names: Sequence[str]) -> str:
        fish = state.pond.items[action.position]
        if fish is None:
            return _("take nothing")
        if action.position:
            return _("take {fish} (pay {cost})").format(fish=fish_name(fish), cost=action.position)
        return _("take {fish}").format(fish=fish_name(fish))

    def stats(self, state: {{CLASS}}State) -> dict[str, int]:
        return {"sets": sum(complete_sets(catch) for catch in state.catches)}


TAKES: tuple[Take, ...] = tuple(Take(p) for p in range(POND_SIZE))


def complete_sets(catch: Sequence[Fish]) -> int:
    """How many sets of one fish of every kind a catch holds."""
    return min(sum(fish.kind == kind for fish in catch) for kind in KINDS)


def score_sheet(state: {{CLASS}}State, seat: int) -> dict[str, float]:
    catch = state.catches[seat]
    return {
        "fish": float(sum(fish.value for fish in catch)),
        "sets": float(state.set_bonus * complete_sets(catch)),
        "pebbles": float(state.pebbles[seat]),
    }


GAME = {{CLASS}}()
'''

FILES["{{PACKAGE}}/bots.py"] = '''\
"""Bot levels: a greedy one written by hand, and the core's search bot as the hard level."""

from __future__ import annotations

import random
from typing import Any

from tabletop_core.bots import ISMCTSBot
from tabletop_core.ranking import ranking_of

from {{PACKAGE}}.pieces import (
    KINDS,
    Take,
)
from {{PACKAGE}}.rules import (
    {{CLASS}}State,
    complete_sets,
)


class GreedyBot:
    """Takes the fish worth most right now: its value, the pebbles on it, a set it completes
    (the least, when the game's ranking says the fewest points win)."""

    def choose(self, game: Any, view: {{CLASS}}State, rng: random.Random) -> Take:
        seat = game.to_act(view)
        legal = game.legal_actions(view)
        sign = 1.0 if ranking_of(game) == "highest" else -1.0
        return max(legal, key=lambda take: (sign * self.worth(view, seat, take), -take.position))

    @staticmethod
    def worth(view: {{CLASS}}State, seat: int, take: Take) -> float:
        fish = view.pond.items[take.position]
        assert fish is not None
        catch = view.catches[seat]
        sets_after = complete_sets([*catch, fish])
        bonus = view.set_bonus * (sets_after - complete_sets(catch))
        kinds_missing = len(KINDS) - len({f.kind for f in catch} | {fish.kind})
        return fish.value + bonus + view.pond.tokens[take.position] - take.position - kinds_missing


HARD_ITERATIONS = 200
"""The hard bot's effort: determinizations searched per decision. Bots count work, never
seconds, so a decision depends only on the view and the seeded RNG and replays are exact on any
machine at any load. Keep the worst decision under a second (``tabletop simulate`` shows it)."""


def hard_bot() -> ISMCTSBot:
    return ISMCTSBot(iterations=HARD_ITERATIONS)
'''

FILES["{{PACKAGE}}/plugin.py"] = '''\
"""The module the ``tabletop`` entry point names: it registers the game, its bots and its table.

Hooks that draw import arcade inside their body, so commands that draw nothing stay fast.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core import hookimpl


@hookimpl
def tabletop_register_games(register: Callable[[Any], None]) -> None:
    from {{PACKAGE}}.rules import GAME

    register(GAME)


@hookimpl
def tabletop_register_bots(register: Callable[..., None]) -> None:
    from {{PACKAGE}}.bots import GreedyBot, hard_bot

    register("{{GAME_ID}}", "easy", GreedyBot, recommended=True)  # the lobby's default
    register("{{GAME_ID}}", "hard", hard_bot)


@hookimpl
def tabletop_register_views(register: Callable[..., None]) -> None:
    def make_table(host: Any) -> Any:
        from {{PACKAGE}}.view import {{CLASS}}Table

        return {{CLASS}}Table(host)

    register("{{GAME_ID}}", make_table)
'''
