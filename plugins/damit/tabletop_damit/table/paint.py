"""The still parts of the table, painted into canvases that are rebuilt only when something changes.

``paint_base`` goes under the sprites (player areas, captions, empty places); ``paint_marks``
over them (selection frames, key letters, what a hovered card costs, cards out of reach, the
garbage question).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape, table_sizes
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
from tabletop_damit.table.layout import DRAW, RIVER_SLOTS, TableLayout
from tabletop_damit.table.textures import back_texture

_, ngettext = translator("tabletop_damit")

HAND_KEYS = "ABCDEFGHIJKLMNOPQRSTVWXYZ"
"""Letters that pick hand cards; U is the host's Undo, so it is skipped."""

SHADOW = (12, 20, 24, 150)


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


def _sizes(layout: TableLayout) -> Sizes:
    return table_sizes(layout.scale, title=26, heading=17, body=14, small=11.5, pad=12)


def cubes_word(count: int) -> str:
    return ngettext("{count} cube", "{count} cubes", count).format(count=count)


def paint_base(canvas: Canvas, layout: TableLayout, scene: Scenery) -> None:
    sizes = _sizes(layout)
    s = layout.scale
    view = scene.view
    for seat in range(view.players):
        _paint_panel(canvas, layout, sizes, scene, seat)

    # dam piles: an empty pile leaves its place outlined
    for index, cards in enumerate(view.piles):
        if not cards:
            rect = layout.pile_card(index, 0)
            canvas.rect(
                rect, (0, 0, 0, 40), border=Palette.PANEL_EDGE, border_width=1, chamfer=6 * s
            )
            top, bottom = rect.inset(4 * s).rows(2)
            canvas.fitted_text(
                _("cost {cost}").format(cost=DAM_COSTS[index]), top, sizes.small, Palette.TEXT_MUTED
            )
            canvas.fitted_text(_("all built"), bottom, sizes.small, Palette.TEXT_MUTED)

    # the river: a band of water, key and price above each card, empty places outlined
    first, draw_slot = layout.river_slot(0), layout.discard_slot
    canvas.rect(
        Rect(
            first.left - 8 * s,
            first.bottom - 24 * s,
            draw_slot.right - first.left + 16 * s,
            first.height + 46 * s,
        ),
        (46, 94, 140, 70),
        chamfer=12 * s,
    )
    for position in range(RIVER_SLOTS + 1):
        slot = layout.river_slot(position)
        key = str(position + 1)
        price = _("free") if position == 0 else cubes_word(position)
        caption = Rect(slot.left, slot.top + 2 * s, slot.width, 16 * s)
        canvas.circle(caption.left + 8 * s, caption.center_y, 8 * s, Palette.PANEL_LIGHT)
        canvas.text(
            key,
            caption.left + 8 * s,
            caption.center_y,
            sizes.small,
            Palette.TEXT,
            anchor_x="center",
            anchor_y="center",
            bold=True,
        )
        canvas.fitted_text(
            price,
            Rect(caption.left + 18 * s, caption.bottom, caption.width - 18 * s, caption.height),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
        )
        card = (
            view.river.items[position]
            if position < RIVER_SLOTS
            else (view.draw.cards[-1] if view.draw.cards else None)
        )
        if card is None:
            canvas.rect(
                slot, (0, 0, 0, 40), border=Palette.PANEL_EDGE, border_width=1, chamfer=6 * s
            )
    draw = layout.river_slot(DRAW)
    below = 20 * s
    canvas.fitted_text(
        _("draw pile · {count}").format(count=len(view.draw.cards)),
        Rect(draw.left - 10 * s, draw.bottom - below, draw.width + 20 * s, below - 2 * s),
        sizes.small,
        Palette.TEXT,
    )
    discard = layout.discard_slot
    if not view.discard.cards:
        canvas.rect(
            discard, (0, 0, 0, 40), border=Palette.PANEL_EDGE, border_width=1, chamfer=6 * s
        )
    canvas.fitted_text(
        _("discard · {count}").format(count=len(view.discard.cards)),
        Rect(discard.left - 10 * s, discard.bottom - below, discard.width + 20 * s, below - 2 * s),
        sizes.small,
        Palette.TEXT,
    )
    first = layout.river_slot(0)
    last = layout.river_slot(RIVER_SLOTS - 1)
    y = first.bottom - below / 2
    canvas.line(first.left + 6 * s, y, last.right - 6 * s, y, (86, 180, 233, 160), 2)
    canvas.polygon(
        [(first.left, y), (first.left + 10 * s, y + 6 * s), (first.left + 10 * s, y - 6 * s)],
        (86, 180, 233, 200),
    )
    canvas.text(
        _("the river flows this way"),
        first.center_x + 40 * s,
        y - 1 * s,
        sizes.small * 0.9,
        (150, 205, 235, 255),
        anchor_y="center",
    )

    _paint_hand_header(canvas, layout, sizes, scene)


