"""Which wording of the host's hint to show, and on how many lines of the prompt bar.

A table may say a hint in several wordings, longest first (a refusal with the rules' reason, then
shorter ones). The hint shares the prompt bar with the prompt: it takes the bar's second line when
a wording fits there, else both lines (the prompt gives way until the next action) — so a reason
is wrapped rather than cut.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_core.render.canvas import Canvas


def hint_wordings(text: str | Sequence[str]) -> tuple[str, ...]:
    """A hint's wordings, longest first (one string is one wording)."""
    if isinstance(text, str):
        return (text,) if text else ()
    return tuple(wording for wording in text if wording)


def fit_hint(wordings: Sequence[str], width: float, size: float) -> tuple[str, int]:
    """(wording, lines): the longest wording that fits ``width`` on one line or, wrapped, on two;
    else the shortest on two lines (the canvas notes it cut)."""
    for wording in wordings:
        lines = Canvas.lines_needed(wording, size, width)
        if lines <= 2:
            return wording, lines
    return (wordings[-1], 2) if wordings else ("", 1)
