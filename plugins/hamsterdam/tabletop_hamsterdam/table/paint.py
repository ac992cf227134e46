"""The table as one retained canvas, repainted only when something changes: every dam with its
cards, flood tokens and hamster stacks, the towns, the shared dice, round tracker and Reservoir,
the reinforcements tray and the decision panel, and on top the focus and the places to click.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape, table_sizes
from tabletop_core.render.widgets.dice import DieWidget
from tabletop_hamsterdam.pieces import (
    HAMSTER,
    HIDDEN,
    RESERVOIR_TOKENS,
    ROUNDS,
    TURNS_PER_ROUND,
    TWINSTER_SIDEWAYS,
    next_breach_at,
)
from tabletop_hamsterdam.state import (
    ABILITY,
    ARRANGE,
    DAM_SIZE,
    KEEP,
    OVER,
    PASS,
    REROLLING,
    HamsterdamState,
)
from tabletop_hamsterdam.table import explain
from tabletop_hamsterdam.table.choices import (
    CARD,
    GAP,
    TRAY,
    Ask,
    Source,
    Spot,
    piece_help,
    piece_title,
)
from tabletop_hamsterdam.table.layout import Room, TableLayout
from tabletop_hamsterdam.table.textures import (
    breached_texture,
    card_texture,
    hamster_texture,
    hidden_texture,
    sea_texture,
    token_texture,
    town_texture,
)

_, ngettext = translator("tabletop_hamsterdam")

WATER = (86, 180, 233, 255)


@dataclass
class Scenery:
    """What the painter needs besides the view: who looks, who acts, what is asked, the focus."""

    view: HamsterdamState
    names: list[str]
    bots: list[bool]
    viewer: int | None
    big: int
    """The seat whose dam is drawn large."""
    rows: list[int]
    """The seats of the smaller dams, top to bottom."""
    to_act: int | None
    my_turn: bool
    ask: Ask | None = None
    focus: Any = None
    """The focused item: ("hand", i), ("special", i), a Spot, ("button", i)."""
    held: Source | None = None
    """The hamster picked up (dragged, or chosen with the keyboard)."""
    target: int | None = None
    """The dam position the held hamster would go to (keyboard)."""
    hover_piece: int | None = None
    hover_town: int | None = None
    """The seat whose town or reinforcements figure is under the pointer (told in words)."""
    dice: list[DieWidget] = field(default_factory=list)
    waiting: str = ""
    layout: TableLayout | None = None
    explaining: bool = False
    """The decision's words the panel has no room for are open over the dams."""

    @property
    def tray_kinds(self) -> list[int]:
        """The kinds in the big dam's tray, in the order drawn: plain hamsters first."""
        return sorted(set(self.view.dams[self.big].reserves), key=lambda k: (k != 0, k))

    @property
    def buttons(self) -> list[Rect]:
        """Where the ask's buttons are drawn."""
        if self.ask is None or self.layout is None:
            return []
        return self.layout.buttons(len(self.ask.buttons))


def sizes_for(layout: TableLayout) -> Sizes:
    return table_sizes(layout.scale, title=24, heading=16, body=13, small=11, pad=12)


def row_of(scene: Scenery, seat: int) -> int:
    """The layout row of ``seat``: -1 for the big dam."""
    return -1 if seat == scene.big else scene.rows.index(seat)


# --- the base: everything under the focus --------------------------------------------------------


def parts(scene: Scenery) -> list[Any]:
    """The table's regions, each painted into its own pair of canvases and repainted only when
    its :func:`part_key` changes: a key press repaints the marks, not four dams."""
    aside = scene.layout is not None and scene.layout.others_shown == "aside"
    rows: list[Any] = [] if aside else [("row", index) for index in range(len(scene.rows))]
    shown = rows + ["hud", "big", "tray", "panel", "marks"]
    layout = scene.layout
    words = _open_words(scene)
    if words is not None and layout is not None:
        # the dams under the open words give way while they are read
        rows_under = [("row", k) for k in range(len(scene.rows))]
        covered: list[Any] = [p for p in rows_under if layout.other_row(p[1]).overlaps(words)]
        if layout.main_row.overlaps(words):
            covered += ["big", "marks"]
        shown = [part for part in shown if part not in covered] + ["explain"]
    return shown


def _hover_words(scene: Scenery) -> tuple[str, bool] | None:
    """The words about the thing under the pointer, when they open over the dams, and whether
    low (a smaller dam's town is under the pointer, up top)."""
    layout = scene.layout
    if layout is None or not explain.hover_boxed(layout):
        return None
    if scene.hover_piece is not None:
        piece = scene.hover_piece
        return f"{piece_title(piece)}: {piece_help(piece)}", False
    if scene.hover_town is not None:
        return town_words(scene, scene.hover_town)[0], row_of(scene, scene.hover_town) >= 0
    return None


def _open_words(scene: Scenery) -> Rect | None:
    """Where words open over the dams now (the decision's, asked for; or the hovered thing's)."""
    layout, ask = scene.layout, scene.ask
    if layout is None:
        return None
    if scene.explaining and ask is not None and explain.hidden(layout, ask):
        return explain.words_rect(layout, sizes_for(layout), ask)
    hover = _hover_words(scene)
    if hover is not None:
        return explain.hover_rect(layout, sizes_for(layout), *hover)
    return None


def _dam_key(dam: Any) -> tuple[Any, ...]:
    return (
        tuple(dam.cards),
        tuple(dam.flipped),
        tuple(dam.tokens),
        tuple(tuple(s.pieces) for s in dam.stacks),
        tuple(dam.reserves),
        tuple(dam.passing),
        dam.town,
        dam.breaches,
    )


def part_key(part: Any, scene: Scenery) -> tuple[Any, ...]:
    """Everything a region's picture depends on."""
    view = scene.view
    if isinstance(part, tuple):
        seat = scene.rows[part[1]]
        return (
            seat,
            _dam_key(view.dams[seat]),
            seat == scene.to_act,
            tuple(_hot_numbers(scene, seat)),
            scene.names[seat],
            scene.bots[seat],
        )
    if part == "hud":
        return (
            tuple(view.dice.values),
            tuple(d.value for d in scene.dice),
            view.value,
            view.stage in (PASS, ARRANGE, KEEP),
            view.round,
            view.turns,
            view.reservoir["token"],
        )
    ask = scene.ask
    asked = None
    if ask is not None:
        asked = (
            ask.title,
            ask.help,
            tuple(ask.buttons),
            tuple(c for c, _a in ask.hand),
            tuple(k for k, _a in ask.specials),
            tuple(ask.spots),
            tuple(ask.drags),
        )
    if part == "big":
        seat = scene.big
        return (
            seat,
            _dam_key(view.dams[seat]),
            seat == scene.to_act,
            tuple(_hot_numbers(scene, seat)),
            scene.viewer,
            scene.names[seat],
            view.stage == PASS and asked,
        )
    if part == "tray":
        dam = view.dams[scene.big]
        return (tuple(dam.reserves), tuple(sorted(_specials_of(dam))))
    if part == "explain":
        return (asked, scene.explaining, _hover_words(scene))
    if part == "panel":
        return (
            asked,
            scene.explaining,
            scene.hover_piece,
            scene.hover_town,
            town_words(scene, scene.hover_town) if scene.hover_town is not None else "",
            scene.waiting,
            view.stage,
            tuple(view.dams[scene.big].passing),
        )
    return (
        asked,
        scene.my_turn,
        view.stage,
        scene.focus,
        scene.hover_piece if ask is not None and ask.specials else None,
        scene.held,
        scene.target,
        len(view.dams[scene.big].cards),
        tuple(len(s.pieces) for s in view.dams[scene.big].stacks),
    )