def _paint_panel(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery, seat: int
) -> None:
    s = layout.scale
    view = scene.view
    panel = layout.panel(seat)
    acting = seat == scene.to_act
    canvas.rect(
        panel,
        Palette.PANEL_LIGHT if acting else Palette.PANEL,
        border=seat_color(seat) if acting else Palette.PANEL_EDGE,
        border_width=4 if acting else 1,
        chamfer=8 * s,
    )
    canvas.marker(
        seat_shape(seat), panel.left + 18 * s, panel.top - 17 * s, 8 * s, seat_color(seat)
    )
    who = scene.names[seat]
    tag = _(" · bot") if scene.bots[seat] else (_(" · you") if seat == scene.viewer else "")
    canvas.fitted_text(
        who + tag,
        Rect(panel.left + 32 * s, panel.top - 30 * s, panel.width - 40 * s, 26 * s),
        sizes.body,
        Palette.TEXT,
        bold=True,
        align="left",
    )

    row = layout.panel_text_row(seat, 0)
    canvas.fitted_text(
        f"×{view.cubes[seat]}", layout.panel_cube_count(seat), sizes.body, Palette.TEXT, bold=True
    )
    if not view.cubes[seat]:
        canvas.fitted_text(
            _("no cubes"),
            Rect(row.left, row.bottom, row.width - 50 * s, row.height),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
        )

    hand = layout.panel_hand(seat)
    count = len(view.hands[seat])
    canvas.texture(back_texture(int(hand.width), int(hand.height)), hand)
    canvas.fitted_text(
        ngettext("{count} card", "{count} cards", count).format(count=count),
        Rect(hand.right + 5 * s, hand.bottom, 70 * s, hand.height),
        sizes.small,
        Palette.TEXT,
        align="left",
    )
    kept = len(view.garbage[seat])
    if kept:
        spot = layout.panel_garbage(seat, kept - 1)
        canvas.fitted_text(
            f"−{garbage_penalty(kept)}",
            Rect(spot.right + 4 * s, spot.bottom, 40 * s, spot.height),
            sizes.small,
            (255, 170, 120, 255),
            bold=True,
            align="left",
        )

    dams = view.dams[seat]
    row = layout.panel_text_row(seat, 2)
    text = _("dams {vp} VP").format(vp=sum(dams)) if dams else _("no dam yet")
    canvas.fitted_text(
        text,
        Rect(row.left + 56 * s, row.bottom, row.width - 56 * s, row.height),
        sizes.small,
        Palette.TEXT,
        bold=bool(dams),
    )


