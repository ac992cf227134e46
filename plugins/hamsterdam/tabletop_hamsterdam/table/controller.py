"""Drags, clicks and keys → an action: every action sent is one the decision offers, read off
``legal_actions`` by :func:`~tabletop_hamsterdam.table.choices.ask_for` (no rules here).

Mouse: drag a hamster from the tray or a stack onto a lit card (or click it, then click the
card); click cards to pass or place, buttons, lit cards and ⇄ marks. Keyboard: ↑/↓ choose the
hamster, ←/→ the card, Enter drops it; without hamsters to place ←/→ (or Tab) move the focus
and Enter chooses; 1–9 press the buttons. Each person's cursor starts fresh (never on the last
person's card or hamster), on the harmless answer where there is one (keep the roll, keep the
specials, don't move), and when the screen turns straight from one person to the other (a public
act, no curtain) keys and clicks wait a moment, so the last person's second press acts for nobody.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import translator
from tabletop_core.keys import escape
from tabletop_core.render import Controller, Host, Rect
from tabletop_core.render.kit import keys
from tabletop_core.render.kit.fan import uncovered
from tabletop_core.render.widgets.gesture import DRAG_START
from tabletop_hamsterdam.state import PASS, HamsterdamState
from tabletop_hamsterdam.table import explain
from tabletop_hamsterdam.table.carry import Carry
from tabletop_hamsterdam.table.choices import TRAY, Source, ask_for
from tabletop_hamsterdam.table.choreography import HamsterdamChoreography
from tabletop_hamsterdam.table.cursor import Cursor
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.paint import sizes_for, source_rect, spot_rect
from tabletop_hamsterdam.table.pointing import POSITIONS, piece_at, town_at
from tabletop_hamsterdam.table.scene import HamsterdamScene

_, ngettext = translator("tabletop_hamsterdam")

_DIGITS = keys.numbered(9)
_ENTER = (*keys.CONFIRM, keys.SPACE)
CALM = 0.4
"""Seconds the table ignores keys and clicks after it turned from one person to another without
a curtain (a public act): the last person's second press never acts for the next one."""
REACH = 3
"""How far outside a card or a place a click still hits it, in pixels at scale 1."""
CARRIED = 0.72
"""A carried hamster's width against a card's."""


