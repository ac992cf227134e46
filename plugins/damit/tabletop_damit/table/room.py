"""How much room the table's words need at the text size in force.

The painters write with the sizes of :func:`type_sizes`; this module measures the words they
will write (names, counts, prices, the labels under the river, the hand's header) and turns
that into a :class:`~tabletop_damit.table.measures.TextRoom` for the layout. Worst-case counts
are measured (``14 cards``, ``×99``), so the layout stays put for the whole match.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import product

from PIL import ImageFont

from tabletop_core.i18n import language
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.rows import rows_held
from tabletop_core.render.picture_text import LEAST_READABLE_PX
from tabletop_core.render.standard_size import standard_size
from tabletop_core.render.theme import reading, table_scale
from tabletop_core.watching import who_plays
from tabletop_damit.cards import KIND_NAMES, kind_label, upper_first
from tabletop_damit.table.layout import TableLayout
from tabletop_damit.table.measures import CARD_ASPECT, COLUMN_SHARE, TextRoom
from tabletop_damit.table.proportions import (
    BESIDE_LINES,
    CARD_WIDTH,
    DAM_WORDS,
    MARGIN,
    NAME_SIZE,
)
from tabletop_damit.table.words import (
    MOST_COUNT,
    MOST_HAND,
    discard_text,
    draw_text,
    empty_hand_text,
    hand_text,
    hidden_hands_text,
    type_sizes,
)
from tabletop_damit.table.words import seat_title as seat_title  # re-exported: the seats' names

MOST_PILE = 66
"""The most cards the draw pile or the discard is measured for (the whole deck)."""

WRAP_SHARE = 0.8
"""How full wrapped lines are, on average, when words break where they must."""

CARD_WORDS_GROWTH = 0.2
"""How much of the text-size setting the words printed on the cards follow: at 200 % they are
a fifth larger than at 100 % (the table's own words double; cards that grew as much would no
longer fit the river and the hand beside the seats of a 1280×720 window)."""


def card_words_px(text_scale: float | None = None) -> float:
    """The size of the words on a river or hand card (its name, its value), in window pixels:
    readable at 100 % and growing with the text size."""
    k = reading.text_scale if text_scale is None else text_scale
    return LEAST_READABLE_PX * (1 + CARD_WORDS_GROWTH * (max(1.0, min(k, 2.0)) - 1))


def least_card_width(size: float) -> float:
    """The least width of a card whose name and value are written at ``size`` px: the
    longest name of the language in the cards' condensed bold face fits, and the card is big
    enough for the art to write that large."""
    font_size = math.ceil(size)
    try:
        font: ImageFont.FreeTypeFont | ImageFont.ImageFont = ImageFont.truetype(
            "DejaVuSansCondensed-Bold.ttf", font_size
        )
    except OSError:
        font = ImageFont.load_default(size=font_size)
    longest = max(font.getlength(upper_first(kind_label(k))) for k in range(len(KIND_NAMES)))
    by_size = max(font_size / NAME_SIZE[0], font_size / (NAME_SIZE[1] * CARD_ASPECT))
    return float(int(max(longest / (1 - 2 * MARGIN), by_size)) + 2)


MOST_COLUMN_SHARE = 0.5
"""The player areas' column widens up to this share of the table for long names, if the cards
keep their size beside it."""


def least_dam_height(size: float) -> float:
    """The least height of a dam card whose words are written at ``size`` px."""
    return float(math.ceil(math.ceil(size) / DAM_WORDS) + 1)


def header_texts(name: str, spectator: bool) -> list[str]:
    """The longest things the hand's header says."""
    if spectator:
        return [hidden_hands_text(who_plays((), ()))]
    return [empty_hand_text(name), hand_text(name, MOST_HAND, MOST_COUNT)]


def standard_pieces(
    rect: Rect, players: int, titles: Sequence[str], viewer_name: str | None
) -> tuple[float, float, float]:
    """(river card width, hand card height, dam card height) the table draws at 100 % text in
    the window of ``rect``: larger text never draws them smaller."""

    def sizes_in(standard: Rect) -> tuple[float, float, float]:
        layout = TableLayout(standard, players, text_room(standard, players, titles, viewer_name))
        return layout.card_size[0], layout.hand_card_size[1], layout.dam_size[1]

    return standard_size(sizes_in, rect)


