"""One decision of one seat, as a match hands it to a bot that has ``decide``.

A bot that searches wants its seat's view; a bot that picks among the legal actions wants only
those, and one number. Making every view and every RNG up front costs more than a whole turn of
a card game's rules (``tabletop simulate`` makes one per decision, millions of them), so a
:class:`Decision` makes each part the first time the bot asks for it:

- ``legal_actions``: the seat's legal actions, which the seat may always know (a table shows them
  to a person; the conformance kit checks that the seat's view gives the same list);
- ``view``: ``game.view(state, seat)``, exactly what ``choose`` bots are handed;
- ``rng``: the match's RNG for this decision (:func:`tabletop_core.decision_rng.bot_rng`);
- :meth:`Decision.choice`: ``rng.choice(options)``, the same pick, without making the RNG;
- :meth:`Decision.any_legal_action`: ``choice(legal_actions)`` in one call.

Whatever the bot asks in whatever order, it gets what ``choose(game, view, rng)`` would: the same
view, the same stream of numbers. The match holds the state privately while the bot decides and
lets go of it when the bot has answered; nothing a bot is handed leads to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat
from operator import is_
from typing import Any

from tabletop_core.decision_rng import CHEAP_DRAWS, MAX_CHEAP_BOUND, DecisionRandom, cheap_below

_UNSET: Any = object()
_new = object.__new__


class Decision:
    """What the seat to act may know, made when asked (see the module's docstring)."""

    __slots__ = (
        "game",
        "seat",
        "ply",
        "_state",
        "_view",
        "_legal",
        "_rng",
        "_weyl",
        "_left",
        "_picked",
    )

    def __init__(
        self, game: Any, state: Any, seat: int, ply: int, key: int, view: Any = _UNSET
    ) -> None:
        self.game = game
        """The game's rules object."""
        self.seat = seat
        """The seat to act: the bot's own."""
        self.ply = ply
        """Actions played so far in the match."""
        self._state = state  # None when the view was taken beforehand (a bot thinking on a thread)
        self._view = view
        self._legal: Any = _UNSET
        self._rng: DecisionRandom | None = None
        self._weyl = key
        self._left = CHEAP_DRAWS
        self._picked: Any = _UNSET

    @property
    def view(self) -> Any:
        """``game.view(state, seat)``: the match as this seat may see it."""
        view = self._view
        if view is _UNSET:
            view = self._view = self.game.view(self._open_state(), self.seat)
        return view

    @property
    def legal_actions(self) -> tuple[Any, ...]:
        """The seat's legal actions, in the rules' order (do not expect a list)."""
        legal = self._legal
        if legal is _UNSET:
            where = self._state if self._state is not None else self._view
            if where is _UNSET:
                self._open_state()  # answered: refuses
            legal = self._legal = tuple(self.game.legal_actions(where))
        return legal

    @property
    def rng(self) -> DecisionRandom:
        """The match's RNG for this decision, going on from any :meth:`choice` drawn already."""
        rng = self._rng
        if rng is None:
            rng = self._rng = DecisionRandom(self._weyl)
            rng._left = self._left
        return rng

    def choice(self, options: Sequence[Any]) -> Any:
        """``rng.choice(options)``: the same pick from the same stream, without the RNG object
        (the one draw the random bot makes)."""
        n = len(options)
        if self._rng is not None or not n or n > MAX_CHEAP_BOUND:
            return self.rng.choice(options)
        r, self._weyl, self._left = cheap_below(self._weyl, self._left, n)
        if r < 0:  # the cheap draws ran out: the twister goes on
            return self.rng.choice(options)
        picked = options[r]
        if options is self._legal:
            self._picked = picked
        return picked

    def any_legal_action(self) -> Any:
        """``choice(legal_actions)``: one of the seat's legal actions, uniformly, from the same
        numbers. The random bot's whole decision in one call; when it is the decision's first
        draw, the rules' list is read where it lies, not copied. Raises ValueError when the seat
        has no legal action."""
        if self._left == CHEAP_DRAWS and self._legal is _UNSET and self._rng is None:
            where = self._state if self._state is not None else self._view
            if where is _UNSET:
                self._open_state()  # answered: refuses
            legal = self.game.legal_actions(where)
            if 0 < len(legal) <= MAX_CHEAP_BOUND:
                self._left = CHEAP_DRAWS - 1
                picked = self._picked = legal[(self._weyl * len(legal)) >> 64]  # cheap_below's
                return picked
            self._legal = tuple(legal)
        legal = self.legal_actions
        if not legal:
            raise ValueError(f"{self.game.info.id}: no legal action for seat {self.seat}")
        return self.choice(legal)

    def handed_out(self, action: Any) -> bool:
        """Whether ``action`` is one of the very objects :attr:`legal_actions` gave the bot:
        made by the rules for this decision, so already well-formed."""
        if action is self._picked:
            return True
        legal = self._legal
        return legal is not _UNSET and any(map(is_, legal, repeat(action)))

    def close(self) -> None:
        """The bot has answered: let go of the state (what was made stays readable)."""
        self._state = None

    def _open_state(self) -> Any:
        if self._state is None:
            raise RuntimeError("this decision was answered; its match has moved on")
        return self._state


def open_decision(game: Any, state: Any, seat: int, ply: int, key: int) -> Decision:
    """``Decision(game, state, seat, ply, key)``, made without calling the class: a class call
    runs ``__init__`` through the interpreter's slow path (some 2,000 instructions, about what
    the random bot's whole choice costs), and a match makes one for every decision."""
    decision = _new(Decision)
    decision.game = game
    decision.seat = seat
    decision.ply = ply
    decision._state = state
    decision._view = decision._legal = decision._picked = _UNSET
    decision._rng = None
    decision._weyl = key
    decision._left = CHEAP_DRAWS
    return decision


PICKS_ANY_LEGAL_ACTION: set[type] = set()
"""Bot classes whose whole decision, in a game without ``random_action``, is the first pick of
:meth:`Decision.any_legal_action`: a match makes that pick itself for them, without making the
Decision (the same pick, a tenth of the instructions). A class is listed by itself, never through
its ancestry: a subclass may decide otherwise."""

DECIDES: dict[type, bool] = {}
"""What :func:`decides` found for each bot class (a match reads it first)."""


def decides(bot: Any) -> bool:
    """Whether a match asks ``bot`` through ``decide`` rather than ``choose``: when its class
    defines ``decide`` no higher in its ancestry than ``choose``. A bot that overrides only
    ``choose`` of a bot class with both (a random bot that fumbles now and then) is asked
    through its own ``choose``."""
    cls = type(bot)
    known = DECIDES.get(cls)
    if known is None:
        known = False
        for klass in cls.__mro__:
            if "decide" in vars(klass):
                known = True
                break
            if "choose" in vars(klass):
                break
        DECIDES[cls] = known
    return known
