"""Input → an action: the mouse and the keys turned into Play, LayDown, Reward and Draw.

A card's beaver is picked up from the hand (press on a lit card, or its letter): from then on the
card is played (the rules' ``Lift``) and the beaver must be set down — there is no putting it
back. It is carried to its ring (drag it; or ↑/↓ move it inwards/outwards within the ring, fine
steps, coarse with Shift), its tail turned (the wheel, ←/→ or Q/E), and set down: the mouse lets
go on the ring, and the speed of the pointer as it lets go is how hard the beaver lands; the
keyboard lowers it with Enter and lets go with Enter again, gently if that is just as it touches.
A joker's beaver is lifted once it is carried onto one of its rings (or steered with the keys);
over the dam, each beaver it could send ashore has its own lit place, the one nearest the pointer
is shown there, and letting go sends it.

No rules here: what a card may do comes from the rules' legal moves (:mod:`.aim`) and why it may
not from their ``why_not``; the hand itself is the core's :class:`~tabletop_core.render.
controllers.Carry`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from tabletop_core.i18n import translator
from tabletop_core.render import Controller
from tabletop_core.render.controllers.carry import Carry
from tabletop_mein_lieber_biber.actions import Lift, Play
from tabletop_mein_lieber_biber.cards import COLOURS
from tabletop_mein_lieber_biber.events import BeaverLifted
from tabletop_mein_lieber_biber.rules import MeinLieberBiber
from tabletop_mein_lieber_biber.state import PLACE, PLAY
from tabletop_mein_lieber_biber.table import aim as aiming
from tabletop_mein_lieber_biber.table import buttons
from tabletop_mein_lieber_biber.table.aim import Aim
from tabletop_mein_lieber_biber.table.keys import on_key_press
from tabletop_mein_lieber_biber.table.prompt import prompt_for
from tabletop_mein_lieber_biber.table.seat import Seat
from tabletop_mein_lieber_biber.table.words import card_words

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.scene import BiberScene

_, ngettext = translator("tabletop_mein_lieber_biber")

REFUSAL_SECONDS = 5.0
"""Seconds the rules' reason for refusing a card stays in the prompt bar."""
ASHORE_REACH = -1.02
"""Raft radii left of the raft's centre past which the pointer is over the dam."""
PILE_REACH = 6
"""Pixels (at 100 % size) round a pile that still count as a click on it."""
DAM_REACH = 10
"""Pixels (at 100 % size) round the dam that still count as over it."""


