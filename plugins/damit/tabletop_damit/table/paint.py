"""The still parts of the table, painted into canvases that are rebuilt only when something changes.

``paint_water`` lies lowest (the river's water; its current slides over it, see
:mod:`~tabletop_damit.table.current`), ``paint_base`` over it and under the
sprites (player areas, captions, empty places); ``paint_marks``
over them (selection frames, key letters, what a hovered card costs, the prices of cards out of
reach, the garbage question).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop_core.i18n import _ as key_name
from tabletop_core.i18n import translator
from tabletop_core.render import kit
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.measure import drawn_context
from tabletop_core.render.kit.rows import row_height
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import Surfaces, ghost
from tabletop_core.render.kit.texts import draw_texts
from tabletop_core.render.kit.type_steps import fine
from tabletop_core.render.theme import Color, Palette, Sizes, reading
from tabletop_core.watching import who_plays
from tabletop_damit.cards import (
    DAM_COSTS,
    GARBAGE,
    KIND,
    TREE_VALUE,
    card_label,
    garbage_penalty,
    upper_first,
)
from tabletop_damit.state import DamItState
from tabletop_damit.table.building import BuildCheck
from tabletop_damit.table.current import Strip
from tabletop_damit.table.layout import TableLayout
from tabletop_damit.table.paint_areas import WARNING, paint_area, paint_dam_points, paint_worker
from tabletop_damit.table.proportions import DAM_HEADER
from tabletop_damit.table.river_art import BANK, flow_period
from tabletop_damit.table.rows import DRAW, RIVER_SLOTS
from tabletop_damit.table.textures import (
    cube_texture,
    current_texture,
    dam_site_texture,
    flow_texture,
    water_texture,
)
from tabletop_damit.table.words import (
    cards_text,
    discard_text,
    draw_text,
    empty_hand_text,
    hand_text,
    hidden_hands_text,
    price_text,
    type_sizes,
)

_, ngettext = translator("tabletop_damit")

HAND_KEYS = "ABCDEFGHIJKLMNOPQRSTVWXYZ"
CURRENT_PERIOD = 360
"""How wide one repeat of the water's current lines is, at the table's normal scale."""
"""Letters that pick hand cards; U is the host's Undo, so it is skipped."""


@dataclass
class Scenery:
    """What the painters need to know besides the view."""

    view: DamItState
    names: list[str]
    bots: list[bool]
    viewer: int | None
    to_act: int | None
    my_turn: bool
    selected: tuple[int, ...] = ()
    check: BuildCheck | None = None
    target: int | None = None
    hover: int | None = None
    asking: int | None = None
    """The river position whose garbage the viewer is deciding about."""
    buttons: list[tuple[str, Rect]] = field(default_factory=list)
    cover: Rect | None = None
    """The garbage question's panel, or the hovered card's note: opaque over the table."""
    covered: list[Any] = field(default_factory=list)
    """The marks' labels painted before the question (those under it are hidden)."""


def _sizes(layout: TableLayout) -> Sizes:
    return type_sizes(layout.scale)


def cubes_word(count: int) -> str:
    return ngettext("{count} cube", "{count} cubes", count).format(count=count)


def _river_card(view: DamItState, position: int) -> int | None:
    if position < RIVER_SLOTS:
        return view.river.items[position]
    return view.draw.cards[-1] if view.draw.cards else None


def _out_of_reach(scene: Scenery, position: int) -> bool:
    """The viewer, to take a river card, cannot pay for the card at ``position``."""
    viewer = scene.viewer
    if not scene.my_turn or viewer is None or scene.asking is not None:
        return False
    return _river_card(scene.view, position) is not None and position > scene.view.cubes[viewer]


def _price(canvas: Canvas, layout: TableLayout, sizes: Sizes, position: int, color: Color) -> None:
    """The price of river place ``position`` where its caption holds it: a word when free,
    else the number of cubes with a cube beside it."""
    price = layout.river_caption(position, "price")
    text = price_text(position)
    canvas.fitted_text(text, price, sizes.small, color, bold=position > 0, align="left")
    if position:
        cube = layout.river_caption(position, "cube")
        side = int(cube.width)
        canvas.texture(cube_texture(side), Rect(cube.left, cube.center_y - side / 2, side, side))


