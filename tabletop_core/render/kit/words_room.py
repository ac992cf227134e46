"""Room for any one of several wordings: a slot in a row that lines up from row to row.

A table often draws one of several words in the same place (a player's name in each row, a
count that grows from "9" to "60", a caption that changes with what is left) and wants that
place as wide in every row and in every moment, so that the things after it do not jump. A
:class:`WordsRoom` declares that place with the words it may hold: it is as wide as the widest
of them, measured by the context in force (so in the language and at the text size in force),
and never narrower than its ``least``. It places itself only: the painter draws the words of
the moment in its rect.
"""

from __future__ import annotations

from tabletop_core.render.kit.parts import Text
from tabletop_core.render.kit.tree import Context, Node, Span


class WordsRoom(Node):
    """Room as wide as the widest of ``texts`` on one line (and at least ``least[0]``), as tall
    as their line (and at least ``least[1]``); it gives no way."""

    __slots__ = ("least", "texts")

    def __init__(
        self,
        *texts: Text,
        least: tuple[float, float] = (0.0, 0.0),
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.texts, self.least = texts, least

    def widths(self, ctx: Context) -> Span:
        width = max([self.least[0], *(ctx.widths(text)[1] for text in self.texts)])
        return width, width

    def heights(self, ctx: Context, width: float) -> Span:
        height = max([self.least[1], *(ctx.line(text.style) for text in self.texts)])
        return height, height
