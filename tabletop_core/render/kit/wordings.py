"""Choosing between wordings of the same thing by the room they get: the full words where they
read whole, fewer words where they would be cut (the rounds so far, or only the last; a caption
with every beaver named, or the fewer that matter).

A painter hands the wordings most wanted first and draws the one returned; the measuring is
done here, as the canvas draws, in the language and at the text size in force. This module
imports arcade through the canvas; layouts that must stay plain data use a
:class:`~tabletop_core.render.kit.first_fitting.FirstFitting` of texts instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_core.render.canvas import Canvas


def first_wording(
    wordings: Sequence[str], size: float, width: float, *, lines: int = 1, bold: bool = False
) -> str:
    """The first of ``wordings`` that reads whole ``width`` px wide on up to ``lines`` lines at
    ``size`` points (bold or not), none of its words wider than ``width``; the last when none
    does (the canvas then cuts it)."""
    if not wordings:
        raise ValueError("first_wording needs at least one wording")
    for wording in wordings[:-1]:
        widest = max((Canvas.measure(word, size, bold=bold) for word in wording.split()), default=0)
        if widest <= width and Canvas.lines_needed(wording, size, width, bold=bold) <= lines:
            return wording
    return wordings[-1]