def paint_part(part: Any, canvas: Canvas, top: Canvas, layout: TableLayout, scene: Scenery) -> None:
    """Paint one region into ``canvas`` and what lies over its cards and hamsters (counts,
    focus, places to click) into ``top``, which is drawn after it."""
    sizes = sizes_for(layout)
    if isinstance(part, tuple):
        index = part[1]
        _paint_other(canvas, top, layout, sizes, scene, index, scene.rows[index])
    elif part == "hud":
        _paint_hud(canvas, layout, sizes, scene)
    elif part == "big":
        _paint_big(canvas, top, layout, sizes, scene)
    elif part == "tray":
        _paint_tray(canvas, layout, sizes, scene)
    elif part == "panel":
        _paint_panel(canvas, layout, sizes, scene)
    elif part == "explain":
        hover = _hover_words(scene)
        if scene.explaining and scene.ask is not None and explain.hidden(layout, scene.ask):
            explain.paint_words(canvas, layout, sizes, scene.ask)
        elif hover is not None:
            explain.paint_hover(canvas, layout, sizes, *hover)
    elif scene.view.stage != OVER:
        _paint_marks(top, layout, sizes, scene)


def paint_table(canvas: Canvas, top: Canvas, layout: TableLayout, scene: Scenery) -> None:
    """The whole table into two canvases (screenshots, tests)."""
    for part in parts(scene):
        paint_part(part, canvas, top, layout, scene)


def _paint_dam_cards(
    canvas: Canvas,
    top: Canvas,
    layout: TableLayout,
    view: HamsterdamState,
    seat: int,
    row: int,
    hot: set[int],
) -> None:
    dam = view.dams[seat]
    w, h = _size(layout, row)
    s = layout.scale
    for position in range(DAM_SIZE):
        rect = layout.card(row, position)
        if position >= len(dam.cards):
            canvas.rect(
                rect, (0, 0, 0, 45), border=Palette.PANEL_EDGE, border_width=1, chamfer=5 * s
            )
            continue
        number = dam.cards[position]
        if number == HIDDEN:
            canvas.texture(hidden_texture(w, h), rect, piece=("dam card", seat, position))
            continue
        if dam.flipped[position]:
            canvas.texture(breached_texture(number, w, h), rect, piece=("dam card", seat, position))
            continue
        if number in hot:
            canvas.rect(rect.inset(-4 * s), WATER, chamfer=7 * s)
        canvas.texture(card_texture(number, w, h), rect, piece=("dam card", seat, position))
        if dam.tokens[position]:
            canvas.texture(token_texture(), layout.token(row, position))
        groups = stack_groups(dam.stacks[position].pieces)
        count = len(groups)
        for index, (piece, many) in enumerate(groups):
            spot = layout.piece(row, position, index, count)
            sprite = canvas.texture(
                hamster_texture(piece), spot, piece=("hamster", seat, position, index)
            )
            if piece == TWINSTER_SIDEWAYS:
                sprite.angle = 90
            if many > 1:
                _paint_count(top, layout, rect, spot, many)


def _paint_count(canvas: Canvas, layout: TableLayout, card: Rect, spot: Rect, many: int) -> None:
    """A stack's "×n" badge, inside its card so the neighbours' badges never touch it; it grows
    with the text-size setting as far as the card is wide."""
    s = layout.scale
    sizes = sizes_for(layout)
    size = max(9.0, 10 * s) * sizes.text
    text = f"×{many}"
    width = Canvas.measure(text, size, bold=True) + 4 * s
    if width > card.width:
        size *= card.width / width
        width = card.width
    height = size * 96 / 72 * 1.15
    badge = Rect(min(spot.right - 13 * s, card.right - width), spot.bottom, width, height)
    canvas.rect(badge, Palette.PANEL, chamfer=3 * s)
    canvas.fitted_text(text, badge.inset(-2 * s, 0), size, Palette.TEXT, bold=True)


def stack_groups(pieces: list[int]) -> list[tuple[int, int]]:
    """A stack bottom to top as runs of one kind: (kind, how many). Plain hamsters lie below the
    specials and look alike, so they show as one hamster with a count."""
    groups: list[tuple[int, int]] = []
    for piece in pieces:
        if groups and groups[-1][0] == piece:
            groups[-1] = (piece, groups[-1][1] + 1)
        else:
            groups.append((piece, 1))
    return groups


def _size(layout: TableLayout, row: int) -> tuple[int, int]:
    if row < 0:
        w, h = layout.card_size
    else:
        w, h = layout.small_card_size(row)
    return int(w), int(h)


def _hot_numbers(scene: Scenery, seat: int) -> set[int]:
    """The numbers about to flood (shown in blue) while the roll abilities are decided."""
    view = scene.view
    if view.stage in (REROLLING, ABILITY) and view.values and view.values[seat]:
        return {view.values[seat]}
    return set()


def _seat_label(scene: Scenery, seat: int) -> str:
    if scene.bots[seat]:
        return _("{name} · bot").format(name=scene.names[seat])
    if seat == scene.viewer:
        return _("{name} · you").format(name=scene.names[seat])
    return scene.names[seat]


def town_figure(dam: Any) -> str:
    """The town pile against the next breach, as figures ("2/3"): the picture's legend."""
    return f"{dam.town}/{next_breach_at(dam.town)}"


def town_words(scene: Scenery, seat: int) -> tuple[str, ...]:
    """What the town and reserve pictures of ``seat`` show, in words (their hover help), in
    wordings longest first: the shortest keeps the town's tokens and the next breach."""
    dam = scene.view.dams[seat]
    town = ngettext(
        "{name}'s town: {n} flood token", "{name}'s town: {n} flood tokens", dam.town
    ).format(name=scene.names[seat], n=dam.town)
    breach = _("the dam breaches at {n}").format(n=next_breach_at(dam.town))
    breaches = ngettext("{n} breach so far", "{n} breaches so far", dam.breaches).format(
        n=dam.breaches
    )
    reserve = ngettext(
        "{n} hamster in reinforcements", "{n} hamsters in reinforcements", len(dam.reserves)
    ).format(n=len(dam.reserves))
    return (
        " · ".join((town, breach, breaches, reserve)),
        " · ".join((town, breach, reserve)),
        " · ".join((town, breach)),
    )


def _other_facts(scene: Scenery, seat: int) -> list[str]:
    """A small dam's facts in reading order: name, its reinforcements, its town's figure (the
    last: it stands over the town picture at the row's end)."""
    dam = scene.view.dams[seat]
    return [_seat_label(scene, seat), str(len(dam.reserves)), town_figure(dam)]