def _paint_empty_pile(canvas: Canvas, layout: TableLayout, sizes: Sizes, index: int) -> None:
    """An emptied dam pile: its site on the bank, stakes in and the logs still to come drawn
    faint between them, its cost written at the top (the number alone where the words do not
    fit on one line)."""
    s = layout.scale
    sp = Spacing(s)
    card = layout.pile_card(index, 0)
    canvas.texture(dam_site_texture(int(card.width), int(card.height)), card)
    cost = _("cost {cost}").format(cost=DAM_COSTS[index])
    if Canvas.measure(cost, sizes.small, bold=True) > card.width - sp.gap:
        cost = str(DAM_COSTS[index])
    height = min(card.height * 0.5, max(card.height * DAM_HEADER, layout.small_line))
    top = Rect(card.left + sp.tight, card.top - height, card.width - sp.gap, height)
    canvas.fitted_text(cost, top, sizes.small, Palette.TEXT, bold=True)


def paint_water(canvas: Canvas, layout: TableLayout, view: DamItState) -> list[Strip]:
    """The river's water, under everything else on the table (its keys and prices included);
    returns where its current runs, for the table to slide: the current lines through the
    water and, on the line under the cards wherever its labels leave room, its current drawn
    large, chevrons all heading to place 1, where cards leave the river."""
    s = layout.scale
    sp = Spacing(s)
    first = layout.river_slot(0)
    source = layout.river_slot(DRAW)
    band = layout.labels_band
    # the water: a gap round the river's places and the labels under them, a wide space
    # past the draw pile (the discard, beside it, lies on the bank)
    left = min(first.left - sp.gap, layout.main.left - sp.hair)
    water = Rect(
        left,
        band.bottom - sp.snug,
        source.right + sp.wide - left,
        layout.river_row.top - band.bottom + sp.gap,
    )
    high_contrast = bool(getattr(reading, "high_contrast", False))
    canvas.texture(water_texture(int(water.width), int(water.height), high_contrast), water)
    calm = (int(water.top - first.top + 2 * s), int(first.bottom - water.bottom + 2 * s))
    period = max(120, round(CURRENT_PERIOD * s))
    pad = 4  # the current lines lie between the calm rows: only there is the current drawn
    height = int(water.height) - calm[0] - calm[1] + 2 * pad
    lines = Rect(
        water.left + 2 * BANK, water.bottom + calm[1] - pad, water.width - 4 * BANK, height
    )
    strips = [Strip(current_texture(period, height), lines, period)]
    texts = (draw_text(len(view.draw.cards)), discard_text(len(view.discard.cards)))
    labels = layout.river_labels(*texts)
    taken = sorted((r.left - sp.loose, r.right + sp.loose) for line, r in labels if not line)
    line_h = layout.small_line
    left = first.left + 2 * s
    for start, end in [*taken, (source.right, source.right)]:
        start = min(start, source.right)  # the chevrons stay on the water
        if start - left > sp.far:
            height = max(6, int(line_h * 0.7))
            current = Rect(left, band.top - line_h * 0.85, start - left, height)
            period = flow_period(current.width, height)
            strips.append(Strip(flow_texture(period, height), current, period))
        left = max(left, end)
    return strips


