"""The scene of the Beaver Creek table: the side view of the dam as the seat sees it.

Drawing is a still layer (the creek, the panels, the settled dam) copied while nothing moves,
with the playback's frame, the piece in hand, its ghost and the banner drawn live on top
(:mod:`.live`). Where the tray's slots and the buttons are drawn is kept for the controller.
"""

from __future__ import annotations

from typing import Any

from tabletop_beaver_creek import preview
from tabletop_beaver_creek.table.hand import Hand
from tabletop_beaver_creek.table.layout import Camera, TableLayout, dam_bounds
from tabletop_beaver_creek.table.live import LiveLayer
from tabletop_beaver_creek.table.measure import measure_needs
from tabletop_beaver_creek.table.notices import banner_notices
from tabletop_beaver_creek.table.paint import (
    Scenery,
    paint_banner,
    paint_box,
    paint_marks,
    paint_scene,
    paint_side,
    sizes_for,
)
from tabletop_beaver_creek.table.scene import DamSprites
from tabletop_beaver_creek.table.seat import CreekSeat
from tabletop_beaver_creek.table.stocks import paint_stocks
from tabletop_beaver_creek.table.textures import how_texture, what_texture
from tabletop_beaver_creek.table.watching import CreekChoreography
from tabletop_core.i18n import language
from tabletop_core.render import Rect, Scene
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit.strokes import EDGE
from tabletop_core.render.kit.surfaces import SHADE
from tabletop_core.render.kit.window_layers import still_layer
from tabletop_core.render.material import TableSurface
from tabletop_core.render.standard_size import standard_size
from tabletop_core.render.theme import Palette, table_scale, table_sizes


def _inside(inner: Rect, outer: Rect) -> bool:
    return (
        inner.left >= outer.left
        and inner.right <= outer.right
        and inner.bottom >= outer.bottom
        and inner.top <= outer.top
    )


def _sizes(rect: Rect) -> Any:
    return table_sizes(table_scale(rect))  # the theme's table type, as the layout's


