"""How much room the table's words want at the text size and language in force: measured once a
layout (not once a frame) from the longest words each part can show, so the layout does not jump
from turn to turn."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop_beaver_creek.dice import HOW_FACES
from tabletop_beaver_creek.pieces import LOG, SMALL_LOG
from tabletop_beaver_creek.scoring import VERDICTS
from tabletop_beaver_creek.table import paint, words
from tabletop_beaver_creek.table.layout import Needs
from tabletop_beaver_creek.table.layout_tray import button_margins, slot_margins
from tabletop_beaver_creek.table.proportions import PANEL_INSET, SLOT_ICON
from tabletop_core.i18n import language, translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.theme import Sizes

_, ngettext = translator("tabletop_beaver_creek")

SINGLES = ("beaver", LOG, SMALL_LOG)
"""The pieces a tray slot names on one line; a beaver with a log has two lines to itself."""
PAIRS = ("beaver+log", "beaver+small_log")
MOST = 30
"""A count as wide as any the table shows (two digits); a player's logs of one kind take one
digit, except in solo (30 and 20)."""


def how_texts(names: Sequence[str], players: int) -> list[list[str]]:
    """Every set of paragraphs the words under the dice can show."""
    due = words.due_words(3, 2)
    texts = [[words.handicap_words(face), due] for face in HOW_FACES]
    texts += [[words.phase_words(phase)] for phase in words.PHASES_WITH_WORDS]
    if players == 1:
        texts += [[words.solo_over_words(most, line)] for most, line in VERDICTS]
    else:
        texts += [[_("{name} wins!").format(name=name)] for name in names]
        texts.append([_("{names} share the win!").format(names=", ".join(names))])
    return texts


def how_lines(texts: list[list[str]], size: float, bold: bool = False) -> Callable[[float], int]:
    def lines(width: float) -> int:
        return max(
            sum(Canvas.lines_needed(p, size, width, bold=bold) for p in paragraphs)
            for paragraphs in texts
        )

    return lines


def two_lines_width(text: str, size: float, bold: bool = False) -> float:
    """The least width (to 1 px) in which ``text`` wraps onto two lines at most."""
    low, high = Canvas.measure(text, size, bold=bold) / 2, Canvas.measure(text, size, bold=bold)
    while high - low > 1:
        middle = (low + high) / 2
        if Canvas.lines_needed(text, size, middle, bold=bold) <= 2:
            high = middle
        else:
            low = middle
    return high


def wrapped_width(text: str, size: float, bold: bool = False) -> float:
    """The least width in which ``text`` takes two lines at most without cutting a word (pyglet
    wraps only at spaces, so no line is narrower than the longest word)."""
    longest = max((Canvas.measure(word, size, bold=bold) for word in text.split()), default=0.0)
    return max(two_lines_width(text, size, bold), longest + 2)


def measure_needs(sizes: Sizes, scale: float, names: Sequence[str], bots: Sequence[bool]) -> Needs:
    """The :class:`Needs` of a table for these seats at the type ``sizes``."""
    s = scale
    sp = Spacing(scale)
    small, body = sizes.small, sizes.body
    keycap = max(sp.far, sizes.line(small))
    panel = 2 * PANEL_INSET * s
    marker = sp.far + sp.tight  # a seat's marker left of its name, room right of it

    def width(text: str, size: float, bold: bool = False) -> float:
        return Canvas.measure(text, size, bold=bold)

    slot_words = [width(f"3 · {words.piece_name(kind)}", small, True) for kind in SINGLES]
    slot_words += [width(note, small) for note in words.slot_notes(MOST)]
    slot_words += [two_lines_width(f"3 · {words.piece_name(kind)}", small, True) for kind in PAIRS]
    titles = [width(title, body, True) for title in words.tray_titles(names)]
    side = max(
        SLOT_ICON * s + slot_margins(sp) + max(slot_words),
        2 * sp.loose + max(titles),
        2 * sp.gap + button_margins(sp, keycap) + width(words.roll_label(), body, True),
        2 * sp.snug + width(words.nothing_words(), small),
    )
    supply = (
        paint.SUPPLY_ICON * s
        + 2 * sp.gap
        + sp.snug
        + max(width(text, small) for text in words.supply_words(MOST, MOST))
    )
    labels = [words.seat_label(name, bot) for name, bot in zip(names, bots, strict=True)]
    name_widths = [width(words.acting_label(label), small, True) for label in labels]
    stock_name = panel + marker + max(name_widths)
    stock_name_wrapped = (
        panel
        + marker
        + max(wrapped_width(words.acting_label(label), small, True) for label in labels)
    )
    most = MOST if len(names) == 1 else 9
    stock_total = panel + width(words.stock_total_words(MOST), small)
    stock_row = panel + max(width(text, small) for text in words.stock_words(most, most))
    cells = [width(label, small, True) for label in words.ladder_labels(lit=True)]
    plain = [width(label, small, True) for label in words.ladder_labels(lit=False)]
    placed = [words.solo_over_words(most, line) for most, line in VERDICTS]
    singles = max(width(f"3 · {words.piece_name(kind)}", small, True) for kind in SINGLES) + max(
        width(note, small) for note in words.slot_notes(MOST)
    )
    pairs = max(  # a beaver with a log on one line: its shorter name, its count alone
        width(f"3 · {words.piece_wordings(kind)[-1]}", small, True) for kind in PAIRS
    ) + width(words.slot_count(MOST), small)
    return Needs(
        side=side,
        supply=supply,
        how_lines=how_lines(how_texts(names, len(names)), small),
        button=max(width(label, body, True) for label in words.discard_labels()),
        caption=max(width(_("what"), small), width(_("how"), small)),
        stock_name=stock_name,
        stock_name_wrapped=stock_name_wrapped,
        stock_total=stock_total,
        stock_row=stock_row,
        board_heads=tuple(width(heading, small) for heading in words.board_headings()),
        board_count=width(str(MOST), small, True),
        board_plain_names=tuple(marker + width(label, small, True) for label in labels),
        board_names=tuple(marker + name for name in name_widths),
        ladder_cell=max(cells) + sp.tight,
        ladder_head=width(words.solo_head(50), body, True) + 2 * sp.gap,
        verdict=max(width(_(line), small) for _most, line in VERDICTS),
        verdict_lines=how_lines([[_(line)] for _most, line in VERDICTS], small),
        ladder_plain=max(plain) + sp.tight,
        placed=max(width(words, small, True) for words in placed),
        placed_wrapped=max(wrapped_width(words, small, True) for words in placed),
        placed_lines=how_lines([[words] for words in placed], small, bold=True),
        slot_line=slot_margins(sp) + sp.loose + max(singles, pairs),
        key=(language(), sizes, tuple(names), tuple(bots)),
    )