def paint_base(canvas: Canvas, layout: TableLayout, scene: Scenery) -> None:
    sizes = _sizes(layout)
    s = layout.scale
    surface = Surfaces(s)
    view = scene.view
    for seat in range(view.players):
        paint_area(canvas, layout, sizes, scene, seat)
    paint_worker(canvas, layout, scene)

    # dam piles: an empty pile leaves its site on the bank, its cost written on it
    for index, cards in enumerate(view.piles):
        if not cards:
            _paint_empty_pile(canvas, layout, sizes, index)

    # the river (its water lies under this canvas): key and price above each card, empty
    # places outlined
    r = layout.key_radius
    for position in range(RIVER_SLOTS + 1):
        slot = layout.river_slot(position)
        key = layout.river_caption(position, "key")
        surface.badge(canvas, sizes, str(position + 1), (key.center_x, key.center_y), r)
        if not _out_of_reach(scene, position):  # else the marks show it on its tag
            _price(canvas, layout, sizes, position, Palette.TEXT_MUTED)
        if _river_card(view, position) is None:
            surface.place(canvas, slot)
    discard = layout.discard_slot
    if not view.discard.cards:
        surface.place(canvas, discard)
    texts = (draw_text(len(view.draw.cards)), discard_text(len(view.discard.cards)))
    for text, (_line, rect) in zip(texts, layout.river_labels(*texts), strict=True):
        canvas.fitted_text(text, rect, sizes.small, Palette.TEXT, align="left")
    _paint_hand_header(canvas, layout, sizes, scene)


