"""A game's tile on the launcher: its picture, name, players and tags, raised when the
mouse is over it or the focus is on it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop_core.i18n import N_, _, ngettext, translate
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.display_font import display_font_for
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.pictures import pixels
from tabletop_core.render.theme import Palette, Sizes
from tabletop_core.render.widgets.buttons import Control

TILE_ASPECT = 0.62
"""Tile height per width."""
ART_LEAST = 0.2
"""A tile's picture is never flatter than this share of the tile's width."""
TAG_NAMES = {
    "cards": N_("cards"),
    "dice": N_("dice"),
    "dexterity": N_("dexterity"),
    "tiles": N_("tiles"),
    "family": N_("family"),
    "strategy": N_("strategy"),
    "solo": N_("solo"),
    "example": N_("example"),
}
"""The tags of :data:`tabletop_core.game.Tag` as the launcher shows them."""
LIFT = 6
"""Designed px of the shadow under a tile the mouse is over or the focus is on: it stands up
from the others."""


def art_share(sizes: Sizes) -> float:
    """How much of a tile's height its picture takes: less when the text is bigger."""
    return max(0.3, 0.5 - 0.2 * (sizes.text - 1))


def fit_to_height(label: Any, height: float) -> None:
    """Shorten a wrapped label at a word, with an ellipsis, until it is no taller than ``height``.

    A binary search over the number of words kept: each try lays the text out again, the
    costly part, so a long summary costs a handful of layouts rather than one per word.
    """
    if label.content_height <= height:
        return
    words = label.text.split()
    low, high = 1, len(words) - 1  # the most words that fit lies in [low, high]
    while low < high:
        middle = (low + high + 1) // 2
        label.text = " ".join(words[:middle]).rstrip(",;.") + "…"
        if label.content_height <= height:
            low = middle
        else:
            high = middle - 1
    label.text = " ".join(words[:low]).rstrip(",;.") + "…"


