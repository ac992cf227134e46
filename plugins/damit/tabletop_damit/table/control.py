"""The controller of the Dam It! table: clicks and keys turned into Take and Build.

A build is a choice in two steps (:class:`~tabletop_core.render.controllers.ChoiceInSteps`): the
hand cards to build with, then the dam pile; the piles it offers are those the rules' ``why_not``
lets the cards build (:mod:`tabletop_damit.table.building`). A take asks first when the rules
also allow disposing of the card. Nothing here decides a rule: a move the rules refuse is sent
anyway, and the prompt bar shows the rules' reason.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, cast

from tabletop_core.i18n import translator
from tabletop_core.keys import escape
from tabletop_core.render import Controller, Host
from tabletop_core.render.controllers import ChoiceInSteps, Step
from tabletop_core.render.kit import keys
from tabletop_damit.actions import Build, Take
from tabletop_damit.cards import DAM_COSTS
from tabletop_damit.rules import DamIt
from tabletop_damit.state import DamItState
from tabletop_damit.table.building import BuildCheck, check_selection
from tabletop_damit.table.forced import garbage_warning
from tabletop_damit.table.paint import HAND_KEYS

if TYPE_CHECKING:
    from tabletop_damit.table.drawing import DamItScene

_, ngettext = translator("tabletop_damit")

_NUMBER_KEYS = keys.numbered(5)
_LETTER_KEYS = keys.letters(HAND_KEYS)
_ENTER = keys.CONFIRM
_CLEAR = (keys.BACKSPACE, keys.DELETE, keys.digit(0))
_ANSWERS = {keys.letter("D"): "dispose", keys.letter("K"): "keep", keys.BACKSPACE: "cancel"}


class Choosing:
    """What the person at the table is choosing: the controller changes it, the scene lights
    it. It belongs to the position it was begun in (a move, or another seat looking, starts
    it afresh)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.build = ChoiceInSteps(
            [
                Step("cards", lambda picks: self.hand, many=True),
                Step("pile", lambda picks: self.check_of(picks[0]).reachable, lean=-1),
            ],
            finish=lambda picks: Build(picks[1], tuple(sorted(picks[0]))),
            position=self.position,
        )
        self._asking: int | None = None
        self._hover: int | None = None
        self._at = self.position()

    def position(self) -> Hashable:
        match = self.host.seen
        return (len(match.actions), self.host.viewer, match.to_act)

    def _current(self) -> None:
        if self.position() != self._at:
            self._at = self.position()
            self._asking = self._hover = None

    @property
    def asking(self) -> int | None:
        """The river position whose garbage the person is deciding about (dispose or keep)."""
        self._current()
        return self._asking

    @asking.setter
    def asking(self, position: int | None) -> None:
        self._current()
        self._asking = position

    @property
    def hover(self) -> int | None:
        """The river position under the pointer."""
        self._current()
        return self._hover

    @hover.setter
    def hover(self, position: int | None) -> None:
        self._current()
        self._hover = position

    @property
    def view(self) -> DamItState:
        return cast(DamItState, self.host.seen.view(self.host.viewer))

    @property
    def hand(self) -> list[int]:
        seat = self.host.viewer
        return list(self.view.hands[seat]) if seat is not None else []

    @property
    def selected(self) -> list[int]:
        """The hand cards picked to build with."""
        return list(self.build.gathered)

    def check_of(self, cards: tuple[int, ...]) -> BuildCheck:
        return check_selection(cast(DamIt, self.host.seen.game), self.view, cards)

    def check(self) -> BuildCheck:
        """The rules' answer for the cards picked so far."""
        return self.check_of(self.build.gathered)

    def forget(self) -> None:
        self.build.clear()
        self._asking = self._hover = None