def text_room(rect: Rect, players: int, titles: Sequence[str], viewer_name: str | None) -> TextRoom:
    """The room the words need on a table drawn in ``rect``; ``titles`` are the seats' name
    lines, ``viewer_name`` the name on the hand's header (None: bots only). At large text the
    cards keep their size at 100 % (:func:`standard_pieces`) wherever some arrangement holds
    them; a table too small for that (long names beside the open log, say) keeps the least
    size the cards' words need.

    Finding the room tries arrangements (tens of trial layouts, more at large text), so it is
    remembered for the words' size and language: a hot-seat table that turns from one seat's
    header to the next and back, or a window resized back, lays out at once."""
    words = (reading.text_scale, reading.high_contrast, language())
    return _remembered_room(rect, players, tuple(titles), viewer_name, words)


@functools.lru_cache(maxsize=32)
def _remembered_room(
    rect: Rect,
    players: int,
    titles: tuple[str, ...],
    viewer_name: str | None,
    words: tuple[float, bool, str],
) -> TextRoom:
    """:func:`text_room` for the words' size and language ``words`` (the cache's key only)."""
    if reading.text_scale <= 1.0:
        return _text_room(rect, players, titles, viewer_name, (0.0, 0.0, 0.0))
    standard = standard_pieces(rect, players, titles, viewer_name)
    room = _text_room(rect, players, titles, viewer_name, standard)
    if TableLayout(rect, players, room).fits:
        return room
    return _text_room(rect, players, titles, viewer_name, (0.0, 0.0, 0.0))


def _text_room(
    rect: Rect,
    players: int,
    titles: Sequence[str],
    viewer_name: str | None,
    standard: tuple[float, float, float],
) -> TextRoom:
    """:func:`text_room` with the cards kept at least ``standard`` (river card width, hand
    card height, dam card height; zeros: only what their words need)."""
    card, hand, dam = standard
    s = table_scale(rect)
    sizes = type_sizes(s)
    room = TextRoom(
        name_width=max(Canvas.measure(t, sizes.body, bold=True) for t in titles),
        least_dam=max(least_dam_height(card_words_px()), dam),
        least_hand=hand,
    )
    table = Arranging(rect, players, header_texts(viewer_name or "", viewer_name is None))
    layout = table.layout(room)
    if not layout.areas_fit:
        room = replace(room, two_rows=True)
        layout = table.layout(room)
    room = table.labels_packed(room)
    main = layout.main
    longest = max(Canvas.measure(t, sizes.body) for t in table.texts)
    side = min(max(longest / (BESIDE_LINES * WRAP_SHARE), main.width * 0.35), main.width * 0.5)
    choices = [(1, 0.0)] if longest <= main.width else []
    if longest <= side * BESIDE_LINES * WRAP_SHARE:
        choices.append((1, round(side)))
    choices.append((2, 0.0))

    def cards_room(choice: tuple[int, float]) -> float:
        lines, beside = choice
        trial = table.layout(replace(room, header_lines=lines, header_side=beside))
        return trial.card_size[1] + trial.hand_card_size[1]

    header_lines, header_side = max(choices, key=cards_room)
    room = replace(room, header_lines=header_lines, header_side=header_side)
    wide = main.width * 0.5
    headers = [*choices, (max(BESIDE_LINES, math.ceil(longest / (wide * WRAP_SHARE))), round(wide))]
    least = max(least_card_width(card_words_px()), card)
    readable = table.readable(room, headers, least)
    named_width = table.layout(room).areas_width[1]
    if named_width <= rect.width * COLUMN_SHARE:
        return readable
    # long names: the column widens for them while the cards keep their size beside it
    share = min(MOST_COLUMN_SHARE, named_width / rect.width)
    named = table.readable(replace(room, column_share=share), headers, least)
    named_layout = table.layout(named)
    if named_layout.fits and named_layout.card_size[0] >= min(least, CARD_WIDTH * s):
        return named
    return readable