def _paint_hand_header(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    row = layout.hand_row
    header = Rect(row.left, row.top - 28 * s, row.width, 26 * s)
    view = scene.view
    if scene.viewer is None:
        canvas.fitted_text(
            _("Only bots play: every hand stays hidden."),
            header,
            sizes.body,
            Palette.TEXT_MUTED,
            align="left",
        )
        return
    hand = view.hands[scene.viewer]
    if not hand:
        canvas.fitted_text(
            _("{name}'s hand is empty: take cards from the river.").format(
                name=scene.names[scene.viewer]
            ),
            header,
            sizes.body,
            Palette.TEXT_MUTED,
            align="left",
        )
        return
    check = scene.check
    if check is None or not check.cards:
        worth = sum(TREE_VALUE[c] for c in hand)
        name = scene.names[scene.viewer]
        if scene.my_turn:
            text = ngettext(
                "{name}'s hand · {count} card · pick cards to build with their letters or a click",
                "{name}'s hand · {count} cards · pick cards to build with their letters or a click",
                len(hand),
            ).format(name=name, count=len(hand))
        else:
            text = ngettext(
                "{name}'s hand · {count} card · trees worth {worth}",
                "{name}'s hand · {count} cards · trees worth {worth}",
                len(hand),
            ).format(name=name, count=len(hand), worth=worth)
        canvas.fitted_text(text, header, sizes.body, Palette.TEXT, align="left")
        return
    names = " + ".join(card_label(c) for c in check.cards)
    if check.problem:
        canvas.fitted_text(
            f"{names} = {check.total} · {check.problem}",
            header,
            sizes.body,
            (255, 170, 120, 255),
            bold=True,
            align="left",
        )
    else:
        piles = ", ".join(str(c) for c in check.reachable)
        canvas.fitted_text(
            _("{cards} = {total} · reaches cost {costs} · click a lit pile or press Enter").format(
                cards=names, total=check.total, costs=piles
            ),
            header,
            sizes.body,
            Palette.FOCUS,
            bold=True,
            align="left",
        )


def paint_marks(canvas: Canvas, layout: TableLayout, scene: Scenery) -> None:
    sizes = _sizes(layout)
    s = layout.scale
    view = scene.view
    viewer = scene.viewer
    scene.buttons.clear()

    if viewer is not None:
        hand = view.hands[viewer]
        for index, card in enumerate(hand):
            chosen = card in scene.selected
            slot = layout.hand_slot(index, len(hand), chosen)
            if chosen:
                canvas.outline(slot.inset(-3 * s), Palette.FOCUS, 4)
            if scene.my_turn and index < len(HAND_KEYS):
                hit = layout.hand_hit(index, len(hand), chosen)
                cx = (
                    min(hit.right, slot.right) - 11 * s
                    if index < len(hand) - 1
                    else slot.right - 14 * s
                )
                cx = max(slot.left + 11 * s, min(cx, slot.left + 40 * s))
                cy = slot.top + 2 * s
                canvas.circle(cx, cy, 10 * s, Palette.FOCUS if chosen else Palette.PANEL)
                canvas.text(
                    HAND_KEYS[index],
                    cx,
                    cy,
                    sizes.small,
                    Palette.TEXT_DARK if chosen else Palette.TEXT,
                    anchor_x="center",
                    anchor_y="center",
                    bold=True,
                )

    if scene.my_turn and viewer is not None and scene.asking is None:
        cubes = view.cubes[viewer]
        for position in range(RIVER_SLOTS + 1):
            slot = layout.river_slot(position)
            card = (
                view.river.items[position]
                if position < RIVER_SLOTS
                else (view.draw.cards[-1] if view.draw.cards else None)
            )
            if card is None:
                continue
            if position > cubes:
                canvas.rect(slot, (10, 14, 22, 150), chamfer=6 * s)
                canvas.hatch(slot.inset(6 * s), (255, 255, 255, 40), 14 * s)
                band = Rect(slot.left, slot.center_y - 20 * s, slot.width, 40 * s)
                canvas.rect(band, (20, 24, 31, 220))
                top, bottom = band.rows(2)
                canvas.fitted_text(_("needs"), top, sizes.small, Palette.TEXT_MUTED)
                canvas.fitted_text(
                    cubes_word(position), bottom, sizes.small, Palette.TEXT, bold=True
                )
        check = scene.check
        if check is not None and check.cards:
            for index, cost in enumerate(DAM_COSTS):
                if cost in check.reachable:
                    rect = layout.pile_target(index)
                    width = 5 if cost == scene.target else 2
                    canvas.outline(rect, Palette.FOCUS, width)
                    if cost == scene.target:
                        band = Rect(rect.left, rect.bottom, rect.width, 18 * s)
                        canvas.rect(band, Palette.FOCUS)
                        canvas.fitted_text(
                            _("Enter: build here"),
                            band,
                            sizes.small * 0.9,
                            Palette.TEXT_DARK,
                            bold=True,
                        )
        if scene.hover is not None:
            _paint_hover(canvas, layout, sizes, scene, scene.hover)

    if scene.asking is not None:
        _paint_question(canvas, layout, sizes, scene)


def _paint_hover(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery, position: int
) -> None:
    s = layout.scale
    view = scene.view
    slot = layout.river_slot(position)
    card = (
        view.river.items[position]
        if position < RIVER_SLOTS
        else (view.draw.cards[-1] if view.draw.cards else None)
    )
    if card is None or scene.viewer is None:
        return
    affordable = position <= view.cubes[scene.viewer]
    canvas.outline(slot.inset(-3 * s), Palette.FOCUS if affordable else Palette.DANGER, 4)
    for before in range(min(position, RIVER_SLOTS)):
        ghost = layout.river_cube(before, view.river.tokens[before])
        canvas.rect(ghost, (240, 228, 66, 120), border=Palette.FOCUS, border_width=2)
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
    label = canvas.text(line, 0, 0, sizes.small, Palette.TEXT, anchor_y="center", bold=True)
    width = label.content_width + 24 * s
    left = max(layout.main.left, min(slot.center_x - width / 2, layout.main.right - width))
    box = Rect(left, slot.top + 20 * s, width, 26 * s)
    label.x, label.y = box.left + 12 * s, box.center_y
    canvas.rect(box, (20, 24, 31, 235), border=color, border_width=2, chamfer=5 * s)


def _paint_question(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    main = layout.main
    panel = Rect(main.center_x - 300 * s, layout.river_row.bottom - 40 * s, 600 * s, 150 * s)
    canvas.rect(panel, Palette.PANEL, border=Palette.FOCUS, border_width=3, chamfer=10 * s)
    canvas.text(
        _("Garbage! Discard a disposal card with it, or keep the garbage?"),
        panel.center_x,
        panel.top - 28 * s,
        sizes.body,
        Palette.TEXT,
        anchor_x="center",
        anchor_y="center",
        bold=True,
    )
    kept = len(scene.view.garbage[scene.viewer or 0])
    canvas.text(
        _("Kept garbage costs points at the end: {count} garbage → −{points}.").format(
            count=kept + 1, points=garbage_penalty(kept + 1)
        ),
        panel.center_x,
        panel.top - 54 * s,
        sizes.small,
        Palette.TEXT_MUTED,
        anchor_x="center",
        anchor_y="center",
    )
    specs = [
        (_("D  Discard a disposal card"), "dispose"),
        (_("K  Keep the garbage"), "keep"),
        (_("⌫  Back"), "cancel"),
    ]
    widths = (230 * s, 190 * s, 100 * s)
    x = panel.center_x - (sum(widths) + 24 * s) / 2
    for (label, name), width in zip(specs, widths, strict=True):
        rect = Rect(x, panel.bottom + 18 * s, width, 44 * s)
        fill = Palette.BUTTON_PRIMARY if name == "dispose" else Palette.BUTTON
        canvas.rect(rect, fill, border=Palette.PANEL_EDGE, border_width=1, chamfer=6 * s)
        canvas.fitted_text(
            label, rect.inset(6 * s, 0), sizes.body, Palette.TEXT, bold=name == "dispose"
        )
        scene.buttons.append((name, rect))
        x += width + 12 * s