def _paint_hand_header(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    header = layout.header
    lines = layout.header_lines
    view = scene.view

    def say(text: str, color: Color, bold: bool = False) -> None:
        canvas.fitted_text(text, header, sizes.body, color, bold=bold, align="left", lines=lines)

    if scene.viewer is None:
        say(hidden_hands_text(who_plays(scene.names, scene.bots)), Palette.TEXT_MUTED)
        return
    hand = view.hands[scene.viewer]
    name = scene.names[scene.viewer]
    if not hand:
        say(empty_hand_text(name), Palette.TEXT_MUTED)
        return
    check = scene.check
    if check is None or not check.cards:
        say(hand_text(name, len(hand), sum(TREE_VALUE[c] for c in hand)), Palette.TEXT)
        return
    names = " + ".join(card_label(c) for c in check.cards)
    count = cards_text(len(check.cards))
    total = check.total
    # the chosen cards by name, else by their number, ...: the first wording that reads whole
    # (the hand shows which cards, the prompt bar what is wrong)
    if check.problem:
        problem = check.problem
        wordings = [
            f"{names} = {total} · {problem}",
            f"{count} = {total} · {problem}",
            problem,
            f"{count} = {total}",
        ]
        color = WARNING
    else:
        piles = ", ".join(str(c) for c in check.reachable)
        reaches = _("{cards} = {total} · reaches cost {costs}")
        wordings = [
            reaches.format(cards=names, total=total, costs=piles),
            reaches.format(cards=count, total=total, costs=piles),
        ]
        color = Palette.FOCUS
    canvas.fitted_wording(wordings, header, sizes.body, color, bold=True, align="left", lines=lines)


def paint_marks(canvas: Canvas, layout: TableLayout, scene: Scenery) -> None:
    sizes = _sizes(layout)
    s = layout.scale
    view = scene.view
    viewer = scene.viewer
    scene.buttons.clear()
    surface = Surfaces(s)
    paint_dam_points(canvas, layout, sizes, scene)

    if viewer is not None:
        hand = view.hands[viewer]
        for index, card in enumerate(hand):
            chosen = card in scene.selected
            slot = layout.hand_slot(index, len(hand), chosen)
            if chosen:
                surface.frame(canvas, slot)
            if scene.my_turn and index < len(HAND_KEYS):
                key = layout.hand_key(index, len(hand), chosen)
                surface.badge(
                    canvas,
                    sizes,
                    HAND_KEYS[index],
                    key,
                    layout.key_radius,
                    fill=Palette.FOCUS if chosen else Palette.PANEL,
                    ink=Palette.TEXT_DARK if chosen else Palette.TEXT,
                )

    if scene.my_turn and viewer is not None and scene.asking is None:
        for position in range(RIVER_SLOTS + 1):
            if _out_of_reach(scene, position):
                _paint_out_of_reach(canvas, layout, sizes, position)
        check = scene.check
        if check is not None and check.cards:
            for index, cost in enumerate(DAM_COSTS):
                if cost in check.reachable:
                    rect = layout.pile_target(index)
                    width = "chosen" if cost == scene.target else "mark"
                    surface.frame(canvas, rect, width=width, out=0)
                    if cost == scene.target:
                        _paint_build_here(canvas, layout, sizes, index)
        if scene.hover is not None:
            _paint_hover(canvas, layout, sizes, scene, scene.hover)

    if scene.asking is not None:
        _paint_question(canvas, layout, sizes, scene)


def _paint_out_of_reach(canvas: Canvas, layout: TableLayout, sizes: Sizes, position: int) -> None:
    """A river card the viewer cannot pay for stays in full colour; its price, in its caption
    beside the card, stands out on a tag edged in the warning colour (what the card costs is
    the view's fact: the table only shows it)."""
    price, cube = layout.river_caption(position, "price"), layout.river_caption(position, "cube")
    tight = layout.space.tight
    tag = Rect(price.left - tight, price.bottom, cube.right - price.left + 2 * tight, price.height)
    Surfaces(layout.scale).tag(canvas, tag)
    _price(canvas, layout, sizes, position, Palette.TEXT)


def _paint_build_here(canvas: Canvas, layout: TableLayout, sizes: Sizes, index: int) -> None:
    """The band under the pile Enter builds on: as wide as the pile's cell, as tall as its
    words need."""
    s = layout.scale
    sp = Spacing(s)
    target = layout.pile_target(index)
    cell = layout.pile_cell(index)
    left, right = min(target.left, cell.left), max(target.right, cell.right)
    text = _("Enter: build here")
    size = fine(sizes.small)
    room = right - left - sp.snug
    if Canvas.lines_needed(text, size, room, bold=True) > 2:
        # a narrow pile: the key alone (the prompt bar says the rest), as large as it fits
        text = key_name("Enter")
        wide = Canvas.measure(text, size, bold=True)
        size = max(sizes.small * 0.7, min(size, size * room / wide))
    lines = min(2, Canvas.lines_needed(text, size, room, bold=True))
    height = lines * row_height(size) + sp.tight
    band = Rect(left, target.bottom, right - left, height)
    canvas.rect(band, Palette.FOCUS)
    canvas.fitted_text(text, band, size, Palette.TEXT_DARK, bold=True, lines=lines)


def _paint_hover(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery, position: int
) -> None:
    s = layout.scale
    sp = Spacing(s)
    view = scene.view
    slot = layout.river_slot(position)
    card = _river_card(view, position)
    if card is None or scene.viewer is None:
        return
    affordable = position <= view.cubes[scene.viewer]
    surface = Surfaces(s)
    surface.frame(canvas, slot, paint="FOCUS" if affordable else "DANGER")
    for before in range(min(position, RIVER_SLOTS)):
        spot = layout.river_cube(before, view.river.tokens[before])
        surface.panel(canvas, spot, fill=ghost(), edge="FOCUS", width="mark", corners="none")
    gain = view.river.tokens[position] if position < RIVER_SLOTS else 0
    what = upper_first(card_label(card))
    pay = _("free") if position == 0 else _("drop {cubes}").format(cubes=cubes_word(position))
    line = (
        _("{card}: {pay}, win {cubes}").format(card=what, pay=pay, cubes=cubes_word(gain))
        if gain
        else _("{card}: {pay}").format(card=what, pay=pay)
    )
    if not affordable:
        line = _("{card}: needs {cubes}, you have {have}").format(
            card=what, cubes=cubes_word(position), have=view.cubes[scene.viewer]
        )
    elif KIND[card] == GARBAGE:
        line = _("{line} · garbage!").format(line=line)
    color = Palette.FOCUS if affordable else Palette.DANGER
    main = layout.main
    pad = sp.loose
    width = min(Canvas.measure(line, sizes.small, bold=True) + 2 * pad, main.width)
    lines = 1 if width < main.width else 2
    height = layout.small_line * lines + sp.snug
    left = max(main.left, min(slot.center_x - width / 2, main.right - width))
    # above the captions, so that the prices stay in sight
    bottom = layout.river_caption(position).top + 2 * s
    box = Rect(left, min(bottom, main.top - height), width, height)
    scene.cover = box
    scene.covered = list(canvas.texts)
    surface.note(canvas, box, edge=color)
    canvas.fitted_text(
        line, box.inset(pad, 2 * s), sizes.small, Palette.TEXT, bold=True, align="left", lines=2
    )


def _paint_question(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    """The garbage question, over the dam piles and the river (the hand, with its disposal
    cards, stays in sight): declared on the layout tree, sized from its words, its buttons side
    by side when they fit, else the first above the other two, else one above the other."""
    s = layout.scale
    sp = Spacing(s)
    main = layout.main
    question = _("Garbage! Discard a disposal card with it, or keep the garbage?")
    kept = len(scene.view.garbage[scene.viewer or 0])
    why = _("Kept garbage costs points at the end: {count} garbage → −{points}.").format(
        count=kept + 1, points=garbage_penalty(kept + 1)
    )
    specs = [
        (_("D  Discard a disposal card"), "dispose"),
        (_("K  Keep the garbage"), "keep"),
        (_("⌫  Back"), "cancel"),
    ]
    pad, gap = sp.wide, sp.fixed(sp.loose)
    button_h = max(sizes.button_height, layout.body_line + sp.gap)
    widths = {
        name: max(least, Canvas.measure(label, sizes.body, bold=True) + sp.far)
        for (label, name), least in zip(specs, (230 * s, 190 * s, 100 * s), strict=True)
    }

    def buttons(*rows: list[str]) -> kit.Node:
        """The buttons on ``rows`` of their names, each row centred."""
        lines = (
            kit.Row(*(kit.Piece((widths[n], button_h), key=n) for n in row), gap=gap)
            for row in rows
        )
        return kit.Column(*(kit.Box(line, halign="center") for line in lines), gap=gap)

    names = [name for _label, name in specs]
    panel = kit.Box(
        kit.Column(
            kit.Piece((min(600 * s - 2 * pad, main.width - 2 * pad), 0)),
            kit.Text(question, "body", bold=True, lines=4, key="question"),
            kit.Text(why, "small", lines=4, key="why"),
            kit.Space(gap.least),
            # side by side when they fit, else the first above the other two, else one a row
            kit.FirstFitting(
                buttons(names), buttons(names[:1], names[1:]), buttons(*([n] for n in names))
            ),
        ),
        pad=pad,
        key="panel",
    )
    if layout.arrangement.hand_up:  # the hand up by the dam piles: ask over the river, under it
        room = Rect(main.left, main.bottom, main.width, layout.piles_row.bottom - main.bottom)
    else:  # over the dam piles and the river, the hand in view under it
        room = Rect(main.left, layout.hand_row.top, main.width, main.top - layout.hand_row.top)
    placed = kit.lay_out(
        kit.Box(panel, halign="center", valign="center"), room, drawn_context(sizes)
    )
    scene.cover = placed["panel"]
    scene.covered = list(canvas.texts)
    surface = Surfaces(s)
    surface.dialog(canvas, scene.cover)
    draw_texts(canvas, sizes, placed, {"why": Palette.TEXT_MUTED}, align="center")
    for label, name in specs:
        rect = placed[name]
        surface.button(canvas, rect, primary=name == "dispose")
        canvas.fitted_text(
            label, rect.inset(sp.snug, 0), sizes.body, Palette.TEXT, bold=name == "dispose"
        )
        scene.buttons.append((name, rect))


def hide_under(labels: list[Any], cover: Rect) -> None:
    """An opaque panel (the garbage question, the score sheet) lies on these labels: the ones
    it touches are not there to read."""
    for label in labels:
        if (
            label.left < cover.right
            and label.right > cover.left
            and label.bottom < cover.top
            and label.top > cover.bottom
        ):
            label.visible = False
