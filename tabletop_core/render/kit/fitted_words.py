"""Words the painter fits into whatever width they are given (a shorter wording, a smaller type,
as ``Canvas.fitted_wording`` does): they ask no more width than their widest word.

A plain :class:`~tabletop_core.render.kit.parts.Text` on up to two lines asks for the width
its words take on two lines, so a narrow column beside a picture (what the dice rolled, next to
the dice) would be pushed past its room by its longest wording. Declared as
:class:`FittedText`, the words take the lines they need at the width the column leaves (up to
``lines``), and the painter fits its wording into that rect."""

from __future__ import annotations

from tabletop_core.render.kit.parts import WRAP_SLACK, Text
from tabletop_core.render.kit.tree import Context, Span


class FittedText(Text):
    """:class:`~tabletop_core.render.kit.parts.Text` on up to ``lines`` lines whose least width
    is its widest word: narrower than its words on ``lines`` lines, it stays ``lines`` tall and
    its painter words it shorter::

        Row(Piece((dice, dice), key="dice"), FittedText(rolled, "small", bold=True, lines=2))
    """

    __slots__ = ()

    def widths(self, ctx: Context) -> Span:
        whole = super().widths(ctx)[1]
        words = max((self._width(ctx, word) for word in self.text.split()), default=0.0)
        return min(whole, words + WRAP_SLACK), whole
