"""How much room the table's words take at the text size in force: measured here, handed to
:class:`~tabletop_hamsterdam.table.layout.TableLayout` as a :class:`~tabletop_hamsterdam.table.layout.Room`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from tabletop_core.i18n import translator
from tabletop_core.render import kit
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.measure import drawn_context
from tabletop_core.render.kit.sizing import heights_of, widths_of
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_core.render.theme import Sizes, table_sizes
from tabletop_hamsterdam.pieces import (
    HAMSTER,
    RESERVOIR_TOKENS,
    ROUNDS,
    TURNS_PER_ROUND,
)
from tabletop_hamsterdam.state import (
    ARRANGE,
    PASS,
)
from tabletop_hamsterdam.table import explain
from tabletop_hamsterdam.table.keep_cell import keep_cell
from tabletop_hamsterdam.table.layout import Room, TableLayout
from tabletop_hamsterdam.table.layout_panel import panel_tree
from tabletop_hamsterdam.table.paint_tray import empty_tray_words
from tabletop_hamsterdam.table.panel_words import (
    WHOLE,
    key_side,
    needed,
    offer_words,
    passing_slot,
    title_words,
)
from tabletop_hamsterdam.table.scenery import (
    Scenery,
    big_title,
    other_facts,
    passing_words,
    sizes_for,
    specials_line,
    town_figure,
    tray_title_words,
)

_, ngettext = translator("tabletop_hamsterdam")


def table_room(scale: float, scene: Scenery) -> Room:
    """Measure the table's words at the text size in force, in the scenery's state (its names,
    numbers and language; see :class:`Room`): each small dam's facts (:func:`other_facts`) with
    their icons, the big dam's name and town figure, its tray's title and specials line."""
    sizes = table_sizes(scale)  # the kit's type sizes
    dam = scene.view.dams[scene.big]
    others = [other_facts(scene, seat) for seat in scene.rows]
    big = (big_title(scene), town_figure(dam))
    tray_title = tray_title_words(dam)
    specials = next(iter(specials_line(dam)), "")
    tray = Counter(dam.reserves)
    measure = Canvas.measure
    widths: list[float] = []
    icon = sizes.line(sizes.small)
    for seat_facts in others:
        cells = [
            28 * scale + measure(seat_facts[0], sizes.body, bold=True),
            icon + 2 * scale + measure(seat_facts[1], sizes.small, bold=True),
            icon + 2 * scale + measure(seat_facts[2], sizes.small, bold=True),
        ]
        widths = [max(a, b) for a, b in zip(widths, cells, strict=True)] if widths else cells
    hud = max(
        measure(_("Round {n} of {total}").format(n=ROUNDS, total=ROUNDS), sizes.body, bold=True),
        measure(_("Reservoir"), sizes.body, bold=True),
        measure(_("turn {n} of {total}").format(n=12, total=TURNS_PER_ROUND), sizes.small),
        measure(
            ngettext("{n} token left", "{n} tokens left", RESERVOIR_TOKENS).format(
                n=RESERVOIR_TOKENS
            ),
            sizes.small,
            bold=True,
        )
        + 36 * scale,
    )
    roll_texts = (
        _("first-player roll: {n}").format(n=12),
        _("rolled {n}").format(n=12),
        _("no roll yet"),
    )
    roll = max(measure(text, sizes.small, bold=True) for text in roll_texts)
    roll_word = max(
        measure(word, sizes.small, bold=True) for text in roll_texts for word in text.split()
    )
    return Room(
        body=sizes.line(sizes.body),
        small=sizes.line(sizes.small),
        heading=sizes.line(sizes.heading),
        hud=hud,
        roll=roll,
        roll_word=roll_word,
        other_cells=tuple(widths),
        town_cell=2,
        big_cells=(
            measure(big[0], sizes.body, bold=True),
            sizes.line(sizes.small) + 2 * scale + measure(big[1], sizes.small, bold=True),
        ),
        tray_title=measure(tray_title, sizes.body, bold=True),
        tray_title_small=measure(tray_title, sizes.small, bold=True),
        tray_word=max(measure(word, sizes.body, bold=True) for word in tray_title.split()),
        tray_count=measure("×88", sizes.small, bold=True),
        tray_kinds=len(tray),
        tray_widest=max(
            (measure(f"×{n}", sizes.small, bold=True) for n in tray.values()),
            default=0.0,
        ),
        tray_counts=tuple(
            measure("×88" if kind == HAMSTER or n >= 10 else "×8", sizes.small, bold=True)
            for kind, n in sorted(tray.items(), key=lambda kn: (kn[0] != 0, kn[0]))
        ),
        specials=measure(specials, sizes.small) if specials else 0.0,
    )


def button_words(layout: TableLayout, rect: Rect) -> float:
    """The width a button leaves its words (right of its number key)."""
    return Surfaces(layout.scale).keyed_words(rect.width, key_side(layout))


def panel_room(layout: TableLayout, scene: Scenery) -> Room:
    """Large text: :func:`table_room` with the heights the decision panel's words take at the
    width the panel has (its title, its why, its buttons or choices), and the lines of the
    tray's specials line in the side column."""
    s = layout.scale
    sp = Spacing(s)
    sizes = sizes_for(layout)
    room = layout.room
    ask = scene.ask
    if ask is not None:  # room for the button that shows the words the panel cannot hold
        room = replace(room, more_width=more_width(layout, sizes))
        layout = TableLayout(layout.rect, layout.others, room)
    width = layout.panel_title().width
    specials = next(iter(specials_line(scene.view.dams[scene.big])), "")
    tray_inner = layout.tray_layout.inner_width()
    specials_lines = Canvas.lines_needed(specials, sizes.small, tray_inner) if specials else 0
    ctx = drawn_context(sizes)
    empty = empty_tray_words().lines_at(ctx, tray_inner)
    if ask is None:
        lines = Canvas.lines_needed(scene.waiting, sizes.heading, width, bold=True)
        rest = (max(2, lines) - 1) * room.heading
        need = heights_of(panel_tree(s, room.heading, rest, 0.0), width)[1]
        return replace(
            room,
            panel_need=need,
            panel_why=rest,  # the lines after the first give way
            specials_lines=max(specials_lines, 1),
            no_buttons=True,
        )
    title = needed(title_words(ask.title, True), width, ctx)
    # a short title on one line, should the whole one give way
    one_line = widths_of(kit.Text(ask.brief, bold=True), ctx)[0] <= width
    brief = room.body if title > room.heading and ask.brief and one_line else 0.0
    stage = scene.view.stage
    helped = ask.help and not ask.specials and not (ask.hand and stage == ARRANGE)
    help_height = 0.0
    if helped:
        help_height = needed(kit.Text(ask.help, "small", lines=WHOLE), width, ctx) + 2 * s
    bottom = 0.0
    if ask.hand and stage == ARRANGE:
        bottom = max(64 * s, room.body * 1.6)
    elif ask.hand and stage == PASS:
        cell = layout.passing_slots()[0].width - sp.wide
        chosen = scene.view.dams[scene.big].passing
        slots = (passing_slot(passing_words(scene, k), k < len(chosen)) for k in range(2))
        tallest = max(needed(words, cell, ctx) for words in slots)
        bottom = max(layout.button_height, tallest + sp.snug)
    elif ask.specials:
        cells = [keep_cell(n, kind, s, room.body, True) for n, (kind, _) in enumerate(ask.specials)]
        tallest = max(heights_of(cell, width, ctx)[1] for cell in cells)
        bottom = len(cells) * tallest + (len(cells) - 1) * sp.gap
    elif ask.buttons:
        gap = Canvas.measure("  ", sizes.body)
        words = [offer_words(offer, WHOLE, True, False, gap) for offer in ask.buttons]
        rects = layout.buttons(len(ask.buttons))
        tallest = max(
            needed(tree, button_words(layout, rect), ctx) + sp.snug
            for tree, rect in zip(words, rects, strict=True)
        )
        beside = max(layout.button_height, tallest)
        across = button_words(layout, Rect(0, 0, layout.buttons_row().width, 1))
        heights = [
            max(40 * s, needed(offer_words(offer, WHOLE, True, True, gap), across, ctx) + sp.snug)
            for offer in ask.buttons
        ]
        stacked = sum(heights) + (len(heights) - 1) * sp.snug
        if len(heights) > 1 and stacked <= beside:
            one = max(heights)
            bottom = one * len(heights) + (len(heights) - 1) * sp.snug
            room = replace(room, stacked_buttons=True)
        else:
            bottom = beside
    panel = panel_tree(s, title, help_height, bottom, room.more_width, room.body)
    need = heights_of(panel, width)[1]
    return replace(
        room,
        panel_title=title,
        panel_why=help_height,
        panel_brief=brief,
        panel_need=need,
        button_need=bottom,
        specials_lines=max(
            specials_lines, 1, empty if not scene.view.dams[scene.big].reserves else 0
        ),
        no_buttons=not bottom,
    )


def more_width(layout: TableLayout, sizes: Sizes) -> float:
    """The width of the button that shows a decision's words on demand: its key cap, then
    its word."""
    snug = Spacing(layout.scale).snug
    word = Canvas.measure(explain.button_word(), sizes.body, bold=True)
    return snug + key_side(layout) + snug + word + 10 * layout.scale
