"""A game's rules (markdown) as formatted text for the rules overlay: headings, paragraphs with
bold and italic words, bulleted and numbered lists, and tables with real columns.

The markdown is read with markdown-it-py (CommonMark with tables); the result is a list of
:class:`Block`, which :func:`lay_out` breaks into lines of positioned pieces for a page width.
Everything after a ``<!-- for programs -->`` line is for programmers (card ids, JSON actions)
and never shown at the table (:func:`for_people`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

FOR_PROGRAMS = re.compile(r"^\s*<!--\s*for programs\s*-->\s*$", re.IGNORECASE | re.MULTILINE)
"""The line after which a RULES.md speaks to programmers, not to the people at the table."""


def for_people(markdown: str) -> str:
    """``markdown`` without its part for programs (everything from the marker line on)."""
    found = FOR_PROGRAMS.search(markdown)
    return markdown if found is None else markdown[: found.start()].rstrip() + "\n"


class Run(NamedTuple):
    """Words in one style."""

    text: str
    bold: bool = False
    italic: bool = False


Runs = tuple[Run, ...]


@dataclass(frozen=True)
class Block:
    """A heading (``level`` 1–6), a paragraph, a list item (``level`` its depth, ``marker``
    "•" or "3."), or a table (``rows``, the first the header)."""

    kind: str
    runs: Runs = ()
    level: int = 0
    marker: str = ""
    rows: tuple[tuple[Runs, ...], ...] = field(default=())


def parse(markdown: str) -> list[Block]:
    """The blocks of ``markdown`` (its part for programs left out)."""
    from markdown_it import MarkdownIt

    tokens = MarkdownIt("commonmark").enable("table").parse(for_people(markdown))
    blocks: list[Block] = []
    lists: list[list[int]] = []  # per open list: [is ordered, next number]
    item_marker: str | None = None
    heading = 0
    row: list[Runs] = []
    rows: list[tuple[Runs, ...]] = []
    in_table = False
    for token in tokens:
        kind = token.type
        if kind == "heading_open":
            heading = int(token.tag[1:])
        elif kind == "heading_close":
            heading = 0
        elif kind in ("bullet_list_open", "ordered_list_open"):
            start = int(token.attrs.get("start", 1) or 1)
            lists.append([kind == "ordered_list_open", start])
        elif kind in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
        elif kind == "list_item_open":
            ordered, number = lists[-1]
            item_marker = f"{number}." if ordered else "•"
            lists[-1][1] = number + 1
        elif kind == "table_open":
            in_table, rows = True, []
        elif kind == "table_close":
            in_table = False
            blocks.append(Block("table", rows=tuple(rows)))
        elif kind == "tr_open":
            row = []
        elif kind == "tr_close":
            rows.append(tuple(row))
        elif kind in ("fence", "code_block"):
            for line in token.content.rstrip("\n").splitlines():
                blocks.append(Block("paragraph", (Run(line),), level=len(lists)))
        elif kind == "inline":
            runs = _runs(token.children or [])
            if in_table:
                row.append(runs)
            elif heading:
                blocks.append(Block("heading", runs, level=heading))
            elif item_marker is not None:
                blocks.append(Block("item", runs, level=len(lists), marker=item_marker))
                item_marker = None
            else:
                blocks.append(Block("paragraph", runs, level=len(lists)))
    return blocks


def _runs(children: Sequence[object]) -> Runs:
    runs: list[Run] = []
    bold = italic = 0
    for child in children:
        kind = getattr(child, "type", "")
        if kind == "strong_open":
            bold += 1
        elif kind == "strong_close":
            bold -= 1
        elif kind == "em_open":
            italic += 1
        elif kind == "em_close":
            italic -= 1
        elif kind in ("text", "code_inline"):
            runs.append(Run(getattr(child, "content", ""), bold > 0, italic > 0))
        elif kind in ("softbreak", "hardbreak"):
            runs.append(Run(" ", bold > 0, italic > 0))
        elif kind == "image":
            runs.append(Run(getattr(child, "content", ""), bold > 0, italic > 0))
    return tuple(runs)


def plain(runs: Runs) -> str:
    return " ".join("".join(run.text for run in runs).split())


# -- laying out -------------------------------------------------------------------------------


class Piece(NamedTuple):
    """Words drawn as one label, ``x`` pixels from the page's left edge; ``glued`` when it
    follows the piece before without a space ("**trees**." is two pieces, glued)."""

    x: float
    text: str
    bold: bool
    italic: bool
    glued: bool = False


class Line(NamedTuple):
    """One line of the page: its type ("heading", "subheading", "text", "cell", "header"),
    its pieces, the air above it, and whether a table's rule is drawn under it."""

    kind: str
    pieces: tuple[Piece, ...]
    air: float
    rule_below: bool = False

    @property
    def text(self) -> str:
        return "".join(
            ("" if piece.glued or not index else " ") + piece.text
            for index, piece in enumerate(self.pieces)
        )


