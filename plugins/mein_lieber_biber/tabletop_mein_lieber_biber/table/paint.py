"""The still parts of the table, painted into a canvas rebuilt only when something changes: the
pond, the dam with the beavers ashore (their cards now jokers), the spirit level's face, the
round and the stick supply, a row per player (cards in hand, sticks, last discard), the two draw
piles, the buttons of the decision at hand, and the viewer's hand with its key letters.
"""

from __future__ import annotations

from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Text
from tabletop_core.render.kit.bubble_level import SAFE, bubble_offset
from tabletop_core.render.kit.spacing import STEPS
from tabletop_core.render.kit.strokes import RULE, corner
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_core.render.kit.texts import draw_text, draw_texts
from tabletop_core.render.kit.type_steps import fine
from tabletop_core.render.kit.veils import WHITE, solid, veil
from tabletop_core.render.kit.wordings import first_wording
from tabletop_core.render.theme import Palette, Sizes, rgba, seat_color, seat_shape
from tabletop_core.watching import who_plays
from tabletop_mein_lieber_biber.cards import VALUES
from tabletop_mein_lieber_biber.raft import TIP_ANGLE
from tabletop_mein_lieber_biber.state import (
    DRAW,
    PLAY,
    REWARD,
)
from tabletop_mein_lieber_biber.table.art import BEAVER_PICTURE, LEAST_BEAVER
from tabletop_mein_lieber_biber.table.decision import LABEL_LINES
from tabletop_mein_lieber_biber.table.layout import TableLayout
from tabletop_mein_lieber_biber.table.supply import HEAP
from tabletop_mein_lieber_biber.table.textures import (
    back_texture,
    beaver_texture,
    card_texture,
    dam_texture,
    level_texture,
    stick_texture,
    water_texture,
)
from tabletop_mein_lieber_biber.table.words import (
    HAND_KEYS,
    Scenery,
    choice_specs,
    colour_name,
    dam_name,
    fold_words,
    hand_heading,
    joker_mark,
    level_words,
    pile_caption_text,
    played_text,
    seat_tag,
    supply_heading,
    supply_words,
)

_, ngettext = translator("tabletop_mein_lieber_biber")

DIM = veil(Palette.SHADE, "dim")
WARN = rgba("#FFAA78")


def paint_pond(canvas: Canvas, layout: TableLayout) -> None:
    """The water, under everything else (a canvas draws its shapes before its pictures)."""
    area = layout.pond.raft_area
    canvas.texture(water_texture(int(area.width), int(area.height)), area)


def paint_base(canvas: Canvas, layout: TableLayout, scene: Scenery) -> None:
    sizes = layout.type
    _paint_dam(canvas, layout, sizes, scene)
    _paint_level(canvas, layout, sizes)
    _paint_header(canvas, layout, sizes, scene)
    folded = layout.seats_folded
    first = layout.seats.first_seat
    for seat in range(scene.view.players):
        if not folded or seat == first:
            _paint_seat(canvas, layout, sizes, scene, seat)
    _paint_piles(canvas, layout, sizes, scene)
    _paint_choices(canvas, layout, sizes, scene)
    _paint_hand(canvas, layout, sizes, scene)
    if folded:
        _paint_folded_seats(canvas, layout, sizes, scene)


def paint_opened_seats(canvas: Canvas, layout: TableLayout, scene: Scenery) -> None:
    """The others' rows opened over the column (on a layer of their own, over everything the
    column shows: the piles and the hand wait under them until they are closed)."""
    if not (layout.seats_folded and scene.seats_open):
        return
    sizes = layout.type
    Surfaces(layout.scale).panel(
        canvas,
        layout.seats.seats_panel,
        fill="BACKGROUND",
        edge="FOCUS",
        width="mark",
        corners="none",
    )
    for seat in range(scene.view.players):
        _paint_seat(canvas, layout, sizes, scene, seat)
    _paint_folded_seats(canvas, layout, sizes, scene)