def room_for(
    scale: float,
    sizes: Sizes,
    others: list[list[str]],
    big: tuple[str, str],
    tray_title: str,
    specials: str,
    tray: Counter[int] | None = None,
) -> Room:
    """Measure the table's words at the text size in force (see :class:`Room`): each small
    dam's facts (:func:`_other_facts`) with their icons, the big dam's name and town figure,
    its tray's title and specials line."""
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
        tray_kinds=len(tray or ()),
        tray_widest=max(
            (measure(f"×{n}", sizes.small, bold=True) for n in (tray or Counter()).values()),
            default=0.0,
        ),
        tray_counts=tuple(
            measure("×88" if kind == HAMSTER or n >= 10 else "×8", sizes.small, bold=True)
            for kind, n in sorted((tray or Counter()).items(), key=lambda kn: (kn[0] != 0, kn[0]))
        ),
        specials=measure(specials, sizes.small) if specials else 0.0,
    )


def table_room(scale: float, scene: Scenery) -> Room:
    """:func:`room_for` the scenery's state: its names, numbers and language."""
    sizes = table_sizes(scale, title=24, heading=16, body=13, small=11, pad=12)
    view = scene.view
    others = [_other_facts(scene, seat) for seat in scene.rows]
    dam = view.dams[scene.big]
    big = (_big_title(scene), town_figure(dam))
    return room_for(
        scale,
        sizes,
        others,
        big,
        _tray_title(dam),
        next(iter(_specials_line(dam)), ""),
        tray=Counter(dam.reserves),
    )


def title_style(layout: TableLayout, sizes: Sizes, title: str) -> tuple[float, int]:
    """The decision title's type size and lines at large text: a heading on one line, bold body
    type if that keeps it on one line, else bold body type wrapped."""
    width = layout.panel_title().width
    if Canvas.lines_needed(title, sizes.heading, width, bold=True) == 1:
        return sizes.heading, 1
    if Canvas.lines_needed(title, sizes.body, width, bold=True) == 1:
        return sizes.body, 1
    return sizes.body, Canvas.lines_needed(title, sizes.body, width, bold=True)


def _button_words(layout: TableLayout, rect: Rect) -> float:
    """The width a button leaves its words (right of its number key)."""
    s = layout.scale
    key = max(20 * s, layout.room.small * 0.85)
    return rect.width - 6 * s - key - 6 * s - 4 * s


def _offer_lines(layout: TableLayout, sizes: Sizes, offer: Any, width: float) -> tuple[int, int]:
    """(label lines, detail lines) of a button whose words are ``width`` wide."""
    label = Canvas.lines_needed(offer.label, sizes.body, width, bold=True)
    detail = Canvas.lines_needed(offer.detail, sizes.small, width) if offer.detail else 0
    return label, detail


def _one_line(sizes: Sizes, offer: Any, width: float) -> bool:
    """Whether a button's label and its why fit side by side on one line ``width`` wide."""
    gap = Canvas.measure("  ", sizes.body)
    label = Canvas.measure(offer.label, sizes.body, bold=True)
    detail = Canvas.measure(offer.detail, sizes.small) if offer.detail else 0.0
    return label + gap + detail <= width - 2


def _passing_words(scene: Scenery, k: int) -> str:
    view = scene.view
    seat = scene.big
    chosen = view.dams[seat].passing
    names = (scene.names[view.left_of(seat)], scene.names[view.right_of(seat)])
    card = chosen[k] if k < len(chosen) else None
    if k == 0:
        if card is not None:
            return _("← to {name}: card {n}").format(name=names[k], n=card)
        return _("← to {name}: pick a card above").format(name=names[k])
    if card is not None:
        return _("→ to {name}: card {n}").format(name=names[k], n=card)
    return _("→ to {name}: pick a card above").format(name=names[k])


def panel_room(layout: TableLayout, scene: Scenery) -> Room:
    """Large text: :func:`table_room` with the heights the decision panel's words take at the
    width the panel has (its title, its why, its buttons or choices), and the lines of the
    tray's specials line in the side column."""
    s = layout.scale
    sizes = sizes_for(layout)
    room = layout.room
    ask = scene.ask
    if ask is not None:  # room for the button that shows the words the panel cannot hold
        room = replace(room, more_width=more_width(layout, sizes))
        layout = TableLayout(layout.rect, layout.others, room)
    width = layout.panel_title().width
    specials = next(iter(_specials_line(scene.view.dams[scene.big])), "")
    tray_inner = layout.tray_width - 24 * s
    specials_lines = Canvas.lines_needed(specials, sizes.small, tray_inner) if specials else 0
    empty = Canvas.lines_needed(
        _("none: hamsters that hold a flood come back here"), sizes.small, tray_inner
    )
    if ask is None:
        lines = Canvas.lines_needed(scene.waiting, sizes.heading, width, bold=True)
        need = 8 * s + max(2, lines) * room.heading + 10 * s
        return replace(
            room,
            panel_need=need,
            panel_why=(max(2, lines) - 1) * room.heading,  # the lines after the first give way
            specials_lines=max(specials_lines, 1),
            no_buttons=True,
        )
    size, lines = title_style(layout, sizes, ask.title)
    title = lines * sizes.line(size)
    brief = 0.0  # a short title on one line, should the whole one give way
    if lines > 1 and ask.brief and Canvas.measure(ask.brief, sizes.body, bold=True) <= width:
        brief = sizes.line(sizes.body)
    stage = scene.view.stage
    helped = ask.help and not ask.specials and not (ask.hand and stage == ARRANGE)
    help_height = 0.0
    if helped:
        help_height = Canvas.lines_needed(ask.help, sizes.small, width) * room.small + 2 * s
    bottom = 0.0
    if ask.hand and stage == ARRANGE:
        bottom = max(64 * s, room.body * 1.6)
    elif ask.hand and stage == PASS:
        cell = (layout.buttons_row().width - 10 * s) / 2 - 16 * s
        lines = max(
            Canvas.lines_needed(_passing_words(scene, k), sizes.body, cell, bold=True)
            for k in range(2)
        )
        bottom = max(layout.button_height, lines * room.body + 6 * s)
    elif ask.specials:
        words = width - 16 * s
        tallest = 0.0
        for index, (kind, _action) in enumerate(ask.specials):
            name = _keep_label(index, kind)
            beside = words - room.body - 8 * s
            height = Canvas.lines_needed(name, sizes.body, beside, bold=True) * room.body
            why = Canvas.lines_needed(piece_help(kind), sizes.small, words) * room.small
            tallest = max(tallest, height + why + 12 * s)
        count = len(ask.specials)
        bottom = count * tallest + (count - 1) * 8 * s
    elif ask.buttons:
        rects = layout.buttons(len(ask.buttons))
        tallest = 0.0
        for offer, rect in zip(ask.buttons, rects, strict=True):
            label, detail = _offer_lines(layout, sizes, offer, _button_words(layout, rect))
            tallest = max(tallest, label * room.body + detail * room.small + 6 * s)
        beside = max(layout.button_height, tallest)
        across = _button_words(layout, Rect(0, 0, layout.buttons_row().width, 1))
        heights = []
        for offer in ask.buttons:
            if _one_line(sizes, offer, across):
                heights.append(max(40 * s, room.body + 6 * s))
                continue
            label, detail = _offer_lines(layout, sizes, offer, across)
            heights.append(max(40 * s, label * room.body + detail * room.small + 6 * s))
        stacked = sum(heights) + (len(heights) - 1) * 6 * s
        if len(heights) > 1 and stacked <= beside:
            one = max(heights)
            bottom = one * len(heights) + (len(heights) - 1) * 6 * s
            room = replace(room, stacked_buttons=True)
        else:
            bottom = beside
    gap = 4 * s if bottom else 0.0
    need = 8 * s + title + 2 * s + help_height + gap + bottom + 10 * s
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
    s = layout.scale
    key = max(20 * s, layout.room.small * 0.85)
    return (
        6 * s + key + 6 * s + Canvas.measure(explain.button_word(), sizes.body, bold=True) + 10 * s
    )