class BiberController(Controller):
    """The seat's hand: the card picked, the beaver in hand and where it is aimed."""

    def __init__(self, seat: Seat, scene: BiberScene, skip_show: Callable[[], None]) -> None:
        self.seat = seat
        self.scene = scene
        self.skip_show = skip_show
        """Play the raft's show to its end (a player acts before it is over)."""
        self.carry: Carry[int] = Carry()
        """The card whose beaver is in hand (``carry.piece``), carried free by the mouse."""
        self.held: Aim | None = None
        """The beaver in hand, once it is over one of its target rings (or carried by keys)."""
        self.chosen: int | None = None
        """The card picked to lay down when nothing can be played."""
        self.seats_open = False
        """Large text, many players: the others' rows, folded away, are opened (P or a click on
        the line under the viewer's row)."""

    @property
    def held_card(self) -> int | None:
        return self.carry.piece

    # --- where the card in hand may go ----------------------------------------------------

    def targets(self) -> list[tuple[int, int | None]]:
        """``(beaver, ring)`` the card in hand may go to (``None``: the dam)."""
        if self.carry.piece is None:
            return []
        moves = aiming.moves_of(self.seat.view, self.carry.piece)
        return [(beaver, ring) for _c, beaver, ring in moves]

    def dam_candidates(self) -> list[int]:
        """The beavers the card in hand could send onto the dam (a joker may have several), in
        the order of their places on the dam."""
        return [beaver for beaver, ring in self.targets() if ring is None]

    def dam_point(self, beaver: int) -> tuple[float, float] | None:
        """Where on the dam ``beaver`` would come ashore (window pixels): each candidate of the
        card in hand has its own free place there, lit, so that the mouse chooses by pointing."""
        layout = self.scene.layout
        candidates = self.dam_candidates()
        if layout is None or beaver not in candidates:
            return None
        return layout.pond.dam_slot(len(self.seat.jokers()) + candidates.index(beaver))

    # --- the hand follows the match --------------------------------------------------------

    def sync(self) -> None:
        """A move was made (or the seat changed): keep only what is still the seat's to do."""
        seat, view = self.seat, self.seat.view
        if self.carry.piece is not None and not self._still_in_hand():
            self.drop_hand()
        if self.carry.piece is None and view.phase == PLACE and seat.my_turn():
            self.take_lifted()
        if self.chosen is not None and (
            not seat.my_turn()
            or view.phase != PLAY
            or seat.seat is None
            or self.chosen not in view.hands[seat.seat]
        ):
            self.chosen = None

    def _still_in_hand(self) -> bool:
        view = self.seat.view
        if not self.seat.my_turn():
            return False
        if view.phase == PLACE:
            return view.lifted is not None and view.lifted[0] == self.carry.piece
        return view.phase == PLAY and self.carry.piece in self.seat.playable_cards()

    def take_lifted(self) -> None:
        """A beaver lifted before (a reset, a reload): back in the hand, over its ring."""
        view = self.seat.view
        lifted = view.lifted
        assert lifted is not None
        card, beaver, ring = lifted
        x, y = view.raft.coordinates(ring)
        self.carry.pick(card)
        self.held = Aim(card, beaver, ring, 0.0, math.atan2(y, x) % math.tau)

    def drop_hand(self) -> None:
        self.held = None
        self.carry.let_go()
        self.scene.dirty = True

    def moved(self, events: list[Any]) -> None:
        """A move was made (told by the choreography as it plays it): only a beaver just
        lifted stays in hand, and no card stays picked to lay down."""
        if not any(isinstance(event, BeaverLifted) for event in events):
            self.drop_hand()
        self.chosen = None

    def reset(self) -> None:
        self.drop_hand()
        self.chosen = None

    def prompt(self) -> tuple[str, ...]:
        return prompt_for(self)

    # --- picking up, carrying, letting go --------------------------------------------------

    def pick(self, card: int, pointer: tuple[float, float] | None = None) -> None:
        """Take ``card``'s beaver in hand: at the pointer, or (keys) over its ring."""
        view = self.seat.view
        if card not in self.seat.playable_cards():
            self._refuse(card)
            return
        self.carry.pick(card, pointer)
        self.chosen = None
        self.held = aiming.first_aim(view, card) if pointer is None else None
        moves = aiming.moves_of(view, card)
        if len(moves) == 1:
            self.lift(moves[0][1])
        if pointer is not None and self.carry.piece is not None:
            self.carry_to(*pointer)
        self.scene.dirty = True

    def _refuse(self, card: int) -> None:
        """Say why ``card`` cannot be played, in the rules' words (longest first: the host
        wraps or shortens rather than cut the reason)."""
        rules = cast(MeinLieberBiber, self.seat.match.game)
        refused = rules.why_not(self.seat.view, Play(card)) if self.seat.my_turn() else None
        words = card_words(card)
        short = _("The {card} cannot be played now.").format(card=words)
        if refused is None:
            self.seat.host.say(short, REFUSAL_SECONDS)
            return
        self.seat.host.say(
            (
                _("The {card} cannot be played now: {reason}").format(card=words, reason=refused),
                _("{card}: {reason}").format(card=words, reason=refused),
                short,
            ),
            REFUSAL_SECONDS,
        )

    def lift(self, beaver: int) -> bool:
        """The beaver leaves the hand's card: the card is played (no taking it back)."""
        card, phase = self.carry.piece, self.seat.view.phase
        if card is None or phase != PLAY:
            return phase == PLACE
        if not self.seat.host.send(Lift(card, COLOURS[beaver])):
            self.drop_hand()
            return False
        return True

    def trace(self, x: float, y: float) -> None:
        """Remember how far the pointer moved (raft radii): its speed sets the drop."""
        if self.scene.layout is not None:
            self.carry.trace(x, y, self.scene.layout.pond.raft_radius)

    def carry_to(self, x: float, y: float) -> None:
        """The mouse carries the beaver: onto the nearest target ring within reach, else free."""
        layout, card, view = self.scene.layout, self.carry.piece, self.seat.view
        if layout is None or card is None:
            return
        u, v = self.scene.camera().to_raft(x, y)
        best: tuple[float, Aim] | None = None
        tail = self.held.tail if self.held is not None else None
        ashore = layout.pond.dam.inset(-DAM_REACH * layout.scale).contains(x, y) or u < ASHORE_REACH
        nearest_on_dam = math.inf
        for _c, beaver, ring in aiming.moves_of(view, card):
            if ring is None:
                # over the dam: of the beavers that could go ashore, the one whose lit place
                # is nearest the pointer
                point = self.dam_point(beaver)
                if ashore and point is not None:
                    near = math.hypot(x - point[0], y - point[1])
                    if near < nearest_on_dam:
                        nearest_on_dam = near
                        best = (0.0, Aim(card, beaver, None))
                continue
            spot, distance = aiming.spot_at(view, ring, u, v)
            if distance <= aiming.CATCH and (best is None or distance < best[0]):
                rx, ry = view.raft.coordinates(ring)
                turn = tail if tail is not None else math.atan2(ry, rx) % math.tau
                best = (distance, Aim(card, beaver, ring, spot, turn))
        if best is None:
            self.held = None
            self.carry.pointer = (x, y)
            return
        self.held = replace(best[1], drop=self.held.drop) if self.held else best[1]
        self.carry.pointer = None
        if view.phase == PLAY and best[1].ring is not None:
            self.lift(best[1].beaver)  # a joker's beaver, taken from the raft
        # onto the dam, lifting is the whole move: it waits for the letting go, so the
        # pointer can still choose another of the beavers lit there

    def put_down(self, drop: float | None = None) -> bool:
        """Set the beaver in hand down as aimed (with ``drop``, if given); True when the game
        took it."""
        held = self.held
        if held is None:
            if self.carry.piece is not None:
                self.seat.host.say(_("Carry the beaver onto one of the lit rings first."))
            return False
        if drop is not None:
            held = self.held = held.with_drop(drop)
        self.carry.lowering = None
        if not self.lift(held.beaver):
            return False
        if self.seat.view.phase != PLACE:
            return True  # onto the dam: lifting it was the whole move
        return bool(self.seat.host.send(held.set_down()))

    def put_back(self) -> bool:
        """Only a card not yet played goes back: a lifted beaver must be set down."""
        if self.seat.view.phase == PLACE:
            self.seat.host.say(
                _("The card is played: set the beaver down (a played card must be carried out).")
            )
            return False
        self.drop_hand()
        return True

    def next_beaver(self, step: int = 1) -> None:
        """A joker: the next beaver it could move."""
        card, view = self.carry.piece, self.seat.view
        if card is None:
            return
        moves = aiming.moves_of(view, card)
        if len(moves) < 2:
            return
        current = self.held.beaver if self.held is not None else moves[0][1]
        index = next((i for i, m in enumerate(moves) if m[1] == current), 0)
        self.held = aiming.first_aim(view, card, moves[(index + step) % len(moves)][1])
        self.carry.pointer = None

    def nudge(self, amount: float) -> None:
        if self.held is not None and self.held.ring is not None:
            self.held = self.held.with_spot(self.held.spot + amount)

    def turn(self, radians: float) -> None:
        if self.held is not None and self.held.ring is not None:
            self.held = self.held.with_tail(self.held.tail + radians)

    # --- the hand's cards -------------------------------------------------------

    def hand_card(self, index: int, pointer: tuple[float, float] | None = None) -> bool:
        view, seat = self.seat.view, self.seat.seat
        if seat is None or view.phase != PLAY:
            return False
        hand = view.hands[seat]
        if not 0 <= index < len(hand):
            return False
        card = hand[index]
        if self.seat.playable_cards():
            self.pick(card, pointer)
        else:
            self.chosen = None if self.chosen == card else card
            self.scene.dirty = True
        return True

    # --- the mouse -------------------------------------------------------------------------

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        layout = self.scene.layout
        fold = layout.seats.seats_fold if layout is not None else None
        if fold is not None and fold.contains(x, y):
            return buttons.toggle_seats(self)
        if self.seats_open and layout is not None and layout.seats.seats_panel.contains(x, y):
            return True  # the opened rows lie over the piles and the hand
        if layout is None or not self.seat.my_turn():
            return False
        self.skip_show()
        for name, rect in self.scene.buttons:
            if rect.contains(x, y):
                buttons.choose(self, name)
                return True
        for pile in (0, 1):
            if layout.piles.pile(pile).inset(-PILE_REACH * layout.scale).contains(x, y):
                buttons.pile_chosen(self, pile)
                return True
        if self._press_hand(x, y):
            return True
        if self.carry.piece is None:
            return False
        if layout.pond.raft_area.contains(x, y):
            self.carry_to(x, y)
            if not self.put_down(aiming.release_drop(self.carry.motions)):
                self.scene.dirty = True
        else:
            self.put_back()
        return True

    def _press_hand(self, x: float, y: float) -> bool:
        """A press on a card of the hand (the topmost under the pointer) picks it."""
        layout, seat = self.scene.layout, self.seat.seat
        assert layout is not None
        hand = self.seat.view.hands[seat] if seat is not None else []
        playable_now = self.seat.playable_cards()
        for index in range(len(hand) - 1, -1, -1):
            lifted = hand[index] in (self.carry.piece, self.chosen)
            raised = hand[index] in playable_now
            if layout.hand.hit(index, len(hand), lifted, raised).contains(x, y):
                if self.hand_card(index, (x, y)):
                    self.carry.press(x, y)
                return True
        return False

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool:
        if self.carry.piece is None or not self.carry.dragging or not self.seat.my_turn():
            return False
        self.trace(x, y)
        self.carry_to(x, y)
        return True

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        layout = self.scene.layout
        if self.carry.piece is None or not self.carry.dragging or layout is None:
            return False
        if not self.carry.release(x, y):
            return True  # a click on the card: the beaver follows the pointer until a click
        self.trace(x, y)
        self.carry_to(x, y)
        if self.held is not None:
            self.put_down(aiming.release_drop(self.carry.motions))
        elif not layout.pond.raft_area.contains(x, y):
            self.put_back()
        return True

    def on_mouse_motion(self, x: float, y: float) -> None:
        layout = self.scene.layout
        if (
            self.carry.piece is not None
            and not self.carry.dragging
            and self.seat.my_turn()
            and self.carry.pointer is not None
            and layout is not None
            and layout.pond.raft_area.contains(x, y)
        ):
            self.trace(x, y)
            self.carry_to(x, y)

    def on_mouse_scroll(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        if self.held is None or not self.seat.my_turn():
            return False
        self.turn(self.carry.steer.wheel(scroll_y))
        return True

    # --- the keys (:mod:`.keys`) ------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        return on_key_press(self, symbol, modifiers)
