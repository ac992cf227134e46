"""The launcher: a tile per installed game, broken plugins greyed with their reason.

A tile needs only the game's info, package and art: the launcher never imports a game's rules,
so a game whose module is missing cannot keep the window from opening.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from tabletop_core.assets.library import CORE
from tabletop_core.assets.raster import aspect as picture_aspect
from tabletop_core.i18n import _, ngettext, translate
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.display_font import display_font_for
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.layout import Layout, Picture, Row, Space, lay_out
from tabletop_core.render.kit.pictures import draw_pictures, pixel_ratio, pixels
from tabletop_core.render.launcher_tile import ART_LEAST, TILE_ASPECT, GameTile, draw_raised
from tabletop_core.render.screen import Screen
from tabletop_core.render.theme import Palette
from tabletop_core.render.widgets.buttons import Button
from tabletop_core.render.widgets.still_layer import StillLayer


def grid_columns(count: int, most: int) -> int:
    """Columns for ``count`` tiles when a row holds at most ``most``: as few rows as ``most``
    allows, and the tiles spread evenly over them (four games make two rows of two, not three
    and one)."""
    if count <= 0:
        return max(1, most)
    rows = -(-count // max(1, most))
    return -(-count // rows)


def row_offset(index: int, count: int, columns: int) -> float:
    """How many tile widths (with their gaps) the row of tile ``index`` starts in from the
    left: the last row, when shorter, is centred under the others."""
    row = index // columns
    in_row = min(columns, count - row * columns)
    return (columns - in_row) / 2


WORDMARK = "Tabletop"


KEY_ART = "beaver"
"""The core's picture beside the wordmark (``tabletop_core/assets/pictures/beaver.svg``)."""


def key_art(header: Rect, s: float) -> tuple[Layout | None, float]:
    """The launcher's key art laid out in ``header`` (a picture node at the left of a row, grown
    with the text; None when the picture is not there) and where the words beside it start."""
    if picture_aspect(CORE, KEY_ART) is None:
        return None, header.left + 30 * s
    row = Row(
        Picture(KEY_ART, (48 * s, 48 * s), (72 * s, 72 * s), key="art"),
        Space(grow=1),
        align="center",
    )
    placed = lay_out(row, header.inset(22 * s, 8 * s))
    return placed, placed["art"].right + 16 * s


def continue_button(launcher: Any) -> Button | None:
    """The "Continue" button, when this computer holds a seat in an online match not seen to end."""
    from tabletop_core.online.kept_seats import to_continue

    if not to_continue():
        return None
    return Button(Rect(0, 0, 0, 0), hint="C", action=launcher.continue_online)