def _big_title(scene: Scenery) -> str:
    seat = scene.big
    if seat == scene.viewer:
        return _("Your dam, {name}").format(name=scene.names[seat])
    return _("{name}'s dam").format(name=_seat_label(scene, seat))


def _tray_title(dam: Any) -> str:
    return _("Reinforcements: {n}").format(n=len(dam.reserves))


def _specials_line(dam: Any) -> list[str]:
    """The specials on a dam, in wordings longest first: with the heading, the names alone,
    and how many there are (when a long list of long names has no room in the tray)."""
    specials = sorted({p for p in _specials_of(dam) if p != TWINSTER_SIDEWAYS})
    if not specials:
        return []
    names = " · ".join(piece_title(p) for p in specials)
    return [
        _("Specials: {names}").format(names=names),
        names,
        _("Specials: {count} kinds").format(count=len(specials)),
    ]


def _paint_other(
    canvas: Canvas,
    top_canvas: Canvas,
    layout: TableLayout,
    sizes: Sizes,
    scene: Scenery,
    index: int,
    seat: int,
) -> None:
    s = layout.scale
    view = scene.view
    dam = view.dams[seat]
    row = layout.other_row(index)
    acting = seat == scene.to_act
    canvas.rect(
        row,
        Palette.PANEL_LIGHT if acting else Palette.PANEL,
        border=seat_color(seat) if acting else Palette.PANEL_EDGE,
        border_width=3 if acting else 1,
        chamfer=8 * s,
    )
    x, y, r = layout.other_marker(index)
    canvas.marker(seat_shape(seat), x, y, r, seat_color(seat))
    facts = _other_facts(scene, seat)
    cells = layout.other_cells(index)
    name = cells[0]
    canvas.fitted_text(
        facts[0],
        Rect(name.left + 22 * s, name.bottom, name.width - 22 * s + 4 * s, name.height),
        sizes.body,
        Palette.TEXT,
        bold=True,
        align="left",
    )
    _paint_figure(canvas, cells[1], sizes, hamster_texture(HAMSTER), facts[1], False)
    _paint_figure(canvas, cells[2], sizes, token_texture(), facts[2], _danger(dam.town))
    if layout.others_shown == "folded":
        return
    _paint_shore(canvas, layout, index, dam.town)
    _paint_dam_cards(canvas, top_canvas, layout, view, seat, index, _hot_numbers(scene, seat))


def _danger(town: int) -> bool:
    """One more token breaches the dam."""
    return town + 1 >= next_breach_at(town)


def _paint_figure(
    canvas: Canvas, cell: Rect, sizes: Sizes, icon: Any, figure: str, danger: bool
) -> None:
    """A compact figure after its picture: a flood token before the town's "2/3", a hamster
    before the reinforcements' count."""
    size = min(cell.height, sizes.line(sizes.small))
    canvas.texture(icon, Rect(cell.left, cell.center_y - size / 2, size, size))
    left = cell.left + size + 2
    canvas.fitted_text(
        figure,
        Rect(left, cell.bottom, max(1.0, cell.right - left + 2), cell.height),
        sizes.small,
        (255, 170, 120, 255) if danger else Palette.TEXT,
        align="left",
        bold=True,
    )


def _paint_shore(canvas: Canvas, layout: TableLayout, row: int, town: int) -> None:
    """The sea left of a dam's first card and the town behind its last, the water in the town
    standing as high as its flood pile."""
    sea = layout.sea(row)
    canvas.texture(sea_texture(max(1, int(sea.width)), max(1, int(sea.height))), sea)
    place = layout.town(row)
    canvas.texture(town_texture(max(1, int(place.width)), max(1, int(place.height)), town), place)


def paint_dice(canvas: Canvas, layout: TableLayout, sizes: Sizes, dice: list[DieWidget]) -> None:
    row = layout.hud_parts()["dice"]
    size = min(44 * layout.scale * sizes.text**0.5, row.height * 0.9, row.width * 0.4)
    for k, die in enumerate(dice):
        center = (row.left + row.width * (0.28 + 0.44 * k), row.center_y)
        die.paint(canvas, sizes, center, size)
        canvas.piece(("die", k), Rect(center[0] - size / 2, center[1] - size / 2, size, size))


def roll_words(view: HamsterdamState) -> tuple[str, ...]:
    """The words beside the dice, longest first (a narrow column shows the shorter)."""
    if view.stage in (PASS, ARRANGE, KEEP):
        total = sum(v for v in view.dice.values if v) if all(view.dice.values) else None
        return (
            _("first-player roll: {n}").format(n=total or 0),
            _("start roll: {n}").format(n=total or 0),
        )
    return (_("rolled {n}").format(n=view.value) if view.value else _("no roll yet"),)