class DamItController(Controller):
    def __init__(self, host: Host, choosing: Choosing, scene: DamItScene) -> None:
        self.host = host
        self.choosing = choosing
        self.scene = scene
        """Where what a click can mean lies, as last drawn."""

    def reset(self) -> None:
        self.choosing.forget()

    def on_viewer_changed(self, seat: int | None) -> None:
        self.choosing.forget()

    # --- the prompt -----------------------------------------------------------------------

    def prompt(self) -> tuple[str, ...]:
        """The decision with its keys, in wordings from longest to shortest."""
        if not self.host.can_act():
            return ()
        choosing = self.choosing
        if choosing.asking is not None:
            return (
                _("garbage! [D]: discard a disposal card with it · [K]: keep it in your dam"),
                _("garbage! [D]: discard a disposal card · [K]: keep it"),
                _("garbage! [D]: discard · [K]: keep"),
            )
        check = choosing.check()
        if check.cards and check.problem:
            problem = escape(check.problem)
            return (
                _("{problem} ([Backspace] clears the choice)").format(problem=problem),
                _("{problem} ([Backspace] clears)").format(problem=problem),
                problem,
            )
        if check.cards:
            total, cost = check.total, choosing.build.focus or check.best
            return (
                _(
                    "worth {total}: [Enter] builds the cost-{cost} dam "
                    "([←]/[→] another pile), or click a lit pile"
                ).format(total=total, cost=cost),
                _(
                    "worth {total}: [Enter] builds the cost-{cost} dam ([←]/[→] another pile)"
                ).format(total=total, cost=cost),
                _("worth {total}: [Enter] builds the cost-{cost} dam").format(
                    total=total, cost=cost
                ),
            )
        warning = garbage_warning(self.host.seen.game, choosing.view, self.host.viewer)
        if warning:
            return warning
        return (
            _(
                "take a river card ([1]–[5] or click) or pick cards to build a dam "
                "(letters or click)"
            ),
            _("take a river card ([1]–[5]) or pick cards for a dam (letters)"),
            _("take a river card or build a dam"),
        )

    # --- the moves ------------------------------------------------------------------------

    def take(self, position: int) -> None:
        """Take the card at ``position``: ask first when the rules also allow disposing of it."""
        if self.host.viewer is None:
            return
        game = cast(DamIt, self.host.seen.game)
        if game.why_not(self.choosing.view, Take(position, True)) is None:
            self.choosing.asking = position
            return
        self.host.send(Take(position, False))

    def answer(self, choice: str) -> None:
        position = self.choosing.asking
        self.choosing.asking = None
        if position is not None and choice != "cancel":
            self.host.send(Take(position, choice == "dispose"))

    def toggle(self, index: int) -> None:
        hand = self.choosing.hand
        if 0 <= index < len(hand):
            self.choosing.build.toggle(hand[index])

    def build(self, cost: int | None = None) -> None:
        """Build the picked cards at the pile of ``cost`` (None: the focused pile)."""
        check = self.choosing.check()
        if not check.cards:
            self.host.say(_("Pick the cards to build with first (their letters, or click them)."))
            return
        if cost is None and check.problem:
            self.host.say(_("Cannot build: {problem}.").format(problem=check.problem))
            return
        choice = self.choosing.build
        action = choice.confirm() if cost is None else choice.pick(cost)
        if action is not None:
            self.host.send(action)

    # --- input ----------------------------------------------------------------------------

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        scene = self.scene
        if scene.layout is None or not self.host.can_act():
            return False
        if self.choosing.asking is not None:
            answer = scene.button_at(x, y)
            if answer is not None:
                self.answer(answer)
            return True
        position = scene.river_at(x, y)
        if position is not None:
            self.take(position)
            return True
        index = scene.hand_at(x, y, self.choosing.hand, self.choosing.selected)
        if index is not None:
            self.toggle(index)
            return True
        pile = scene.pile_at(x, y)
        if pile is not None:
            self.build(DAM_COSTS[pile])
            return True
        return False

    def on_mouse_motion(self, x: float, y: float) -> None:
        hover = None
        if self.scene.layout is not None and self.host.can_act() and self.choosing.asking is None:
            hover = self.scene.river_at(x, y)
        self.choosing.hover = hover

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if not self.host.can_act():
            return False
        choosing = self.choosing
        if choosing.asking is not None:
            if symbol in _ANSWERS:
                self.answer(_ANSWERS[symbol])
                return True
            return False
        if symbol in _NUMBER_KEYS:
            self.take(_NUMBER_KEYS[symbol])
        elif symbol in _LETTER_KEYS:
            self.toggle(_LETTER_KEYS[symbol])
        elif symbol in _ENTER:
            self.build()
        elif symbol in _CLEAR and choosing.build.begun:
            choosing.build.clear()
        elif symbol in (keys.LEFT, keys.RIGHT):
            choosing.build.move(1 if symbol == keys.RIGHT else -1)
        else:
            return False
        return True