def arrangements(
    room: TextRoom, least: float, headers: Sequence[tuple[int, float]]
) -> Iterator[TextRoom]:
    """The arrangements that keep the cards at their ``least`` width, in the order they are
    tried: the spacing between the river's places gives way, then the hand's header moves
    beside the cards (or takes fewer lines), then the discard pile moves up beside the dam
    piles, each with one line of labels under the river or two; at large text last, the hand
    up beside the dam piles with its header under the river on one to three lines."""
    for tight, discard_above in ((False, False), (True, False), (True, True)):
        for (lines, beside), label_lines in product(headers, (1, 2)):
            yield replace(
                room,
                least_card=least,
                tight=tight,
                discard_above=discard_above,
                header_lines=lines,
                header_side=beside,
                label_lines=label_lines,
            )
    if reading.text_scale > 1.0:
        for tight, lines in product((False, True), (1, 2, 3)):
            yield replace(
                room,
                least_card=least,
                tight=tight,
                discard_above=False,
                hand_up=True,
                header_lines=lines,
                header_side=0.0,
            )


@dataclass(frozen=True)
class Arranging:
    """A table being arranged for its words: its ``rect``, its ``players`` and the longest
    things the hand's header says (``texts``), laid out on trial for each room."""

    rect: Rect
    players: int
    texts: Sequence[str]

    def layout(self, room: TextRoom) -> TableLayout:
        return TableLayout(self.rect, self.players, room)

    @cached_property
    def body(self) -> float:
        """The type size the hand's header is written in."""
        return type_sizes(table_scale(self.rect)).body

    def labels_packed(self, room: TextRoom) -> TextRoom:
        """``room`` with as many lines of labels under the river as the draw pile's and the
        discard's labels take where they lie in it (``TableLayout.river_labels``)."""
        labels = self.layout(room).river_labels(draw_text(MOST_PILE), discard_text(MOST_PILE))
        return replace(room, label_lines=max(line for line, _rect in labels) + 1)

    def header_beside(self, room: TextRoom) -> tuple[TextRoom, bool]:
        """``room`` with a header beside the cards given the lines its longest texts wrap to
        at its width (the painter writes it on that many), and whether they fit its height."""
        if not room.header_side:
            return room, True
        needed = max(Canvas.lines_needed(t, self.body, room.header_side) for t in self.texts)
        room = replace(room, header_lines=max(BESIDE_LINES, needed))
        return room, needed <= rows_held(self.layout(room).header.height, self.body)

    def header_reads(self, room: TextRoom) -> tuple[TextRoom, bool]:
        """``room`` with its header's lines as :meth:`header_beside` counts them, and whether
        the header's longest texts read whole where it lies (under the river when the hand is
        up: on its ``header_lines``)."""
        if not room.hand_up:
            return self.header_beside(room)
        width = self.layout(room).header.width
        lines = (Canvas.lines_needed(t, self.body, width) for t in self.texts)
        return room, all(needed <= room.header_lines for needed in lines)

    def readable(
        self, room: TextRoom, headers: Sequence[tuple[int, float]], least: float
    ) -> TextRoom:
        """``room`` with the cards held at their ``least`` width (for their words, and never
        below their size at 100 % text): when the table as laid out would shrink them below
        it, the first of the :func:`arrangements` (the hand's header on each of ``headers``)
        where everything lies inside the table and the header's texts read whole is kept
        (the roomiest for the cards of those with the hand below the river, if none is; the
        river's labels packed again in each)."""
        if self.layout(room).card_size[0] >= least:
            return self.header_beside(room)[0]
        trials = []
        for trial in arrangements(room, least, headers):
            trial, reads = self.header_reads(self.labels_packed(trial))
            layout = self.layout(trial)
            if layout.fits and reads:
                return trial
            if not trial.hand_up:
                trials.append(((layout.river_fits, layout.hand_spare), trial))
        best = max(trials, key=lambda t: t[0])[1]
        # a table too small for it all (a small window at large text): the names in the
        # player column give way (cut) before the river leaves the table, never the rows
        # under them
        share = best.column_share
        least_share = self.layout(best).areas_width[0] / self.rect.width
        while share > least_share and not self.layout(best).river_fits:
            share = max(least_share, share - 0.02)
            best = replace(best, column_share=share)
        return best
