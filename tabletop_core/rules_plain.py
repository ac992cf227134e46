"""A game's rules (its RULES.md, in the person's language) as plain lines for a terminal: the
same reading of the markdown as the rules overlay (:mod:`tabletop_core.render.rules_text`, which
imports no arcade), headings underlined, lists with their markers, tables as aligned columns."""

from __future__ import annotations

import shutil
import textwrap
from typing import Any

from tabletop_core.i18n import localized_text


def game_rules(package: str, info: Any) -> str:
    """The rules text of the game ``info`` describes, from its package (``info.rules`` else)."""
    return localized_text(package, "RULES.md", fallback=info.rules or "")


def rules_lines(markdown: str, width: int | None = None) -> list[str]:
    """``markdown`` as plain text lines at most ``width`` wide (the terminal's width by default)."""
    from tabletop_core.render.rules_text import parse, plain

    if width is None:
        width = max(40, min(100, shutil.get_terminal_size((80, 24)).columns - 2))
    lines: list[str] = []
    for block in parse(markdown):
        if block.kind == "heading":
            text = plain(block.runs)
            if lines:
                lines.append("")
            lines.append(text.upper() if block.level <= 1 else text)
            lines.append(("=" if block.level <= 2 else "-") * min(width, len(text)))
        elif block.kind == "item":
            indent = "  " * max(0, block.level - 1)
            lines += textwrap.wrap(
                plain(block.runs),
                width,
                initial_indent=f"{indent}{block.marker} ",
                subsequent_indent=indent + " " * (len(block.marker) + 1),
            ) or [f"{indent}{block.marker}"]
        elif block.kind == "table":
            lines.append("")
            lines += _table(block.rows, width)
        else:
            indent = "  " * block.level
            lines.append("") if not block.level else None
            lines += textwrap.wrap(
                plain(block.runs), width, initial_indent=indent, subsequent_indent=indent
            )
    return lines


def _table(rows: Any, width: int) -> list[str]:
    from tabletop_core.render.rules_text import plain

    cells = [[plain(cell) for cell in row] for row in rows]
    columns = max((len(row) for row in cells), default=0)
    widths = [
        max((len(row[c]) for row in cells if c < len(row)), default=0) for c in range(columns)
    ]
    if sum(widths) + 3 * (columns - 1) > width:  # too wide for columns: one cell a line
        return [" · ".join(row) for row in cells]
    out = []
    for index, row in enumerate(cells):
        padded = [
            row[c].ljust(widths[c]) if c < len(row) else " " * widths[c] for c in range(columns)
        ]
        out.append(" | ".join(padded).rstrip())
        if index == 0:
            out.append("-+-".join("-" * w for w in widths))
    return out