@dataclass(eq=False)
class GameTile(Control):
    """A game on the launcher (``game_id`` None: an unavailable plugin)."""

    game_id: str | None = None
    registered: Any = None
    reason: str = ""
    texture: Any = None
    open_game: Any = None

    def paint(self, canvas: Canvas, sizes: Sizes) -> None:
        r = self.rect
        s = sizes.scale
        available = self.registered is not None
        canvas.rect(
            r,
            Palette.PANEL if available else Palette.UNAVAILABLE,
            border=Palette.PANEL_EDGE,
            border_width=2,
            chamfer=10 * s,
        )
        line = sizes.heading * 1.55
        title = ""
        rows = 1
        if available:
            title = translate(self.registered.package, self.registered.info.title)
            rows = self._title_rows(sizes, r.width)
        art_rect, text_rect = r.inset(8 * s).split_top(self.art_height(sizes, r.width, r.height))
        if self.texture is not None:
            # on whole pixels, its size: the picture was drawn for this room, one texel a pixel
            left, bottom = round(art_rect.left), round(art_rect.bottom)
            canvas.texture(self.texture, Rect(left, bottom, pixels(art_rect.width),
                                              pixels(art_rect.height)))  # fmt: skip
        else:
            canvas.rect(art_rect, Palette.PANEL_LIGHT)
            canvas.hatch(art_rect, Palette.PANEL_EDGE, 14 * s)
        pad = 4 * s
        y = text_rect.top - pad - line / 2
        if not available:
            canvas.fitted_text(
                self.label,
                Rect(text_rect.left, y - line / 2, text_rect.width, line),
                sizes.heading,
                Palette.TEXT_MUTED,
                bold=True,
                align="left",
            )
            canvas.text(
                _("Unavailable"),
                text_rect.left,
                y - line,
                sizes.body,
                Palette.DANGER,
                anchor_y="center",
                bold=True,
            )
            canvas.text(
                self.reason,
                text_rect.left,
                y - line * 1.6,
                sizes.small,
                Palette.TEXT_MUTED,
                anchor_y="top",
                width=text_rect.width,
                multiline=True,
            )
            return
        info = self.registered.info
        package = self.registered.package
        canvas.fitted_text(
            title,
            Rect(text_rect.left, y - line / 2 - (rows - 1) * line, text_rect.width, rows * line),
            sizes.heading,
            Palette.TEXT,
            bold=True,
            align="left",
            lines=rows,
            font=display_font_for(title),
        )
        y -= (rows - 1) * line
        players = (
            ngettext("{count} player", "{count} players", info.min_players).format(
                count=info.min_players
            )
            if info.min_players == info.max_players
            else _("{low}–{high} players").format(low=info.min_players, high=info.max_players)
        )
        y -= line * 0.95
        people = canvas.text(
            players, text_rect.left, y, sizes.body, Palette.ACCENT, anchor_y="center", bold=True
        )
        x = text_rect.left + people.content_width + 12 * s
        if self.tags_below(sizes, text_rect.width):
            x, y = text_rect.left, y - sizes.line(sizes.small) * 1.15
        for tag in info.tags:
            label = canvas.text(
                _(TAG_NAMES.get(tag, tag)),
                x + 6 * s,
                y,
                sizes.small,
                Palette.TEXT,
                anchor_y="center",
            )
            chip = Rect(x, y - sizes.small * 0.9, label.content_width + 12 * s, sizes.small * 1.8)
            if chip.right > text_rect.right:
                label.text = ""
                break
            canvas.rect(chip, Palette.PANEL_LIGHT, chamfer=4 * s)
            x = chip.right + 6 * s
        top = y - sizes.body * 1.2
        summary = canvas.text(
            translate(package, info.summary),
            text_rect.left,
            top,
            sizes.small,
            Palette.TEXT_MUTED,
            anchor_y="top",
            width=text_rect.width,
            multiline=True,
        )
        fit_to_height(summary, top - text_rect.bottom)
        canvas.abridged.append(summary)  # a teaser: the whole text is in the lobby and the rules
        if summary.content_height > top - text_rect.bottom + 2 * s:  # not even a line fits
            summary.text = ""

    def _title_rows(self, sizes: Sizes, width: float) -> int:
        if self.registered is None:
            return 1
        title = translate(self.registered.package, self.registered.info.title)
        wide = Canvas.measure(title, sizes.heading, bold=True, font=display_font_for(title))
        return 2 if wide > width - 16 * sizes.scale else 1

    def _tag_words(self) -> list[str]:
        if self.registered is None:
            return []
        return [_(TAG_NAMES.get(tag, tag)) for tag in self.registered.info.tags]

    def tags_below(self, sizes: Sizes, width: float) -> bool:
        """Whether the tags go on a row of their own (they do not fit beside the players)."""
        if self.registered is None or not self.registered.info.tags:
            return False
        s = sizes.scale
        info = self.registered.info
        players = _("{low}–{high} players").format(low=info.min_players, high=info.max_players)
        used = Canvas.measure(players, sizes.body, bold=True) + 12 * s
        used += sum(Canvas.measure(word, sizes.small) + 18 * s for word in self._tag_words())
        return used > width

    def text_height(self, sizes: Sizes, width: float) -> float:
        """The height the tile's words take whole below its picture: title, players and tags,
        the summary at the tile's width."""
        s = sizes.scale
        inner = width - 16 * s
        line = sizes.heading * 1.55
        height = 4 * s + line * self._title_rows(sizes, width) + line * 0.45 + sizes.body * 1.2
        if self.registered is None:
            return height + 3 * sizes.line(sizes.small)
        if self.tags_below(sizes, inner):
            height += sizes.line(sizes.small) * 1.15
        summary = translate(self.registered.package, self.registered.info.summary)
        lines = Canvas.lines_needed(summary, sizes.small, inner) if summary else 0
        return height + lines * sizes.small * 96 / 72 * 1.25 + 22 * s  # and the tile's insets

    def art_rect(self, sizes: Sizes) -> Rect:
        """Where the tile's picture goes: the top of its face, inside its margin."""
        r = self.rect
        return r.inset(8 * sizes.scale).split_top(self.art_height(sizes, r.width, r.height))[0]

    def art_height(self, sizes: Sizes, width: float, height: float) -> float:
        """The picture's height: what the words leave, never below a readable share."""
        least = width * ART_LEAST
        return max(least, min(height * art_share(sizes), height - self.text_height(sizes, width)))

    def activate(self) -> None:
        if self.game_id is not None and self.open_game is not None:
            self.open_game(self.game_id)


def draw_raised(r: Rect, s: float, light: bool = True) -> None:
    """A tile standing up from the table: a soft shadow along its lower and right edges, a
    little light over its face (the hover tint gives it under the mouse) and along its top,
    an outline in the accent colour."""
    lift = LIFT * s
    for k, alpha in ((1.0, 60), (0.5, 80)):
        dx, dy = lift * 0.4 * k, lift * k
        arcade.draw_lrbt_rectangle_filled(r.left + dx, r.right + dx, r.bottom - dy, r.bottom,
                                          (0, 0, 0, alpha))  # fmt: skip
        arcade.draw_lrbt_rectangle_filled(r.right, r.right + dx, r.bottom - dy, r.top - dy,
                                          (0, 0, 0, alpha))  # fmt: skip
    corners = _chamfered(r, 10 * s)
    if light:
        arcade.draw_polygon_filled(corners, (255, 255, 255, 22))
    arcade.draw_lrbt_rectangle_filled(
        r.left + 10 * s, r.right - 10 * s, r.top - 4 * s, r.top - 2 * s, (255, 255, 255, 90)
    )
    arcade.draw_polygon_outline(corners, Palette.ACCENT, 3 * s)


def _chamfered(r: Rect, c: float) -> list[tuple[float, float]]:
    """The corners of a tile's outline (its corners cut like the tile's)."""
    x0, y0, x1, y1 = r.left, r.bottom, r.right, r.top
    return [(x0 + c, y0), (x1 - c, y0), (x1, y0 + c), (x1, y1 - c),
            (x1 - c, y1), (x0 + c, y1), (x0, y1 - c), (x0, y0 + c)]  # fmt: skip
