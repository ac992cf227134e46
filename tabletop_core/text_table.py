"""A table as plain aligned text, for commands whose whole output is one small table.

``tabletop simulate`` prints its summary with it: importing rich's console and table costs some
30 ms, a tenth of the command's start, for a table of a few rows that needs no colour.
"""

from __future__ import annotations

from collections.abc import Sequence

GAP = "  "


def text_table(title: str, columns: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """``title``, then the columns' names, a rule, and each row, every column as wide as its
    widest cell; numbers (cells that read as one) are right-aligned, text left-aligned."""
    cells = [[_one_line(cell) for cell in row] for row in rows]
    widths = [
        max([len(name)] + [len(row[index]) for row in cells]) for index, name in enumerate(columns)
    ]
    numeric = [
        bool(cells) and all(_is_number(row[index]) for row in cells)
        for index in range(len(columns))
    ]

    def line(values: Sequence[str]) -> str:
        parts = [
            value.rjust(width) if right else value.ljust(width)
            for value, width, right in zip(values, widths, numeric, strict=True)
        ]
        return GAP.join(parts).rstrip()

    rule = GAP.join("-" * width for width in widths)
    return "\n".join([title, line(list(columns)), rule, *(line(row) for row in cells)])


def _one_line(cell: str) -> str:
    return " ".join(str(cell).splitlines())


def _is_number(cell: str) -> bool:
    try:
        float(cell.rstrip(" ★"))
    except ValueError:
        return False
    return True
