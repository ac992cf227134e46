"""The raft's pieces: the beavers standing on it, the lit rings (and places on the dam) the
beaver in hand may go to, and the marks over it — the carried beaver, the level's bubble, the
splashes."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from tabletop_core.render.kit.pieces import Pieces, TablePiece
from tabletop_core.render.kit.veils import OPAQUE, opacity
from tabletop_core.render.theme import rgba
from tabletop_mein_lieber_biber.cards import COLOURS
from tabletop_mein_lieber_biber.state import BiberState
from tabletop_mein_lieber_biber.table.art import BEAVER_PICTURE, LEAST_BEAVER, ring_radius
from tabletop_mein_lieber_biber.table.camera import RaftCamera
from tabletop_mein_lieber_biber.table.layout import TableLayout
from tabletop_mein_lieber_biber.table.motion import Picture
from tabletop_mein_lieber_biber.table.textures import (
    beaver_texture,
    bubble_texture,
    glow_texture,
    splash_texture,
)

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.controller import BiberController

GLOW = (96, rgba("#FFEC28")[:3])
"""The lit rings' picture: its size in pixels and its colour."""
DIMMED = 90
"""Alpha of the dam's other candidates while the pointer chooses one (the lit one goes)."""
RING_MARGIN = 0.05
"""Raft radii a lit ring reaches past its ring."""
BUBBLE = 18
"""The level's bubble: its size (pixels at 100 % size)."""
SPLASH = (64, 30, 90)
"""A splash's picture size, and the pixels it grows from and by as it ages."""
CARRIED_SCALE = 1.15
"""A beaver carried under the pointer is drawn this much larger (it is lifted up)."""


class RaftSprites:
    def __init__(self) -> None:
        self.beavers = Pieces()
        self.beaver_sprites: dict[int, TablePiece] = {}
        self.glows = Pieces()
        self.marks = Pieces()
        """The carried beaver, the level's bubble, splashes."""
        self.carried: Any = None
        self.bubble: Any = None
        self.splashes: list[TablePiece] = []
        self.beaver_size = LEAST_BEAVER

    def make(self, layout: TableLayout) -> None:
        """The pieces at ``layout``'s size."""
        self.beaver_size = size = max(
            LEAST_BEAVER, int(2 * BEAVER_PICTURE * layout.pond.raft_radius)
        )
        self.beavers.clear()
        self.beaver_sprites = {}
        for colour in range(len(COLOURS)):
            sprite = TablePiece(beaver_texture(colour, size))
            self.beaver_sprites[colour] = sprite
            self.beavers.append(sprite)
        self.marks.clear()
        self.carried = TablePiece(beaver_texture(0, size), visible=False)
        self.bubble = TablePiece(bubble_texture(int(BUBBLE * layout.scale)))
        self.splashes = [TablePiece(splash_texture(SPLASH[0])) for _ in range(len(COLOURS))]
        for sprite in (*self.splashes, self.bubble, self.carried):
            sprite.visible = sprite is self.bubble
            self.marks.append(sprite)

    def place_glows(
        self,
        layout: TableLayout,
        camera: RaftCamera,
        view: BiberState,
        targets: list[tuple[int, int | None]],
        hand: BiberController,
    ) -> None:
        """Light the rings (and places on the dam) ``targets`` names."""
        wanted = len(targets)
        size, colour = GLOW
        while len(self.glows) < wanted:
            self.glows.append(TablePiece(glow_texture(size, colour)))
        held = hand.held
        choosing = held is not None and held.ring is None and len(hand.dam_candidates()) > 1
        for index, sprite in enumerate(self.glows):
            if index >= wanted:
                sprite.visible = False
                continue
            beaver, ring = targets[index]
            sprite.visible = True
            sprite.alpha = OPAQUE
            if ring is None:
                point = hand.dam_point(beaver)
                assert point is not None
                x, y = point
                width = layout.pond.dam.width
                if choosing and held is not None and held.beaver != beaver:
                    sprite.alpha = DIMMED
            else:
                x, y, k = camera.to_screen(*view.raft.coordinates(ring))
                width = 2 * (ring_radius(ring) + RING_MARGIN) * layout.pond.raft_radius * k
            sprite.center_x, sprite.center_y = x, y
            sprite.width = sprite.height = width

    def place_beavers(self, picture: Picture, camera: RaftCamera) -> None:
        shown = set()
        for figure in picture.figures:
            sprite = self.beaver_sprites.get(figure.colour)
            if sprite is None:
                continue
            shown.add(figure.colour)
            x, y, k = camera.to_screen(figure.x, figure.y)
            sprite.center_x, sprite.center_y = x, y
            sprite.scale_to(k * figure.scale)
            sprite.angle = -math.degrees(figure.tail)
            sprite.alpha = opacity(figure.alpha)
            sprite.visible = figure.alpha > 0.01
        for colour, sprite in self.beaver_sprites.items():
            if colour not in shown:
                sprite.visible = False
        self._order_beavers(picture)

    def _order_beavers(self, picture: Picture) -> None:
        """The small beavers waiting in the middle are drawn over those on the inner rings."""
        waiting = {figure.colour for figure in picture.figures if figure.scale < 1.0}
        order = sorted(self.beaver_sprites, key=lambda colour: colour in waiting)
        sprites = [self.beaver_sprites[colour] for colour in order]
        self.beavers.arrange(sprites)

    def place_bubble(self, cx: float, cy: float, offset: tuple[float, float]) -> None:
        self.bubble.center_x, self.bubble.center_y = cx + offset[0], cy + offset[1]

    def place_carried(
        self,
        layout: TableLayout,
        beaver: int,
        place: tuple[float, float] | None,
        visible: bool,
        ashore: bool,
    ) -> None:
        """The beaver in hand carried free under the pointer, or shown at its place on the dam
        before it is let go there."""
        carried = self.carried
        carried.visible = visible
        if not visible:
            return
        assert place is not None
        size = self.beaver_size
        carried.show(
            beaver_texture(beaver, size),
            min(CARRIED_SCALE, layout.pond.dam.width / size) if ashore else CARRIED_SCALE,
        )
        carried.center_x, carried.center_y = place
        carried.angle = -math.degrees(math.pi / 2)

    def place_splashes(self, layout: TableLayout, picture: Picture, camera: RaftCamera) -> None:
        _size, least, growth = SPLASH
        for index, sprite in enumerate(self.splashes):
            if index >= len(picture.splashes):
                sprite.visible = False
                continue
            u, v, age = picture.splashes[index]
            x, y, k = camera.to_screen(u, v)
            sprite.visible = True
            sprite.center_x, sprite.center_y = x, y
            sprite.width = sprite.height = (least + growth * age) * layout.scale * k
            sprite.alpha = opacity(1.0 - age)
