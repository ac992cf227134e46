"""Words that give lines back when their room is short: as tall as all their lines by
preference, down to a few (one by default), cut with an ellipsis on the lines their rect holds.

A plain :class:`~tabletop_core.render.kit.parts.Text` is as tall as its lines whatever the
room; a long why under a title, a line of notes at a tray's foot or words opened over a table
that may be shorter than they are would then run past their room. Declared as a
:class:`GivingText`, the container shares out its room as it does for any part (spacing first,
then the optional parts, then each part's preferred size down to its least), and
:func:`~tabletop_core.render.kit.texts.draw_texts` draws the words on the lines their rect
holds, never past it."""

from __future__ import annotations

from tabletop_core.render.kit.parts import Text
from tabletop_core.render.kit.tree import Context, Span, Style


class GivingText(Text):
    """:class:`~tabletop_core.render.kit.parts.Text` on up to ``lines`` lines that gives them
    back, down to ``least_lines``, when its container is short of height::

        Column(Text(title, "heading", bold=True), GivingText(why, "small", lines=99))
    """

    __slots__ = ("least_lines",)

    def __init__(
        self,
        text: str,
        style: Style = "body",
        *,
        least_lines: int = 1,
        bold: bool = False,
        lines: int = 1,
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(text, style, bold=bold, lines=lines, key=key, optional=optional, grow=grow)
        self.least_lines = max(1, least_lines)

    def heights(self, ctx: Context, width: float) -> Span:
        least, preferred = super().heights(ctx, width)
        return min(least, self.least_lines * ctx.line(self.style)), preferred