class CreekScene(Scene):
    notices = banner_notices

    def __init__(self, seat: CreekSeat, motion: CreekChoreography, hand: Hand) -> None:
        self.seat = seat
        self.motion = motion
        self.hand = hand
        self.still = still_layer(Palette.TABLE)
        self.surface = TableSurface()
        self.base = Canvas()
        self.marks = Canvas()
        self.box = Canvas()
        """The box, painted anew (into the still picture) whenever the camera moves."""
        self.over = Canvas()
        """The words over the scene once the match is over."""
        self.dice_canvas = Canvas()
        self.dam = DamSprites()
        self.live = LiveLayer(seat, motion, hand)
        """The piece in hand, its ghost and the words over the dam."""
        self.layout: TableLayout | None = None
        self._framed: tuple[TableLayout, Rect] | None = None
        """The layout and the dam's bounds the camera was last aimed at."""
        self._drawn: Camera | None = None
        """The camera the box, the marks and the settled dam were last placed with."""
        self.slots: list[tuple[str, Rect]] = []
        """Where each tray slot was drawn, for the controller."""
        self.buttons: list[tuple[str, Rect]] = []
        self.due: list[tuple[str, Rect]] = []
        """The pictures of the pieces still to place, under the words (for tests and focus)."""
        self.dirty = True
        self._synced: tuple[Any, ...] | None = None

    def draw(self, rect: Rect) -> None:
        layout = self._layout_for(rect)
        match = self.seat.match
        key = (id(match), len(match.actions), self.seat.seat, match.to_act, self.seat.my_turn())
        if key != self._synced:
            self._sync(layout)
            self._synced = key
        if self.motion.changed:
            self.motion.changed = False
            self.dirty = True
            self.hand.aim_stale = True
        if self.motion.dice_turned:
            self.motion.dice_turned = False
            self._paint_dice(layout)
            self.still.invalidate()
        if self.dirty:
            self._repaint(layout)
            self.still.invalidate()
        self._place_dam()
        camera = self.camera
        if camera is not None and camera != self._drawn:
            self._stage(camera)
        if any(die.rolling > 0 for die in self.motion.dice):
            self._paint_still()
            self.still.invalidate()
        else:
            self.still.draw(rect, self._paint_still)
        with self.motion.flourish.shaken(layout.scene):
            self.dam.draw()
            if not self.motion.playback.busy:
                self.marks.draw()
                self.over.draw()
            if self.camera is not None:
                self.live.draw(layout, self.camera)

    def end_note(self) -> str:
        return self.seat.end_note()

    def drop_hand(self) -> None:
        """Nothing in hand any more: the tray shows the piece back in its slot."""
        self.hand.drop()
        self.live.hand_sprites.clear()
        self.dirty = True

    def reset(self) -> None:
        self._synced = None
        self._framed = None  # another match or a rewind: the camera jumps to its dam
        self.dirty = True

    def _layout_for(self, rect: Rect) -> TableLayout:
        """The layout for ``rect`` at the text size and language in force, measured anew only
        when one of them (or the seats) changed."""
        sizes = _sizes(rect)
        match = self.seat.match
        names, players = match.names, match.players
        key = (language(), sizes, tuple(names))
        layout = self.layout
        if (
            layout is not None
            and layout.rect == rect
            and layout.players == players
            and layout.needs.key[:3] == key
        ):
            return layout
        bots = [match.is_bot(seat) for seat in range(players)]
        needs = measure_needs(sizes, table_scale(rect), names, bots)

        def plain(room: Rect) -> Rect:
            """The scene as this window lays it out at 100 % text."""
            type_ = _sizes(room)
            return TableLayout(
                room, players, type_, measure_needs(type_, table_scale(room), names, bots)
            ).scene

        standard = standard_size(plain, rect) if sizes.text > 1.0 else None
        self.layout = layout = TableLayout(rect, players, sizes, needs, standard)
        self.motion.scale = layout.scale
        self._synced = None
        self.live.forget_words()
        return layout

    def _paint_still(self) -> None:
        if self.layout is not None:
            self.surface.draw(self.layout.rect)
        self.base.draw()
        self.box.draw()
        self.dice_canvas.draw()

    @property
    def camera(self) -> Camera | None:
        """The camera the scene draws with now; the pointer maps through the same one."""
        return self.motion.follow.camera

    def _aim(self, layout: TableLayout, dam: Rect, widen_only: bool = False) -> None:
        """Frame ``dam``: ease there, or jump when the table was laid out anew.
        ``widen_only``: a dam falling only ever widens the view until its playback ends."""
        target = layout.camera(dam)
        follow = self.motion.follow
        framed = self._framed
        if widen_only and follow.target is not None and follow.target.k <= target.k:
            return
        follow.aim(target, at_once=framed is None or framed[0] is not layout)
        self._framed = (layout, dam)

    def _settled_bounds(self) -> Rect:
        return dam_bounds((p.kind, p.x, p.y) for p in self.seat.view.pieces.values())

    def _place_dam(self) -> None:
        """Sprites where the playback's frame has them, or (once it ends) where they settled;
        the camera widens to keep every falling piece in view."""
        playback = self.motion.playback
        frame = playback.frame()
        take = playback.current
        layout = self.layout
        if frame is not None and take is not None and layout is not None:
            kinds = take.clip.kinds
            falling = dam_bounds((kinds[key], x, y) for key, (x, y, _a) in frame.items())
            target = self.motion.follow.target
            if target is None or not _inside(target.shows(falling), layout.scene):
                self._aim(layout, falling, widen_only=True)  # a piece would leave the view
            camera = self.camera
            if camera is not None:
                self.dam.show(frame, kinds, camera, take.fallen if take.slow else ())
        elif self.motion.settle_due:
            self.motion.settle_due = False
            if layout is not None:
                self._aim(layout, self._settled_bounds())
            self._show_settled()

    def _stage(self, camera: Camera) -> None:
        """The camera moved: the box, the marks and the settled dam go where it shows them."""
        self._drawn = camera
        self.box.clear()
        paint_box(self.box, camera)
        self.still.invalidate()
        self.marks.clear()
        view = self.seat.view
        paint_marks(self.marks, camera, view, preview.last_log(view))
        if not self.motion.playback.busy:
            self._show_settled()

    def _sync(self, layout: TableLayout) -> None:
        busy = self.motion.playback.busy
        self._aim(layout, self._settled_bounds(), widen_only=busy)
        held = self.hand.held
        if held is not None and held not in self.seat.placeable():
            self.drop_hand()
        if not busy:
            self._show_settled()
        self.hand.aim_stale = True
        self.dirty = True
        self._drawn = None

    def _show_settled(self) -> None:
        view = self.seat.view
        if self.camera is not None:
            kinds = {key: piece.kind for key, piece in view.pieces.items()}
            poses = {key: (p.x, p.y, p.angle) for key, p in view.pieces.items()}
            self.dam.show(poses, kinds, self.camera)

    def _repaint(self, layout: TableLayout) -> None:
        self.dirty = False
        seat, hand = self.seat, self.hand
        view, match = seat.view, seat.match
        sizes = sizes_for(layout)
        self.base.clear()
        my_turn, kinds = seat.my_turn(), seat.tray()
        scenery = Scenery(
            view=view,
            names=match.names,
            bots=[match.is_bot(s) for s in range(match.players)],
            to_act=match.to_act,
            my_turn=my_turn,
            kinds=kinds,
            closed={kind: seat.why_not(kind) for kind in kinds} if my_turn else {},
            held=hand.held,
            focus=hand.focus,
            keyboard=hand.keyboard,
            over_line=seat.over_line(),
        )
        paint_scene(self.base, layout)
        paint_side(self.base, layout, sizes, scenery)
        paint_stocks(self.base, layout, sizes, scenery)
        self._drawn = None  # the marks anew with the view
        self.over.clear()
        if match.is_over and not self.motion.banner:
            paint_banner(self.over, layout, sizes, seat.over_line(), alarm=False)
        self.slots = scenery.slots
        self.buttons = scenery.buttons
        self.due = scenery.due
        self._paint_dice(layout)

    def _paint_dice(self, layout: TableLayout) -> None:
        self.dice_canvas.clear()
        pictures = (what_texture, how_texture)
        for index, die in enumerate(self.motion.dice):
            center, size = layout.die(index)
            if die.shown is None:
                rect = Rect(center[0] - size / 2, center[1] - size / 2, size, size)
                self.dice_canvas.rect(  # no die thrown yet: an empty place, cut as a die is
                    rect,
                    SHADE,
                    border=Palette.PANEL_EDGE,
                    border_width=EDGE,
                    chamfer=size * 0.16,
                )
                self.dice_canvas.fitted_text(
                    "?", rect, sizes_for(layout).heading, Palette.TEXT_MUTED
                )
                continue
            drawn = die.paint_picture(self.dice_canvas, center, size, pictures[index])
            self.dice_canvas.piece(("die", index), drawn)