Measure = Callable[[str, str, bool, bool], float]
"""The width of words in a line type ("heading", ...), bold, italic."""

Word = tuple[str, bool, bool, bool]
"""A word's text, bold, italic, and whether it is glued to the word before."""


def _words(runs: Runs, bold: bool = False) -> list[Word]:
    words: list[Word] = []
    spaced = True
    for run in runs:
        parts = run.text.split()
        for index, word in enumerate(parts):
            glued = bool(words) and index == 0 and not spaced and not run.text[:1].isspace()
            words.append((word, run.bold or bold, run.italic, glued))
        if run.text:
            spaced = run.text[-1:].isspace() or not parts
    return words


_NUMBERED = re.compile(r"^\d+[.)]$")


def _units(words: list[Word]) -> list[list[Word]]:
    """Words glued together: a line never breaks inside one. A number with a full stop ("all
    50.") stays with the word before it, so no line starts like an item of a numbered list."""
    units: list[list[Word]] = []
    for word in words:
        if units and (word[3] or _NUMBERED.match(word[0])):
            units[-1].append(word)
        else:
            units.append([word])
    return units


def wrap_runs(
    runs: Runs, kind: str, width: float, measure: Measure, *, bold: bool = False
) -> list[list[Piece]]:
    """``runs`` broken at spaces into lines ``width`` wide; each line's words of one style are
    one piece (a word longer than a line stands alone)."""
    space = measure("a a", kind, False, False) - measure("aa", kind, False, False)
    lines: list[list[Piece]] = []
    line: list[Piece] = []
    x = 0.0
    for unit in _units(_words(runs, bold)):
        needed = sum(measure(w, kind, b, i) for w, b, i, _g in unit)
        needed += space * sum(1 for _w, _b, _i, glued in unit[1:] if not glued)
        if line and x + space + needed > width:
            lines.append(line)
            line, x = [], 0.0
        x += space if line else 0.0
        for word, is_bold, is_italic, glued in unit:
            glued = glued and bool(line)
            last = line[-1] if line else None
            if last is not None and (last.bold, last.italic) == (is_bold, is_italic):
                line[-1] = last._replace(text=last.text + ("" if glued else " ") + word)
            else:
                line.append(Piece(x, word, is_bold, is_italic, glued))
        x += needed
    if line:
        lines.append(line)
    return _respaced(lines, kind, measure)


def _respaced(lines: list[list[Piece]], kind: str, measure: Measure) -> list[list[Piece]]:
    """Each piece placed after the measured width of the one before (merged words measure a
    little differently from the sum of their parts)."""
    space = measure("a a", kind, False, False) - measure("aa", kind, False, False)
    out: list[list[Piece]] = []
    for line in lines:
        placed: list[Piece] = []
        x = 0.0
        for index, piece in enumerate(line):
            if index and not piece.glued:
                x += space
            placed.append(piece._replace(x=x))
            x += measure(piece.text, kind, piece.bold, piece.italic)
        out.append(placed)
    return out