def _paint_folded_seats(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    """The line under the viewer's row that opens the others' rows (and closes them)."""
    s = layout.scale
    space = layout.space
    fold = layout.seats.seats_fold
    assert fold is not None
    first = layout.seats.first_seat
    others = [seat for seat in range(scene.view.players) if seat != first]
    acting = scene.to_act in others
    edge = seat_color(scene.to_act) if scene.to_act is not None and acting else "PANEL_EDGE"
    Surfaces(s).panel(canvas, fold, fill="BUTTON", edge=edge, width="strong" if acting else "hair")
    canvas.fitted_text(
        fold_words(len(others), scene.seats_open),
        fold.inset(space.gap, 0),
        sizes.small,
        Palette.TEXT,
        bold=True,
        align="left",
    )


def _paint_dam(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    space = layout.space
    dam = layout.pond.dam
    ashore = sorted(scene.jokers)
    # sticks and mud; while nobody is ashore, ring 30 with the raft's path running onto the dam
    # (the rules, F1, say it in words)
    canvas.texture(dam_texture(int(dam.width), int(dam.height), not ashore), dam, piece=("dam",))
    worded = layout.pond.joker_bands_hold_words
    draw_text(canvas, sizes, dam_name(), layout.pond.dam_label, align="center")
    size = int(2 * BEAVER_PICTURE * layout.pond.raft_radius)
    for index, colour in enumerate(ashore):
        x, y = layout.pond.dam_slot(index)
        canvas.texture(
            beaver_texture(colour, max(LEAST_BEAVER, size)),
            Rect(x - size / 2, y - size / 2 + space.tight, size, size),
        )
        band = layout.pond.joker_band(index)
        if worded:
            canvas.rect(band, veil(Palette.TEXT_DARK, "firm"))
            canvas.fitted_text(_("joker"), band, fine(sizes.small), Palette.FOCUS, bold=True)
        else:
            canvas.rect(band, Palette.FOCUS, border=solid(Palette.TEXT_DARK), border_width=RULE)


def _paint_level(canvas: Canvas, layout: TableLayout, sizes: Sizes) -> None:
    cx, cy, radius = layout.pond.level
    size = int(radius * 2)
    canvas.texture(
        level_texture(size, SAFE),  # inside SAFE of its radius the raft holds (the kit's level)
        Rect(cx - radius, cy - radius, radius * 2, radius * 2),
    )
    draw_text(canvas, sizes, level_words(), layout.pond.level_label, align="center")


def level_offset(frame: tuple[float, float], radius: float) -> tuple[float, float]:
    """Where the level's bubble sits for a tilt frame (the kit's bubble level)."""
    return bubble_offset(frame, radius, TIP_ANGLE)


def _paint_header(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    """The round's number and the rounds' history, as the round's header lays them out."""
    draw_texts(canvas, sizes, layout.round_header.words(), {"history": Palette.TEXT_MUTED})


def _paint_seat(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery, seat: int
) -> None:
    s = layout.scale
    view = scene.view
    row = layout.seats.seat_row(seat)
    parts = layout.seats.seat_parts(seat)
    acting = seat == scene.to_act
    Surfaces(s).seat(canvas, row, seat_color(seat), acting=acting)
    marker = parts["marker"]
    canvas.marker(seat_shape(seat), marker.center_x, marker.center_y, 7 * s, seat_color(seat))
    tag = seat_tag(scene.bots[seat], seat == scene.viewer)
    canvas.fitted_text(
        scene.names[seat] + tag, parts["name"], sizes.small, Palette.TEXT, bold=acting, align="left"
    )
    back = parts["back"]
    canvas.texture(back_texture(int(back.width), int(back.height)), back)
    cards = str(len(view.hands[seat]))
    canvas.fitted_text(cards, parts["count"], sizes.small, Palette.TEXT, align="left")
    stick = parts["stick"]
    canvas.texture(stick_texture(int(stick.width), int(stick.height)), stick)
    sticks = "×" + str(view.sticks[seat]["stick"])
    canvas.fitted_text(sticks, parts["sticks"], sizes.small, Palette.TEXT, bold=True, align="left")
    discards = [card for card in view.discards[seat].cards if card not in scene.arriving]
    if discards:
        slot = parts["card"]
        canvas.texture(card_texture(discards[-1], int(slot.width * 2), int(slot.height * 2)), slot)
    heading = layout.seats.played_heading
    if heading is not None and seat == 0 and any(d.cards for d in view.discards):
        canvas.fitted_text(
            _("played"), heading, fine(sizes.small), Palette.TEXT_MUTED, align="right"
        )
    elif discards and heading is None:
        draw_text(canvas, sizes, played_text(), parts["played"], Palette.TEXT_MUTED)


def _paint_piles(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    space = layout.space
    surface = Surfaces(s)
    view = scene.view
    pick = scene.my_turn and (
        view.phase in (DRAW, REWARD) or (view.phase == PLAY and scene.chosen is not None)
    )
    for index in (0, 1):
        rect = layout.piles.pile(index)
        count = len(view.piles[index].cards)
        place = layout.piles.caption(index)
        draw_text(
            canvas,
            sizes,
            pile_caption_text(index, count),
            place,
            align="left" if layout.compact else "center",
        )
        if count:
            back = back_texture(int(rect.width), int(rect.height))
            for depth in range(min(3, (count + 5) // 6), 0, -1):  # an edge under it per 6 cards
                step = depth * 2 * s
                canvas.texture(
                    back, Rect(rect.left + step, rect.bottom - step, rect.width, rect.height)
                )
            canvas.texture(back, rect, piece=("pile", index))
        else:
            # an empty place may be wider than a card, to hold its word at any text size
            wide = max(rect.width, layout.width(Text(_("empty"), "small")) + space.snug)
            slot = Rect(rect.left, rect.bottom, wide, rect.height)
            surface.place(canvas, slot)
            canvas.fitted_text(_("empty"), slot, sizes.small, Palette.TEXT_MUTED)
        if pick and count:
            surface.frame(canvas, rect, width="strong", out=STEPS["tight"])
            badge = layout.piles.badge(index)
            radius = layout.piles.badge_radius
            surface.badge(
                canvas, sizes, str(index + 1), badge, radius, fill="FOCUS", ink="TEXT_DARK"
            )
    count = view.supply["stick"]
    draw_text(canvas, sizes, supply_heading(), layout.supply.heading, align="center")
    heap = layout.supply.heap
    shown = HEAP.shown(count) if heap.height >= space.gap else 0
    w, h = (int(v) for v in layout.supply.stick_size)
    for i, place in HEAP.places(shown, heap, (w, h), s):
        canvas.texture(stick_texture(w, h), place, piece=("supply stick", i))
    canvas.fitted_text(
        supply_words(count),
        layout.supply.count,
        sizes.small,
        WARN if count < 6 else Palette.TEXT,
        bold=True,
    )


def _paint_choices(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    space, surface = layout.space, Surfaces(layout.scale)
    scene.buttons.clear()
    if layout.decision.tells_held and scene.held is not None:
        return  # the band under the raft tells where the beaver in hand goes
    specs = choice_specs(scene, short=layout.raft_first)
    row = layout.decision.row
    if not specs:
        if scene.news and layout.decision.news_room is not None:
            return
        view = scene.view
        if scene.my_turn and view.phase == PLAY and not scene.playable_cards:
            text = _("Nothing can be played: pick a card to lay down")
        elif scene.my_turn and view.phase == PLAY:
            text = _("Drag a lit card onto the raft")
        elif scene.to_act is not None:
            text = _("{name} is moving…").format(name=scene.names[scene.to_act])
        else:
            text = _("The game is over")
        canvas.fitted_text(text, row, sizes.body, Palette.TEXT_MUTED, bold=True, lines=3)
        return
    for (name, label), rect in zip(specs, layout.decision.buttons(len(specs)), strict=True):
        primary = name in ("stick", "drop") or name.startswith(("draw", "card", "lay"))
        surface.button(canvas, rect, primary=primary)
        words = rect.inset(space.tight, 0)
        canvas.fitted_text(label, words, sizes.small, Palette.TEXT, bold=True, lines=LABEL_LINES)
        scene.buttons.append((name, rect))


def _paint_hand(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    space = layout.space
    surface = Surfaces(s)
    view = scene.view
    header = layout.hand.header
    if scene.viewer is None:
        canvas.fitted_text(
            _("{who}: every hand stays hidden.").format(
                who=who_plays(scene.names, scene.bots)
            ), header, sizes.small,
            Palette.TEXT_MUTED, align="left", lines=layout.hand.header_lines,
        )  # fmt: skip
        return
    hand = view.hands[scene.viewer]
    name = scene.names[scene.viewer]
    count = len(hand)
    text = hand_heading(name, count) if layout.hand.heading_shown else ""
    lines = layout.hand.header_lines
    if scene.jokers and text:
        # the jokers' colours are also on the dam, in the raft's caption and on the cards' bands:
        # named here too when the heading's line has room for them
        joker_names = ", ".join(colour_name(c) for c in sorted(scene.jokers))
        longer = text + " · " + _("jokers: {colours}").format(colours=joker_names)
        text = first_wording((longer, text), sizes.small, header.width, lines=lines, bold=True)
    if text:
        canvas.fitted_text(
            text, header, sizes.small, Palette.TEXT, bold=True, align="left", lines=lines
        )
    w, h = layout.hand.card_size
    for index, card in enumerate(hand):
        lifted = card == scene.held or card == scene.chosen
        playable = card in scene.playable_cards
        # playable now: raised with a clear outline; the others stay down, dimmed and hatched
        slot = layout.hand.slot(index, count, lifted, raised=playable)
        scene.card_slots[card] = slot
        canvas.texture(card_texture(card, int(w), int(h)), slot, piece=("hand card", card))
        if card // VALUES in scene.jokers:
            band = layout.hand.joker_band(slot)
            canvas.rect(band, veil(Palette.TEXT_DARK, "dense"))
            canvas.fitted_text(joker_mark(band, sizes), band, fine(sizes.small), Palette.FOCUS,
                               bold=True)  # fmt: skip
        if scene.my_turn and view.phase == PLAY and scene.playable_cards and not playable:
            canvas.rect(slot, DIM, chamfer=corner(s))
            canvas.hatch(slot.inset(space.tight), veil(WHITE, "faint"), space.loose)
        if lifted or playable:
            surface.frame(
                canvas, slot, width="focus" if lifted else "strong", out=3 if lifted else 2
            )
        if scene.my_turn and view.phase == PLAY and index < len(HAND_KEYS):
            active = playable or not scene.playable_cards
            radius = layout.hand.key_radius
            centre = slot.left + 1 * s + radius, slot.top + 1 * s
            surface.badge(canvas, sizes, HAND_KEYS[index], centre, radius,
                          fill="FOCUS" if active else "PANEL",
                          ink="TEXT_DARK" if active else "TEXT_MUTED")  # fmt: skip