def _paint_hud(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    view = scene.view
    hud = layout.hud
    canvas.rect(hud, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=1, chamfer=8 * s)
    part = layout.hud_parts()
    paint_dice(canvas, layout, sizes, scene.dice)
    canvas.fitted_wording(
        roll_words(view), part["roll"], sizes.small, Palette.TEXT, bold=True, lines=2
    )
    canvas.fitted_text(
        _("Round {n} of {total}").format(n=view.round, total=view.rounds),
        part["round"],
        sizes.body,
        Palette.TEXT,
        bold=True,
    )
    boxes = part["boxes"].inset(4 * s, 0)
    for r, cell in enumerate(boxes.columns(view.rounds, 6 * s)):
        done = r + 1 < view.round
        now = r + 1 == view.round
        canvas.rect(
            cell,
            Palette.ACCENT if now else (Palette.PANEL_EDGE if done else Palette.PANEL_LIGHT),
            border=Palette.CARD_EDGE,
            border_width=1,
            chamfer=3 * s,
        )
        canvas.fitted_text(
            str(r + 1), cell, sizes.small, Palette.TEXT_DARK if now else Palette.TEXT, bold=now
        )
        if done:
            canvas.line(
                cell.left + 3 * s,
                cell.bottom + 3 * s,
                cell.right - 3 * s,
                cell.top - 3 * s,
                Palette.TEXT,
                2,
            )
    ticks = part["ticks"].inset(4 * s, 0)
    tick = ticks.width / TURNS_PER_ROUND
    for t in range(TURNS_PER_ROUND):
        canvas.circle(
            ticks.left + t * tick + tick / 2,
            ticks.center_y,
            3.2 * s if t < view.turns else 2 * s,
            Palette.TEXT if t < view.turns else Palette.PANEL_EDGE,
            segments=8,
        )
    canvas.fitted_text(
        _("turn {n} of {total}").format(
            n=min(view.turns + 1, TURNS_PER_ROUND), total=TURNS_PER_ROUND
        ),
        part["turn"],
        sizes.small,
        Palette.TEXT_MUTED,
    )

    left = view.reservoir["token"]
    canvas.fitted_text(_("Reservoir"), part["title"], sizes.body, Palette.TEXT, bold=True)
    tank = part["tank"].inset(4 * s, 0)
    canvas.rect(tank, (20, 30, 44, 255), border=Palette.PANEL_EDGE, border_width=2, chamfer=4 * s)
    level = max(0.0, min(1.0, left / RESERVOIR_TOKENS))
    if level > 0:
        water = Rect(
            tank.left + 3 * s,
            tank.bottom + 3 * s,
            tank.width - 6 * s,
            (tank.height - 6 * s) * level,
        )
        canvas.rect(water, (0, 114, 178, 255))
        canvas.line(water.left, water.top, water.right, water.top, WATER, 3)
    canvas.fitted_text(
        ngettext("{n} token left", "{n} tokens left", left).format(n=left),
        tank.inset(2 * s, 0),
        sizes.small,
        Palette.TEXT,
        bold=True,
    )


def _paint_big(
    canvas: Canvas, top: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery
) -> None:
    s = layout.scale
    view = scene.view
    seat = scene.big
    dam = view.dams[seat]
    row = layout.main_row
    acting = seat == scene.to_act
    canvas.rect(
        row,
        Palette.PANEL_LIGHT if acting else Palette.PANEL,
        border=seat_color(seat) if acting else Palette.PANEL_EDGE,
        border_width=3 if acting else 1,
        chamfer=8 * s,
    )
    name, _town = layout.big_cells()
    canvas.marker(seat_shape(seat), name.left - 14 * s, name.center_y, 8 * s, seat_color(seat))
    canvas.fitted_text(
        _big_title(scene), name.inset(-2 * s, 0), sizes.body, Palette.TEXT, bold=True, align="left"
    )
    _paint_figure(
        canvas, _big_figure(layout), sizes, token_texture(), town_figure(dam), _danger(dam.town)
    )
    _paint_shore(canvas, layout, -1, dam.town)
    if view.stage == PASS and scene.viewer == seat and scene.ask is not None:
        _paint_pick_cards(canvas, layout, sizes, scene)
        return
    _paint_dam_cards(canvas, top, layout, view, seat, -1, _hot_numbers(scene, seat))


def _paint_pick_cards(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    """Passing: the hand of dam cards laid out large where the dam will stand."""
    ask = scene.ask
    assert ask is not None
    w, h = _size(layout, -1)
    count = len(ask.hand)
    for index, (card, _action) in enumerate(ask.hand):
        canvas.texture(card_texture(card, w, h), layout.choice_card(index, count))


def _paint_tray(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    view = scene.view
    dam = view.dams[scene.big]
    tray = layout.tray
    canvas.rect(tray, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=1, chamfer=8 * s)
    canvas.fitted_text(
        _tray_title(dam),
        layout.tray_title(),
        sizes.small if layout.room.tray_title_small and layout.wide_panel else sizes.body,
        Palette.TEXT,
        bold=True,
        align="left",
        lines=2,
    )
    kinds = Counter(dam.reserves)
    for index, kind in enumerate(scene.tray_kinds):
        slot = layout.tray_slot(index)
        sprite = canvas.texture(hamster_texture(kind), slot, piece=("tray hamster", kind))
        if kind == TWINSTER_SIDEWAYS:
            sprite.angle = 90
        canvas.fitted_text(
            f"×{kinds[kind]}",
            layout.tray_count(index),
            sizes.small,
            Palette.TEXT,
            bold=True,
            align="left",
        )
    if not kinds:
        canvas.fitted_text(
            _("none: hamsters that hold a flood come back here"),
            layout.tray_empty(),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
            lines=max(3, int(layout.tray_empty().height // (layout.room.small * 0.95))),
        )
    specials = _specials_line(dam)
    if specials and kinds:
        canvas.fitted_wording(
            specials,
            layout.tray_specials(),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
            lines=layout.tray_specials_lines(),
        )


def _specials_of(dam: Any) -> list[int]:
    found = [p for p in dam.reserves if p]
    for stack in dam.stacks:
        found.extend(p for p in stack.pieces if p)
    return found


def _title_and_help(layout: TableLayout, sizes: Sizes, title: str) -> tuple[Rect, Rect, float]:
    """The ask's title, the room left for its help, and the title's size: a heading on one
    line; a long title in bold body type if that keeps it on one line, else on two lines."""
    one = layout.panel_title()
    under = layout.panel_help()
    if layout.wide_panel:
        return one, under, title_style(layout, sizes, title)[0]
    if Canvas.measure(title, sizes.heading, bold=True) <= one.width:
        return one, under, sizes.heading
    if Canvas.measure(title, sizes.body, bold=True) <= one.width:
        return one, under, sizes.body
    extra = layout.room.heading * 0.85
    two = Rect(one.left, one.bottom - extra, one.width, one.height + extra)
    return two, Rect(under.left, under.bottom, under.width, under.height - extra), sizes.heading


def _room_lines(layout: TableLayout, rect: Rect) -> int:
    """The lines of small text ``rect`` holds (none when it is lower than one)."""
    return max(0, int(rect.height // (layout.room.small * 0.92)))


def _help_lines(layout: TableLayout, rect: Rect) -> int:
    return max(1, _room_lines(layout, rect))


def _paint_panel(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    panel = layout.panel
    ask = scene.ask
    canvas.rect(
        panel,
        Palette.PANEL,
        border=Palette.FOCUS if ask is not None else Palette.PANEL_EDGE,
        border_width=2 if ask is not None else 1,
        chamfer=8 * s,
    )
    if ask is None:
        title = layout.panel_title()
        height_left = title.top - panel.bottom - 8 * s
        # the words whole: in heading type if they fit the panel, else in body, else small type
        for size in (sizes.heading, sizes.body, sizes.small):
            need = Canvas.lines_needed(scene.waiting, size, title.width, bold=True)
            if need * sizes.line(size) <= height_left:
                break
        line = sizes.line(size)
        lines = max(1, min(max(2, need), int(height_left / line + 1e-6)))
        bottom = max(layout.panel_help().bottom, title.top - lines * line)
        if size != sizes.heading:
            bottom = title.top - lines * line
        canvas.fitted_text(
            scene.waiting,
            Rect(title.left, bottom, title.width, title.top - bottom),
            size,
            Palette.TEXT,
            bold=True,
            align="left",
            lines=lines,
        )
        if explain.hover_boxed(layout):
            return  # the hovered thing's words open over the dams
        if scene.hover_piece is not None:
            _paint_piece_help(canvas, layout, sizes, scene.hover_piece)
        elif scene.hover_town is not None:
            _paint_help_words(canvas, layout, sizes, town_words(scene, scene.hover_town))
        return
    title, help_rect, size = _title_and_help(layout, sizes, ask.title)
    shows_title, shows_why = layout.panel_words()
    if shows_title == "brief":
        canvas.fitted_text(ask.brief, title, sizes.body, Palette.TEXT, bold=True, align="left")
    elif shows_title:
        canvas.fitted_text(
            ask.title,
            title,
            size,
            Palette.TEXT,
            bold=True,
            align="left",
            lines=max(2, int(title.height // (layout.room.body * 0.9))),
        )
    explain.paint_button(canvas, layout, sizes, ask, scene.explaining)
    kinds = [kind for kind, _action in ask.specials]
    told = keep_help_over(layout, sizes, kinds, scene.hover_piece)
    boxed = explain.hover_boxed(layout)  # the hovered thing's words open over the dams
    if boxed and (scene.hover_piece is not None or scene.hover_town is not None):
        pass
    elif scene.hover_piece is not None and told is None and scene.hover_piece not in kinds:
        # (a special to keep whose help fits its cell already shows it there)
        _paint_piece_help(canvas, layout, sizes, scene.hover_piece)
    elif scene.hover_town is not None and not ask.specials:
        _paint_help_words(canvas, layout, sizes, town_words(scene, scene.hover_town))
    elif (
        shows_why
        and ask.help
        and not ask.specials
        and not (ask.hand and scene.view.stage == ARRANGE)
    ):
        lines = _help_lines(layout, help_rect)
        explains_buttons = bool(ask.buttons)
        fits = Canvas.lines_needed(ask.help, sizes.small, help_rect.width) <= lines
        if fits or not explains_buttons:  # the buttons say the choice; their story gives way
            canvas.fitted_text(
                ask.help, help_rect, sizes.small, Palette.TEXT_MUTED, align="left", lines=lines
            )
    if ask.hand and scene.view.stage == ARRANGE:
        w, h = _size(layout, -1)
        for index, (card, _action) in enumerate(ask.hand):
            rect = layout.hand_card(index, len(ask.hand))
            canvas.texture(card_texture(card, w, h), rect)
    if ask.hand and scene.view.stage == PASS:
        _paint_passing(canvas, layout, sizes, scene)
    for index, (kind, _action) in enumerate(ask.specials):
        cell = layout.special_choice(index, len(ask.specials))
        if told is not None and index in told[1]:
            continue
        canvas.rect(
            cell, Palette.PANEL_LIGHT, border=Palette.PANEL_EDGE, border_width=1, chamfer=6 * s
        )
        label = _keep_label(index, kind)
        if layout.wide_panel:
            _paint_keep_wide(canvas, layout, sizes, cell, kind, label)
            continue
        icon_size = min(56 * s, cell.height - 8 * s)
        icon = Rect(cell.left + 8 * s, cell.center_y - icon_size / 2, icon_size, icon_size)
        canvas.texture(hamster_texture(kind), icon)
        text = Rect(
            icon.right + 8 * s,
            cell.bottom + 4 * s,
            cell.right - icon.right - 14 * s,
            cell.height - 8 * s,
        )
        name = Rect(text.left, text.top - layout.room.body, text.width, layout.room.body)
        canvas.fitted_text(label, name, sizes.body, Palette.TEXT, bold=True, align="left")
        why = Rect(text.left, text.bottom, text.width, name.bottom - text.bottom)
        _paint_help_if_room(canvas, layout, sizes, kind, why)
    if told is not None and scene.hover_piece is not None:
        _paint_keep_help(canvas, layout, sizes, told[0], scene.hover_piece)
    rects = layout.buttons(len(ask.buttons))
    for index, (offer, rect) in enumerate(zip(ask.buttons, rects, strict=True)):
        canvas.rect(
            rect,
            Palette.BUTTON_PRIMARY if index == 0 else Palette.BUTTON,
            border=Palette.PANEL_EDGE,
            border_width=1,
            chamfer=6 * s,
        )
        key_size = max(20 * s, layout.room.small * 0.85)
        key = Rect(rect.left + 6 * s, rect.center_y - key_size / 2, key_size, key_size)
        canvas.rect(key, Palette.PANEL, chamfer=4 * s)
        canvas.fitted_text(str(index + 1), key, sizes.small, Palette.TEXT, bold=True)
        words = Rect(key.right + 6 * s, rect.bottom, rect.right - key.right - 10 * s, rect.height)
        if offer.detail and layout.room.stacked_buttons and _one_line(sizes, offer, words.width):
            label_width = Canvas.measure(offer.label, sizes.body, bold=True) + 2 * s
            canvas.fitted_text(
                offer.label,
                Rect(words.left, words.bottom, label_width + 2 * s, words.height),
                sizes.body,
                Palette.TEXT,
                bold=True,
                align="left",
            )
            after = words.left + label_width + Canvas.measure("  ", sizes.body)
            canvas.fitted_text(
                offer.detail,
                Rect(after, words.bottom, words.right - after, words.height),
                sizes.small,
                Palette.TEXT_MUTED,
                align="left",
            )
        elif offer.detail and layout.wide_panel:
            label_lines, detail_lines = _offer_lines(layout, sizes, offer, words.width)
            room = layout.room
            block = label_lines * room.body + detail_lines * room.small
            label_box = Rect(
                words.left,
                words.center_y + block / 2 - label_lines * room.body,
                words.width,
                label_lines * room.body,
            )
            detail_box = Rect(
                words.left,
                label_box.bottom - detail_lines * room.small,
                words.width,
                detail_lines * room.small,
            )
            canvas.fitted_text(
                offer.label,
                label_box,
                sizes.body,
                Palette.TEXT,
                bold=True,
                align="left",
                lines=label_lines,
            )
            canvas.fitted_text(
                offer.detail,
                detail_box,
                sizes.small,
                Palette.TEXT_MUTED,
                align="left",
                lines=detail_lines,
            )
        elif offer.detail:
            label_h = words.height * layout.room.body / (layout.room.body + layout.room.small)
            label_box, detail_box = words.split_top(label_h)
            canvas.fitted_text(
                offer.label, label_box, sizes.body, Palette.TEXT, bold=True, align="left"
            )
            canvas.fitted_text(
                offer.detail, detail_box, sizes.small * 0.95, Palette.TEXT_MUTED, align="left"
            )
        else:
            lines = max(2, int(words.height // (layout.room.body * 0.95)))
            canvas.fitted_text(
                offer.label, words, sizes.body, Palette.TEXT, bold=True, align="left", lines=lines
            )


def _keep_label(index: int, kind: int) -> str:
    """A special to keep: its key and name (the title over the choices says "keep", so the
    name stands alone and fits beside its picture in any language)."""
    return f"{index + 1}  {piece_title(kind)}"


def _paint_keep_wide(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, cell: Rect, kind: int, label: str
) -> None:
    """Large text: a special to keep as a row across the panel: its picture and name, and
    under them what it does."""
    s = layout.scale
    room = layout.room
    inner = cell.inset(8 * s, 6 * s)
    icon = Rect(inner.left, inner.top - room.body, room.body, room.body)
    canvas.texture(hamster_texture(kind), icon)
    left = icon.right + 8 * s
    lines = Canvas.lines_needed(label, sizes.body, inner.right - left, bold=True)
    name = Rect(left, inner.top - lines * room.body, inner.right - left, lines * room.body)
    canvas.fitted_text(label, name, sizes.body, Palette.TEXT, bold=True, align="left", lines=lines)
    why = Rect(inner.left, inner.bottom, inner.width, name.bottom - inner.bottom)
    _paint_help_if_room(canvas, layout, sizes, kind, why)


def _paint_help_if_room(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, kind: int, why: Rect
) -> None:
    """What a special to keep does, under its name, when the cell has the lines for it; with
    many specials to choose from the cells are small, and the words show on hover instead of
    being cut."""
    text = piece_help(kind)
    lines = _room_lines(layout, why)
    if not lines or Canvas.lines_needed(text, sizes.small, why.width) > lines:
        return
    canvas.fitted_text(text, why, sizes.small, Palette.TEXT_MUTED, align="left", lines=lines)


def _keep_why(layout: TableLayout, sizes: Sizes, cell: Rect, kind: int) -> Rect:
    """The room under a keep cell's name where what the special does is written if it fits."""
    s = layout.scale
    room = layout.room
    if layout.wide_panel:
        inner = cell.inset(8 * s, 6 * s)
        left = inner.left + room.body + 8 * s
        label = _keep_label(0, kind)
        lines = Canvas.lines_needed(label, sizes.body, inner.right - left, bold=True)
        return Rect(inner.left, inner.bottom, inner.width, inner.height - lines * room.body)
    icon_size = min(56 * s, cell.height - 8 * s)
    left = cell.left + 16 * s + icon_size
    text = Rect(left, cell.bottom + 4 * s, cell.right - left - 6 * s, cell.height - 8 * s)
    return Rect(text.left, text.bottom, text.width, text.height - room.body)


def keep_help_over(
    layout: TableLayout, sizes: Sizes, kinds: list[int], hovered: int | None
) -> tuple[Rect, set[int]] | None:
    """Where the help of a hovered special to keep shows when its cell has no room for it:
    over the rows of cells on the larger side of the hovered one (those cells give way while
    the pointer rests there), as ``(rect, covered indices)``; ``None`` when it is not needed."""
    if hovered is None or hovered not in kinds:
        return None
    index = kinds.index(hovered)
    cells = [layout.special_choice(i, len(kinds)) for i in range(len(kinds))]
    why = _keep_why(layout, sizes, cells[index], hovered)
    room = _room_lines(layout, why)
    if room and Canvas.lines_needed(piece_help(hovered), sizes.small, why.width) <= room:
        return None  # the cell shows it
    mine = cells[index].bottom
    below = {i for i, cell in enumerate(cells) if cell.top <= mine + 0.5}
    above = {i for i, cell in enumerate(cells) if cell.bottom >= cells[index].top - 0.5}
    side = below if _height(cells, below) >= _height(cells, above) else above
    if not side:
        return None
    left = min(cells[i].left for i in side)
    right = max(cells[i].right for i in side)
    bottom = min(cells[i].bottom for i in side)
    top = max(cells[i].top for i in side)
    return Rect(left, bottom, right - left, top - bottom), side


def _height(cells: list[Rect], chosen: set[int]) -> float:
    if not chosen:
        return 0.0
    return max(cells[i].top for i in chosen) - min(cells[i].bottom for i in chosen)


def _paint_keep_help(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, rect: Rect, kind: int
) -> None:
    s = layout.scale
    room = layout.room
    canvas.rect(rect, Palette.PANEL_LIGHT, border=Palette.FOCUS, border_width=2, chamfer=6 * s)
    inner = rect.inset(10 * s, 6 * s)
    text = piece_help(kind)
    needed = Canvas.lines_needed(text, sizes.small, inner.width) * room.small
    if inner.height < room.body + needed:  # a low row: name and help run on as one text
        canvas.fitted_text(
            f"{piece_title(kind)}: {text}",
            inner,
            sizes.small,
            Palette.TEXT,
            align="left",
            lines=_help_lines(layout, inner),
        )
        return
    title = Rect(inner.left, inner.top - room.body, inner.width, room.body)
    canvas.fitted_text(piece_title(kind), title, sizes.body, Palette.TEXT, bold=True, align="left")
    room_left = Rect(inner.left, inner.bottom, inner.width, title.bottom - inner.bottom)
    lines = min(_help_lines(layout, room_left), Canvas.lines_needed(text, sizes.small, inner.width))
    height = min(room_left.height, lines * room.small + 2 * s)
    words = Rect(inner.left, title.bottom - height, inner.width, height)
    canvas.fitted_text(text, words, sizes.small, Palette.TEXT, align="left", lines=lines)


def _paint_passing(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    view = scene.view
    seat = scene.big
    chosen = view.dams[seat].passing
    slots = layout.buttons_row().columns(2, 10 * s)
    for k, cell in enumerate(slots):
        card = chosen[k] if k < len(chosen) else None
        canvas.rect(
            cell, Palette.PANEL_LIGHT, border=Palette.PANEL_EDGE, border_width=1, chamfer=6 * s
        )
        words = _passing_words(scene, k)
        lines = max(2, int(cell.height // (layout.room.body * 0.95)))
        canvas.fitted_text(
            words,
            cell.inset(8 * s, 0),
            sizes.body,
            Palette.TEXT,
            bold=card is not None,
            lines=lines,
        )


def _paint_piece_help(canvas: Canvas, layout: TableLayout, sizes: Sizes, piece: int) -> None:
    _paint_help_words(canvas, layout, sizes, f"{piece_title(piece)}: {piece_help(piece)}")


def _paint_help_words(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, words: str | tuple[str, ...]
) -> None:
    """What the thing under the pointer is, in words, where the decision's why stands: the
    longest of the wordings that fits there."""
    s = layout.scale
    rect = layout.panel_help()
    lines = _help_lines(layout, rect)
    wordings = (words,) if isinstance(words, str) else words
    fits = [
        w for w in wordings if Canvas.lines_needed(w, sizes.small, rect.width, bold=True) <= lines
    ]
    canvas.rect(rect.inset(-4 * s, -2 * s), Palette.PANEL_LIGHT, chamfer=4 * s)
    canvas.fitted_text(
        fits[0] if fits else wordings[-1],
        rect,
        sizes.small,
        Palette.TEXT,
        align="left",
        bold=True,
        lines=lines,
    )


# --- the marks: focus, places to click, the held hamster -------------------------------------


def _paint_marks(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    ask = scene.ask
    if ask is None or not scene.my_turn:
        return
    view = scene.view
    focus = scene.focus
    for spot, _action in ask.spots.items():
        kind, position = spot
        if kind == CARD:
            rect = layout.card(-1, position).inset(-3 * s)
            canvas.outline(rect, Palette.FOCUS, 5 if spot == focus else 2)
        else:
            rect = layout.gap(-1, position)
            canvas.circle(
                rect.center_x,
                rect.center_y,
                rect.width / 2,
                Palette.FOCUS if spot == focus else Palette.BUTTON,
            )
            canvas.fitted_text(
                "⇄",
                rect,
                sizes.body,
                Palette.TEXT_DARK if spot == focus else Palette.TEXT,
                bold=True,
            )
        if spot == focus:
            label = ask.spot_labels.get(spot, "")
            told = layout.wide_panel and any(offer.label == label for offer in ask.buttons)
            if label and not told:
                card = layout.card(-1, position)
                width = max(140 * s, Canvas.measure(label, sizes.small, bold=True) + 12 * s)
                height = max(20 * s, layout.room.small * 0.9)
                box = _spot_label_box(
                    layout, card, width, height, _header_free(layout, sizes, scene)
                )
                canvas.rect(box, Palette.FOCUS, chamfer=4 * s)
                canvas.fitted_text(label, box, sizes.small, Palette.TEXT_DARK, bold=True)
    if (
        isinstance(focus, tuple)
        and focus[0] == "button"
        and focus[1] < len(scene.buttons)
        and not ask.drags
    ):
        canvas.outline(scene.buttons[focus[1]].inset(-3 * s), Palette.FOCUS, 4)
    if isinstance(focus, tuple) and focus[0] == "hand":
        index = focus[1]
        count = len(ask.hand)
        rect = (
            layout.choice_card(index, count)
            if view.stage == PASS
            else layout.hand_card(index, count)
        )
        canvas.outline(rect.inset(-4 * s), Palette.FOCUS, 5)
    kinds = [kind for kind, _action in ask.specials]
    over = keep_help_over(layout, sizes, kinds, scene.hover_piece)
    covered = over[1] if over is not None else set()
    if isinstance(focus, tuple) and focus[0] == "special" and focus[1] not in covered:
        canvas.outline(
            layout.special_choice(focus[1], len(ask.specials)).inset(-3 * s), Palette.FOCUS, 4
        )
    if view.stage == ARRANGE and scene.viewer is not None:
        slot = layout.card(-1, len(view.dams[scene.viewer].cards))
        canvas.outline(slot.inset(-3 * s), Palette.FOCUS, 3)
        _paint_next(canvas, layout, sizes, slot)
    held = scene.held
    if held is None or held not in ask.drags:
        for source in ask.drags:
            lit = source_rect(layout, scene, source)
            if lit is not None:
                canvas.ring(lit.center_x, lit.center_y, lit.width * 0.55, (240, 228, 66, 150), 2)
        return
    held_rect = source_rect(layout, scene, held)
    if held_rect is not None:
        canvas.ring(held_rect.center_x, held_rect.center_y, held_rect.width * 0.6, Palette.FOCUS, 4)
    for position in ask.drags[held]:
        card = layout.stack_area(-1, position)
        canvas.outline(card.inset(-2 * s), Palette.FOCUS, 5 if position == scene.target else 2)
        if position == scene.target:
            tip, foot = card.bottom - 2 * s, card.bottom - 16 * s
            canvas.polygon(
                [
                    (card.center_x, tip),
                    (card.center_x - 9 * s, foot),
                    (card.center_x + 9 * s, foot),
                ],
                Palette.FOCUS,
            )


def _spot_label_box(
    layout: TableLayout, card: Rect, width: float, height: float, header: tuple[float, float]
) -> Rect:
    """Where a focused place's words go: above its card where the dam's header line is free
    (between ``header``'s two ends: where its name ends and where the town's figure begins),
    else in the header line as near the card as that room allows, so the words never cover a
    card's number; over the card's top edge only when the header has no room; never out of
    the dam's row."""
    s = layout.scale
    main = layout.main_row
    width = min(width, main.width - 8 * s)
    left = min(max(card.center_x - width / 2, main.left + 4 * s), main.right - 4 * s - width)
    free, stop = header[0] + 6 * s, header[1] - 6 * s
    if not layout.wide_panel and left < free <= stop - width:
        left = free
    if not layout.wide_panel and left + width > stop and free <= stop - width:
        left = stop - width
    above = not layout.wide_panel and free <= left and left + width <= stop
    bottom = card.top + 2 * s if above else card.top - height
    return Rect(left, bottom, width, height)


def _header_free(layout: TableLayout, sizes: Sizes, scene: Scenery) -> tuple[float, float]:
    """Where the big dam's header line is free: from the end of its name (and of the town's
    figure when it follows the name) to the figure standing over the town, or the row's end."""
    s = layout.scale
    dam = scene.view.dams[scene.big]
    name, _town = layout.big_cells()
    figure = _big_figure(layout)
    named = name.left + Canvas.measure(_big_title(scene), sizes.body, bold=True)
    line = sizes.line(sizes.small)
    figure_end = figure.left + line + 2 + Canvas.measure(town_figure(dam), sizes.small, bold=True)
    if figure.right >= layout.town(-1).right - 1 and figure.left > named:
        return named, figure.left
    return max(named, figure_end + 6 * s), layout.main_row.right + 2 * s


def _paint_next(canvas: Canvas, layout: TableLayout, sizes: Sizes, slot: Rect) -> None:
    """The word "next" on the empty place the next dam card goes: in it, or when the word is
    wider, over the empty places after it (or, at the dam's end, ending at it)."""
    s = layout.scale
    words = _("next")
    width = Canvas.measure(words, sizes.body, bold=True) + 10 * s
    if width <= slot.width:
        canvas.fitted_text(words, slot, sizes.body, Palette.FOCUS, bold=True)
        return
    main = layout.main_row
    height = layout.room.body
    left = slot.left if slot.left + width <= main.right - 4 * s else slot.right - width
    box = Rect(left, slot.center_y - height / 2, width, height)
    canvas.rect(box, Palette.FOCUS, chamfer=4 * s)
    canvas.fitted_text(words, box, sizes.body, Palette.TEXT_DARK, bold=True)


def town_under(layout: TableLayout, scene: Scenery, x: float, y: float) -> int | None:
    """The seat whose town picture, sea or header figures lie under ``(x, y)``."""
    shown = layout.others_shown
    for seat in range(scene.view.players):
        row = row_of(scene, seat)
        if row >= 0 and shown == "aside":
            continue
        places = layout.other_cells(row)[1:] if row >= 0 else [_big_figure(layout)]
        if row < 0 or shown != "folded":
            places += [layout.town(row), layout.sea(row)]
        if any(place.contains(x, y) for place in places):
            return seat
    return None


def _big_figure(layout: TableLayout) -> Rect:
    """The big dam's town figure on its header line."""
    town = layout.big_cells()[1]
    width = layout.room.big_cells[1] if layout.room.big_cells else town.width
    return Rect(town.left, town.bottom, width, town.height)


def source_rect(layout: TableLayout, scene: Scenery, source: Source) -> Rect | None:
    """Where a draggable hamster can be grabbed: its tray slot, or the visible part of its group
    in a stack of the big dam."""
    if source[0] == TRAY:
        if source[1] in scene.tray_kinds:
            return layout.tray_slot(scene.tray_kinds.index(source[1]))
        return None
    _stack, position, kind = source
    groups = stack_groups(scene.view.dams[scene.big].stacks[position].pieces)
    for index in range(len(groups) - 1, -1, -1):
        if groups[index][0] == kind:
            return piece_grip(layout, -1, position, index, len(groups))
    return None


def piece_grip(layout: TableLayout, row: int, position: int, index: int, count: int) -> Rect:
    """The part of a stack's group that the group above it does not cover."""
    rect = layout.piece(row, position, index, count)
    if index == count - 1:
        return rect
    above = layout.piece(row, position, index + 1, count)
    return Rect(rect.left, rect.bottom, rect.width, max(4.0, above.bottom - rect.bottom))


def spot_rect(layout: TableLayout, spot: Spot) -> Rect:
    kind, position = spot
    return layout.card(-1, position) if kind == CARD else layout.gap(-1, position)


__all__ = ["Scenery", "paint_table", "row_of", "sizes_for", "source_rect", "spot_rect", "GAP"]
