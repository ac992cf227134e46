"""The live layer of the Beaver Creek table: the piece in hand and its ghost (straight below it,
just above the dam), the plumb line between them, and the words over the dam (the banner, and
why the hand cannot let go here). Each is painted anew only when what it shows changed."""

from __future__ import annotations

import math
import random
from typing import Any

from tabletop_beaver_creek import preview
from tabletop_beaver_creek.dice import MIRRORED_HAND, SCISSOR_GRIP, TREMBLING_HAND
from tabletop_beaver_creek.table.hand import Hand
from tabletop_beaver_creek.table.layout import Camera, TableLayout
from tabletop_beaver_creek.table.paint import paint_banner, sizes_for
from tabletop_beaver_creek.table.scene import HandSprites
from tabletop_beaver_creek.table.seat import CreekSeat
from tabletop_beaver_creek.table.watching import CreekChoreography
from tabletop_core.i18n import translator
from tabletop_core.render import Rect
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit.strokes import EDGE, RULE, corner
from tabletop_core.render.kit.veils import WHITE, veil
from tabletop_core.render.theme import Palette

_, ngettext = translator("tabletop_beaver_creek")

CARRY_ABOVE = 40.0
"""World units between the ghost and a piece carried by keyboard."""
TREMBLE = 1.2
SWING = 6.0


class LiveLayer:
    def __init__(self, seat: CreekSeat, motion: CreekChoreography, hand: Hand) -> None:
        self.seat = seat
        self.motion = motion
        self.hand = hand
        self.shapes = Canvas()
        """Shapes that move (the plumb line, marks on falling pieces): rebuilt as they move."""
        self.words = Canvas()
        """The banner and the refusal under the ghost: rebuilt only when their words change."""
        self.hand_sprites = HandSprites()
        self._shapes_key: tuple[Any, ...] | None = None
        self._words_key: tuple[Any, ...] | None = None

    def forget_words(self) -> None:
        """The layout changed: word the banner anew."""
        self._words_key = None

    def draw(self, layout: TableLayout, camera: Camera) -> None:
        hand, motion = self.hand, self.motion
        frame = motion.playback.frame()
        if hand.held is not None and hand.aim_stale:
            hand.update_aim()
        key = (*self._signature(frame), camera)
        if key != self._shapes_key:
            self._shapes_key = key
            self._paint_hand(layout, camera)
        problem = hand.aim.problem if hand.held is not None and hand.aim is not None else None
        words = (motion.banner, motion.alarm, problem, layout.rect)
        if words != self._words_key:
            self._words_key = words
            self._paint_words(layout, problem)
        self.shapes.draw()
        self.hand_sprites.draw()
        self.words.draw()

    def _signature(self, frame: Any) -> tuple[Any, ...]:
        hand = self.hand
        take = self.motion.playback.current
        return (
            id(frame) if frame is not None else None,
            hand.held,
            hand.aim,
            hand.pointer_y,
            self._wobble() if hand.held else None,
            id(take) if take else None,
        )

    def _wobble(self) -> tuple[float, float]:
        """How the carried piece moves in the hand (a look only): a tremble or a swing."""
        if self.motion.reduced_motion:
            return (0.0, 0.0)
        handicap = preview.handicap_in_force(self.seat.view)
        clock = self.motion.clock
        if handicap == TREMBLING_HAND:
            tick = int(clock * 20)
            rng = random.Random(tick)
            return (rng.gauss(0.0, TREMBLE), rng.gauss(0.0, 1.5))
        if handicap == SCISSOR_GRIP:
            return (0.0, SWING * math.sin(clock * 3.2))
        return (0.0, 0.0)

    def _paint_hand(self, layout: TableLayout, camera: Camera) -> None:
        live, hand = self.shapes, self.hand
        live.clear()
        sp = layout.space
        if hand.held is None or hand.aim is None:
            self.hand_sprites.clear()
            return
        aim = hand.aim
        dx, turn = self._wobble()
        if hand.pointer_y is not None:
            carried_y = hand.pointer_y
        elif hand.held_y is not None:
            carried_y = aim.y
        else:
            carried_y = aim.y + CARRY_ABOVE
        carried_y = max(carried_y, aim.y + 12.0)
        radians = math.radians(aim.angle)
        self.hand_sprites.show(
            hand.held,
            camera,
            (aim.x + dx, carried_y, radians + math.radians(turn)),
            (aim.x, aim.y, radians),
            aim.problem is not None,
        )
        top_x, top_y = camera.to_screen(aim.x, carried_y)
        ghost_x, ghost_y = camera.to_screen(aim.x, aim.y)
        dash = max(1, round(sp.tight))  # the plumb line: a dash, a gap as long
        for y in range(int(ghost_y), int(top_y), 2 * dash):
            live.line(top_x, y, top_x, min(y + dash, top_y), veil(WHITE, "dim"), EDGE)
        if aim.problem is not None:
            cross = (ghost_x + sp.far, ghost_y + sp.wide)
            live.marker("cross", *cross, sp.gap, Palette.DANGER)
        mirrored = preview.handicap_in_force(self.seat.view) == MIRRORED_HAND
        if mirrored and hand.pointer_y is not None:  # the ring, an arrow either side
            hx, hy = camera.to_screen(hand.hand_x, hand.pointer_y)
            live.ring(hx, hy, sp.gap, Palette.FOCUS, RULE)
            for side in (-1, 1):
                live.polygon(
                    [
                        (hx + side * sp.wide, hy),
                        (hx + side * sp.loose, hy + sp.tight),
                        (hx + side * sp.loose, hy - sp.tight),
                    ],
                    Palette.FOCUS,
                )

    def _paint_words(self, layout: TableLayout, problem: str | None) -> None:
        words = self.words
        words.clear()
        sizes = sizes_for(layout)
        s = layout.scale
        sp = layout.space
        if self.motion.banner:
            paint_banner(words, layout, sizes, self.motion.banner, self.motion.alarm)
        if problem is not None:
            text = _("Cannot let go here: {reason}").format(reason=problem)
            scene = layout.scene
            room = scene.width - 2 * (sp.gap + sp.far)  # the note's inset, its words' inset
            lines = min(2, Canvas.lines_needed(text, sizes.small, room))
            height = max(22 * s, lines * sizes.line(sizes.small) + sp.tight)
            note = Rect(
                scene.left + sp.gap, scene.bottom + sp.snug, scene.width - 2 * sp.gap, height
            )
            words.rect(note, veil(Palette.TEXT_DARK, "firm"), chamfer=corner(s))
            words.marker("cross", note.left + sp.loose, note.center_y, sp.snug, Palette.DANGER)
            words.fitted_text(
                text,
                note.inset(sp.far, 0),
                sizes.small,
                Palette.TEXT,
                lines=lines,
                align="center",
            )