def lay_out(
    blocks: list[Block], width: float, measure: Measure, *, indent: float, air: float, gap: float
) -> list[Line]:
    """The page's lines for ``width`` pixels: ``indent`` per list level, ``air`` above each
    block, ``gap`` between table columns."""
    lines: list[Line] = []
    for block in blocks:
        if block.kind == "table":
            lines.extend(_table_lines(block, width, measure, air=air, gap=gap))
            continue
        kind = "text"
        if block.kind == "heading":
            kind = "heading" if block.level <= 2 else "subheading"
        left = 0.0 if block.kind == "heading" else indent * max(0, block.level - 1)
        marker_w = 0.0
        if block.kind == "item":
            marker_w = measure(block.marker, kind, False, False) + indent * 0.4
        elif block.kind == "paragraph" and block.level:
            left = indent * block.level  # a list item's further paragraph, under its text
        wrapped = wrap_runs(block.runs, kind, width - left - marker_w, measure)
        for index, pieces in enumerate(wrapped):
            shifted = [p._replace(x=p.x + left + marker_w) for p in pieces]
            if index == 0 and block.kind == "item":
                shifted.insert(0, Piece(left, block.marker, False, False))
            item_air = air * 0.4 if block.kind == "item" else air
            lines.append(Line(kind, tuple(shifted), item_air if index == 0 else 0.0))
    return lines


def _column_widths(natural: list[float], least: list[float], room: float) -> list[float]:
    """The columns' widths in ``room``: each its natural width when all fit; else the columns
    that need least to stay whole (a count, "6 each") keep their natural width while the others
    can still have their least, and those others share what is left in proportion to what they
    would like beyond their least."""
    if sum(natural) <= room:
        return list(natural)
    if sum(least) >= room:
        return [lo * room / sum(least) for lo in least] if sum(least) else list(least)
    widths = list(least)
    squeezed = set(range(len(natural)))
    for column in sorted(squeezed, key=lambda c: natural[c] - least[c]):
        others = sum(least[c] for c in squeezed if c != column)
        kept = sum(widths[c] for c in range(len(natural)) if c not in squeezed)
        if kept + natural[column] + others > room:
            break
        widths[column] = natural[column]
        squeezed.discard(column)
    kept = sum(widths[c] for c in range(len(natural)) if c not in squeezed)
    wanted = sum(natural[c] - least[c] for c in squeezed)
    spare = (room - kept - sum(least[c] for c in squeezed)) / wanted if wanted else 0.0
    for column in squeezed:
        widths[column] = least[column] + (natural[column] - least[column]) * spare
    return widths


def _table_lines(
    block: Block, width: float, measure: Measure, *, air: float, gap: float
) -> list[Line]:
    columns = max((len(row) for row in block.rows), default=0)
    if not columns:
        return []

    def cell(row: tuple[Runs, ...], column: int) -> Runs:
        return row[column] if column < len(row) else ()

    def kind_of(index: int) -> str:
        return "header" if index == 0 else "cell"

    natural = [0.0] * columns
    least = [0.0] * columns
    for index, row in enumerate(block.rows):
        head = index == 0
        for column in range(columns):
            runs = cell(row, column)
            for line in wrap_runs(runs, kind_of(index), float("inf"), measure, bold=head):
                end = line[-1]
                right = end.x + measure(end.text, kind_of(index), end.bold, end.italic)
                natural[column] = max(natural[column], right)
            for unit in _units(_words(runs, head)):
                wide = sum(measure(w, kind_of(index), b, i) for w, b, i, _g in unit)
                least[column] = max(least[column], wide)
    widths = _column_widths(natural, least, width - gap * (columns - 1))
    lefts = [sum(widths[:c]) + gap * c for c in range(columns)]
    lines: list[Line] = []
    for index, row in enumerate(block.rows):
        kind = kind_of(index)
        wrapped = [
            wrap_runs(cell(row, c), kind, widths[c] + 0.5, measure, bold=index == 0)
            for c in range(columns)
        ]
        height = max(1, *(len(w) for w in wrapped))
        for number in range(height):
            pieces = [
                piece._replace(x=piece.x + lefts[c])
                for c in range(columns)
                if number < len(wrapped[c])
                for piece in wrapped[c][number]
            ]
            first = air if index == 0 else air * 0.3
            lines.append(
                Line(kind, tuple(pieces), first if number == 0 else 0.0, number == height - 1)
            )
    return lines