class LauncherView(Screen):
    """All installed games; arrows and Enter or the mouse pick one, Esc quits."""

    def __init__(self, shell: Any) -> None:
        super().__init__(shell)
        self.columns = 3
        self.scroll_row = 0
        self.tiles: list[GameTile] = []
        self.settings_button = Button(
            Rect(0, 0, 0, 0), hint="S", action=lambda: shell.show_settings()
        )
        self.join_button = Button(Rect(0, 0, 0, 0), hint="J", action=self.join_a_game)
        self.continue_button = continue_button(self)

    def build(self, canvas: Canvas) -> None:
        sizes = self.sizes
        s = sizes.scale
        bounds = self.bounds
        header, body = bounds.split_top(
            max(86 * s, sizes.line(sizes.title) + sizes.line(sizes.body) + 12 * s)
        )
        footer, body = body.split_bottom(max(40 * s, sizes.line(sizes.small) + 10 * s))
        canvas.rect(header, Palette.PANEL)
        canvas.rect(Rect(header.left, header.bottom, header.width, 3 * s), Palette.ACCENT)
        self._paint_settings_button(canvas, header)
        art, words_left = key_art(header, s)
        if art is not None:
            draw_pictures(art, canvas)
        self._paint_wordmark(canvas, header, words_left)
        registry = self.shell.registry
        count = len(registry.games)
        canvas.text(
            ngettext(
                "{count} game at the table · pick one to play",
                "{count} games at the table · pick one to play",
                count,
            ).format(count=count),
            words_left,
            header.bottom + sizes.line(sizes.body) / 2 + 4 * s,
            sizes.body,
            Palette.TEXT_MUTED,
            anchor_y="center",
        )
        keys = canvas.text(
            _("Arrows choose · Enter opens · Esc quits · F11 full screen"),
            footer.center_x,
            footer.center_y,
            sizes.small,
            Palette.TEXT_MUTED,
            anchor_x="center",
            anchor_y="center",
        )
        area = body.inset(28 * s, 12 * s)
        gap = 16 * s
        least_w = 340 * s * (1 + 0.6 * (sizes.text - 1))  # larger words, wider tiles
        most = max(1, min(4, int((area.width + gap) // least_w)))
        self.columns = grid_columns(
            len(self.shell.registry.games) + len(registry.unavailable), most
        )
        tile_w = (area.width - gap * (self.columns - 1)) / self.columns
        ideal_h = tile_w * TILE_ASPECT * 1.25
        rows_needed = max(1, -(-len(self.shell.registry.games) // self.columns))
        fit_h = (area.height - gap * (rows_needed - 1)) / rows_needed
        # flatter tiles rather than a game below the fold (the words decide how flat)
        tile_h = min(ideal_h, fit_h)
        self.tiles = self._make_tiles()
        # ...but never so far that a summary is cut or a picture flattens: a row goes instead
        words = max((t.text_height(sizes, tile_w) for t in self.tiles), default=0.0)
        tile_h = min(max(tile_h, words + tile_w * ART_LEAST + 16 * s), area.height)
        visible_rows = max(1, int((area.height + gap) / (tile_h + gap) + 1e-6))
        if not self.tiles:
            canvas.text(
                _("No games are installed. Install a game plugin (see docs/authoring.md)."),
                area.center_x,
                area.center_y,
                sizes.heading,
                Palette.TEXT,
                anchor_x="center",
            )
            self.focus.set([])
            return
        focus_row = min(self.focus.focus, len(self.tiles) - 1) // self.columns
        if focus_row < self.scroll_row:
            self.scroll_row = focus_row
        elif focus_row >= self.scroll_row + visible_rows:
            self.scroll_row = focus_row - visible_rows + 1
        shown: list[GameTile] = []
        for index, tile in enumerate(self.tiles):
            row, col = divmod(index, self.columns)
            row -= self.scroll_row
            if not 0 <= row < visible_rows:
                tile.rect = Rect(-1e6, -1e6, 0, 0)
                continue
            place = col + row_offset(index, len(self.tiles), self.columns)
            tile.rect = Rect(
                area.left + place * (tile_w + gap),
                area.top - (row + 1) * tile_h - row * gap,
                tile_w,
                tile_h,
            )
            room = tile.art_rect(sizes)
            ratio = pixel_ratio()  # a high-density screen: the picture has its pixels
            tile.texture = (
                self._art(tile, pixels(room.width * ratio), pixels(room.height * ratio))
                if tile.registered
                else None
            )
            shown.append(tile)
        # the tiles are new each build: the ring finds the hovered one again under the mouse
        self.focus.set([*self.tiles, *self._header_buttons()])
        for tile in shown:
            tile.paint(canvas, sizes)
        rows = (len(self.tiles) + self.columns - 1) // self.columns
        if rows > visible_rows:
            more = _("row {first}–{last} of {rows} · scroll for more").format(
                first=self.scroll_row + 1,
                last=min(rows, self.scroll_row + visible_rows),
                rows=rows,
            )
            scroll = canvas.text(
                more,
                area.right,
                footer.center_y,
                sizes.small,
                Palette.TEXT_MUTED,
                anchor_x="right",
                anchor_y="center",
            )
            if footer.center_x + keys.content_width / 2 > area.right - scroll.content_width:
                keys.text = ""  # big text: the way to the hidden games matters more
        self.focus.set([*self.tiles, *self._header_buttons()])
        if any(t.game_id is not None and t.game_id not in registry.games for t in self.tiles):
            self.refresh()  # a game's art failed while drawing: show its tile greyed next frame

    def _paint_wordmark(self, canvas: Canvas, header: Rect, x: float) -> None:
        """The name of the place from ``x``, in the display face, a plank of the accent colour
        under it."""
        sizes = self.sizes
        s = sizes.scale
        size = sizes.title * 1.15
        y = header.top - sizes.line(sizes.title) / 2 - 4 * s
        font = display_font_for(WORDMARK)
        leftmost = self.continue_button or self.join_button
        room = leftmost.rect.left - 20 * s - x  # the header's buttons stand to its right
        size *= min(1.0, room / Canvas.measure(WORDMARK, size, font=font, bold=True))
        mark = canvas.text(
            WORDMARK, x, y, size, Palette.TEXT, anchor_y="center", font=font, bold=True
        )
        # under the name, a plank of the table in the accent colour
        width = mark.content_width
        canvas.rect(Rect(x, y - size * 0.85, width * 0.42, 4 * s), Palette.ACCENT, chamfer=2 * s)

    def on_draw(self) -> None:
        """The screen as one still picture while nothing changes (the software renderer pays
        for every blended pixel of every tile on every frame), the raised tiles and the focus
        frame over it."""
        if self._dirty:
            self.rebuild_now()
            self.still.invalidate()
        self.window.clear(color=Palette.BACKGROUND)
        self.still.background = Palette.BACKGROUND  # high contrast swaps the colours in place
        self.still.draw(self.bounds, self.canvas.draw)
        self.draw_dynamic()

    @cached_property
    def still(self) -> StillLayer:
        return StillLayer(self.window, Palette.BACKGROUND)

    def raised(self) -> list[GameTile]:
        """The tiles that stand up: the one under the mouse and the one with the focus."""
        focused = self.focus.focused if self.focus.show_focus else None
        return [
            tile
            for tile in self.tiles
            if tile.registered is not None and (tile is self.focus.hover or tile is focused)
        ]

    def draw_dynamic(self) -> None:
        """The raised tiles over the canvas (each frame: the mouse moving from tile to tile
        builds nothing again), then the focus frame."""
        s = self.sizes.scale
        for tile in self.raised():
            draw_raised(tile.rect, s, light=tile is not self.focus.hover)
        super().draw_dynamic()

    def _paint_settings_button(self, canvas: Canvas, header: Rect) -> None:
        """The header's buttons, right to left from the top right: Settings (also the S key),
        Join a game (J) and, when a seat waits online, Continue (C); each as wide as its words
        and its key in the current language and text size."""
        sizes = self.sizes
        s = sizes.scale
        right = header.right - 8 * s
        labelled = [
            (self.settings_button, _("Settings")),
            (self.join_button, _("Join a game")),
            (self.continue_button, _("Continue")),
        ]
        for button, label in labelled:
            if button is None:
                continue
            button.label = label
            width = Canvas.measure(label, sizes.body) + 40 * s
            width += Canvas.measure(button.hint or "", sizes.small) + 8 * s
            right -= 16 * s + width
            button.rect = Rect(
                right, header.top - sizes.button_height - 14 * s, width, sizes.button_height
            )
            button.paint(canvas, sizes)

    def _header_buttons(self) -> list[Button]:
        buttons = [self.join_button, self.settings_button]
        return buttons if self.continue_button is None else [self.continue_button, *buttons]

    def continue_online(self) -> None:
        """Take again a seat this computer holds in an online match (also the C key)."""
        from tabletop_core.render.join_online import ContinueView

        self.shell.window.show_view(ContinueView(self.shell))

    def join_a_game(self) -> None:
        """Join a match someone hosts online (also the J key)."""
        from tabletop_core.render.join_online import JoinView

        self.shell.window.show_view(JoinView(self.shell))

    def _make_tiles(self) -> list[GameTile]:
        registry = self.shell.registry
        tiles: list[GameTile] = []
        for game_id, registered in sorted(
            registry.games.items(), key=lambda item: item[1].info.title.lower()
        ):
            tiles.append(
                GameTile(
                    Rect(0, 0, 0, 0),
                    label=translate(registered.package, registered.info.title),
                    game_id=game_id,
                    registered=registered,
                    open_game=self.shell.show_lobby,
                )
            )
        for broken in registry.unavailable:
            tiles.append(
                GameTile(Rect(0, 0, 0, 0), label=broken.label, enabled=False, reason=broken.error)
            )
        return tiles

    def _art(self, tile: GameTile, width: int, height: int) -> Any:
        return self.shell.tile_texture(tile.registered, max(16, width), max(16, height))

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        steps = {key.LEFT: -1, key.RIGHT: 1, key.UP: -self.columns, key.DOWN: self.columns}
        if symbol in steps and self.tiles:
            self.focus.focus = max(0, min(len(self.tiles) - 1, self.focus.focus + steps[symbol]))
            self.refresh()
            return
        if symbol == key.S:
            self.shell.show_settings()
            return
        if symbol == key.J:
            self.join_a_game()
            return
        if symbol == key.C and self.continue_button is not None:
            self.continue_online()
            return
        super().on_key_press(symbol, modifiers)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        step = -self.columns if scroll_y > 0 else self.columns
        self.focus.focus = max(0, min(len(self.tiles) - 1, self.focus.focus + step))
        self.refresh()

    def on_back(self) -> None:
        self.shell.quit()