class HamsterdamController(Controller):
    def __init__(
        self,
        host: Host,
        cursor: Cursor,
        scene: HamsterdamScene,
        choreography: HamsterdamChoreography,
    ) -> None:
        self.host = host
        self.cursor = cursor
        self.scene = scene
        self.choreography = choreography
        self.carry = Carry()
        self.calm = 0.0
        """Seconds input is still ignored (see :data:`CALM`)."""
        self.synced_for: tuple[Any, ...] | None = None
        """The moment the decision was asked for: actions played, seat, who acts, may act."""
        self.deploy_from: Rect | None = None
        """Where the hamster being placed was when it was sent (tray slot or drop point)."""
        self._press: tuple[Source, float, float] | None = None
        self._let_go: tuple[float, float] | None = None
        self._selection_for: int | None = None
        """The seat the keyboard cursor and the hamster in hand belong to."""
        self._looked: int | None = host.viewer
        """The seat looking when the last action was played."""

    @property
    def _view(self) -> HamsterdamState:
        return self.host.seen.view(self.host.viewer)

    # --- the decision ----------------------------------------------------------------------

    def ensure_synced(self) -> None:
        match = self.host.seen
        key = (len(match.actions), self.host.viewer, match.to_act, self.host.can_act())
        if key != self.synced_for:
            self.synced_for = key
            self._sync()

    def _sync(self) -> None:
        """A new decision (or none for us): ask it, and keep the focus where it makes sense."""
        cursor, match, seat = self.cursor, self.host.seen, self.host.viewer
        self.fresh_cursor(seat)
        self._press = None
        cursor.picked = cursor.explaining = False
        self.carry.end()
        to_act = match.to_act
        if self.host.can_act() and to_act is not None and seat == to_act:
            cursor.ask = ask_for(self._view, to_act, match.legal_actions(), match.names)
        else:
            cursor.ask = None
        items = cursor.items()
        cursor.focus = min(cursor.focus, max(0, len(items) - 1))
        ask = cursor.ask
        if ask is not None and ask.buttons and not ask.spots and not ask.hand:
            cursor.focus = len(items) - len(ask.buttons)
        if ask is not None and ask.safe is not None:  # a stray Enter takes the harmless answer
            for index, offer in enumerate(ask.buttons):
                if offer.action == ask.safe:
                    cursor.focus = items.index(("button", index))
        cursor.choose_held(keep=True)
        self.scene.dirty = True

    def turned_to(self, seat: int | None) -> None:
        """The screen turned to ``seat``: straight from one person to another (no curtain
        between), keys and clicks wait a moment."""
        previous = self._looked
        self._looked = seat
        person_to_person = previous is not None and seat is not None and seat != previous
        if person_to_person and getattr(self.host, "overlay", None) != "curtain":
            self.calm = CALM

    def on_viewer_changed(self, seat: int | None) -> None:
        """Somebody else looks: their cursor starts fresh, never on the last person's choice,
        and straight from one person to the other (no curtain between) keys wait a moment."""
        self.turned_to(seat)
        self.fresh_cursor(seat)

    def fresh_cursor(self, seat: int | None) -> None:
        """Somebody else chooses: their cursor starts fresh, never on the last person's choice."""
        if seat == self._selection_for:
            return
        self._selection_for = seat
        self.cursor.focus = 0
        self.cursor.let_go()
        self._press = None
        self.carry.end()
        self.scene.dirty = True

    def reset(self) -> None:
        """The match was replaced or rewound: nothing in hand, the decision asked afresh."""
        self._looked = self.host.viewer
        self.calm = 0.0
        self.carry.end()
        self._press = None
        self.cursor.let_go()
        self.synced_for = None

    def update(self, delta_time: float) -> None:
        self.calm = max(0.0, self.calm - delta_time)

    def prompt(self) -> str | tuple[str, ...]:
        """The decision with its keys, in wordings from longest to shortest: the prompt bar
        shows the longest that fits (the keys stay longer than the whole title)."""
        self.ensure_synced()
        ask = self.cursor.ask
        if ask is None or not self.host.can_act():
            return ""
        if ask.drags:
            keys = _("or [↑][↓] choose a hamster, [←][→] a card, [Enter] to place it")
        elif ask.hand or ask.specials:
            keys = _("click it, or [←][→] and [Enter]")
        elif ask.spots:
            keys = _("click a lit place, or [←][→] and [Enter]")
        else:
            keys = _("click a button or press its number")
        titles = [escape(ask.title)] + ([escape(ask.brief)] if ask.brief else [])
        wordings = [f"{title} · {keys}" for title in titles] + titles
        return tuple(dict.fromkeys(wordings))

    # --- acting ----------------------------------------------------------------------------

    def send(self, action: Any) -> None:
        self.carry.end()
        self._press = None
        self.host.send(action)

    def settle(self) -> None:
        """Input while something animates: land the animation first, so clicks hit what shows."""
        if self.choreography.busy:
            self.choreography.finish()
            self.scene.dirty = True
        self.scene.settle_hits()

    def activate(self, item: Any) -> None:
        ask = self.cursor.ask
        if ask is None or item is None:
            return
        if item[0] == "hand":
            self.send(ask.hand[item[1]][1])
        elif item[0] == "special":
            self.send(ask.specials[item[1]][1])
        elif item[0] == "button":
            self.send(ask.buttons[item[1]].action)
        elif item in ask.spots:
            self.send(ask.spots[item])

    def drop(self, position: int) -> bool:
        """Place the held hamster on the big dam's card at ``position``; False if it may not go there."""
        ask, held = self.cursor.ask, self.cursor.held
        if ask is None or held is None or held not in ask.drags:
            return False
        action = ask.drags[held].get(position)
        if action is None:
            self.host.say(_("That hamster cannot go there: drop it on a lit card."))
            self.scene.dirty = True
            return False
        self.deploy_from = self._hand_at()
        self.send(action)
        return True

    def _hand_at(self) -> Rect | None:
        """Where the hamster in hand is: under the dragging hand, or in its tray slot."""
        layout, scene, held = self.scene.layout, self.scene.hits, self.cursor.held
        if layout is None or scene is None or held is None:
            return None
        rect = source_rect(layout, scene, held)
        if self._let_go is not None and rect is not None:
            x, y = self._let_go
            return Rect(x - rect.width / 2, y - rect.height / 2, rect.width, rect.height)
        return rect

    def toggle_words(self) -> None:
        """Open or close the decision's words the panel has no room for."""
        self.cursor.explaining = not self.cursor.explaining
        self.scene.dirty = True

    # --- mouse -----------------------------------------------------------------------------

    def _card_at(self, layout: TableLayout, x: float, y: float) -> int | None:
        reach = -REACH * layout.scale
        for position in range(POSITIONS):
            if layout.card(-1, position).inset(reach).contains(x, y):
                return position
        return None

    def _source_at(self, x: float, y: float) -> Source | None:
        """The draggable hamster under the pointer: in the tray, or in a stack of the big dam."""
        ask, layout, scene = self.cursor.ask, self.scene.layout, self.scene.hits
        if ask is None or layout is None or scene is None or not ask.drags:
            return None
        for source in ask.drags:
            rect = source_rect(layout, scene, source)
            if rect is not None and rect.contains(x, y):
                return source
        return None

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        layout = self.scene.layout
        self.ensure_synced()
        cursor = self.cursor
        if layout is None or not self.host.can_act() or cursor.ask is None:
            return False
        if self.calm > 0:
            return True
        self.settle()
        ask, scene = cursor.ask, self.scene.hits
        assert scene is not None
        if explain.toggles(layout, sizes_for(layout), ask, cursor.explaining, x, y):
            self.toggle_words()
            return True
        for index, rect in enumerate(scene.buttons):
            if rect.contains(x, y):
                cursor.focus = cursor.items().index(("button", index))
                self.send(ask.buttons[index].action)
                return True
        passing = scene.view.stage == PASS
        card = layout.choice_card if passing else layout.hand_card
        count = len(ask.hand)
        for index, (_card, action) in enumerate(ask.hand):
            over = card(index + 1, count) if index < count - 1 else None
            if uncovered(card(index, count), over).contains(x, y):  # the one on top
                self.send(action)
                return True
        for index, (_kind, action) in enumerate(ask.specials):
            if layout.special_choice(index, len(ask.specials)).contains(x, y):
                self.send(action)
                return True
        for spot, action in ask.spots.items():
            if spot_rect(layout, spot).inset(-REACH * layout.scale).contains(x, y):
                self.send(action)
                return True
        return bool(ask.drags) and self._pick_or_drop(layout, x, y)

    def _pick_or_drop(self, layout: TableLayout, x: float, y: float) -> bool:
        """A press where hamsters are placed: pick up the one under it, or drop the one in hand
        on the card under it."""
        cursor = self.cursor
        ask = cursor.ask
        assert ask is not None
        source = self._source_at(x, y)
        if source is not None:
            cursor.held = source
            cursor.picked = True
            cursor.choose_held(keep=True)
            self._press = (source, x, y)
            self.scene.dirty = True
            return True
        position = self._card_at(layout, x, y)
        held = cursor.held
        if position is not None and held in ask.drags and (cursor.picked or held[0] == TRAY):
            self.drop(position)
            return True
        return False

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool:
        press, layout = self._press, self.scene.layout
        if press is None or layout is None or not self.host.can_act():
            return False
        source, x0, y0 = press
        if not self.carry.dragging:
            if abs(x - x0) + abs(y - y0) < DRAG_START:
                return False
            self.cursor.held = source
            self.carry.start(source[-1], layout.card_size[0] * CARRIED)
        position = self._card_at(layout, x, y)
        ask = self.cursor.ask
        lit = ask is not None and position is not None and position in ask.drags.get(source, {})
        self.carry.move(x, y, layout.card(-1, position) if lit and position is not None else None)
        return True

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        press = self._press
        self._press = None
        if not self.carry.dragging or press is None:
            return False
        self.carry.end()
        layout = self.scene.layout
        if not self.host.can_act() or layout is None:
            return True
        position = self._card_at(layout, x, y)
        if position is None:
            self.host.say(_("Drop the hamster on one of your lit cards."))
            self.scene.dirty = True
            return True
        self.cursor.held = press[0]
        self._let_go = (x, y)
        self.drop(position)
        self._let_go = None
        return True

    def on_mouse_motion(self, x: float, y: float) -> None:
        layout, scene = self.scene.layout, self.scene.hits
        if layout is None or scene is None:
            return
        cursor = self.cursor
        piece = piece_at(layout, scene, cursor.ask, x, y)
        town = None if piece is not None else town_at(layout, scene, x, y)
        if (piece, town) != (cursor.hover_piece, cursor.hover_town):
            cursor.hover_piece, cursor.hover_town = piece, town
            self.scene.dirty = True

    # --- keyboard --------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        self.ensure_synced()
        cursor = self.cursor
        ask = cursor.ask
        if not self.host.can_act() or ask is None:
            return False
        if self.calm > 0:
            return True
        if self.choreography.busy:
            self.choreography.finish()
            self.scene.dirty = True
        layout = self.scene.layout
        if symbol == keys.W and layout is not None and explain.hidden(layout, ask):
            self.toggle_words()
            return True
        if symbol in _DIGITS:
            index = _DIGITS[symbol]
            if ask.specials and index < len(ask.specials):
                self.send(ask.specials[index][1])
                return True
            if index < len(ask.buttons):
                self.send(ask.buttons[index].action)
                return True
            return False
        if ask.drags:
            placed = self._place_key(symbol)
            if placed is not None:
                return placed
        return self._focus_key(symbol, modifiers)

    def _place_key(self, symbol: int) -> bool | None:
        """↑/↓ choose the hamster, ←/→ the card, Enter drops it; None: not a key for placing."""
        cursor = self.cursor
        ask = cursor.ask
        assert ask is not None
        if cursor.held in ask.drags:
            if symbol in (keys.LEFT, keys.RIGHT):
                destinations = sorted(ask.drags[cursor.held])
                step = 1 if symbol == keys.RIGHT else -1
                at = destinations.index(cursor.target) if cursor.target in destinations else 0
                cursor.target = destinations[(at + step) % len(destinations)]
                self.scene.dirty = True
                return True
            if symbol in (keys.UP, keys.DOWN):
                sources = ask.sources
                step = 1 if symbol == keys.UP else -1
                cursor.held = sources[(sources.index(cursor.held) + step) % len(sources)]
            elif symbol in _ENTER and cursor.target is not None:
                self.drop(cursor.target)
                return True
            else:
                return None
        elif symbol in (keys.UP, keys.DOWN):
            cursor.held = ask.sources[0 if symbol == keys.UP else -1]
        else:
            return None
        cursor.picked = True
        cursor.choose_held(keep=True)
        self.scene.dirty = True
        return True

    def _focus_key(self, symbol: int, modifiers: int) -> bool:
        """←/→ (or Tab) move the focus and Enter chooses."""
        cursor = self.cursor
        items = cursor.items()
        if not items:
            return False
        if symbol in (keys.LEFT, keys.RIGHT, keys.TAB, keys.UP, keys.DOWN):
            step = -1 if symbol in (keys.LEFT, keys.UP) or modifiers & keys.MOD_SHIFT else 1
            cursor.focus = (cursor.focus + step) % len(items)
            self.scene.dirty = True
            return True
        if symbol in _ENTER:
            self.activate(cursor.focused())
            return True
        return False
