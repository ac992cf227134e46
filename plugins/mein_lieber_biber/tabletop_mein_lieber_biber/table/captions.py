"""The words over the raft: the caption under it (what the beaver in hand would do), the verdict
when the raft tips, and the banner telling what just happened (in the decision's place in a
compact column). Only what happened is told: nobody hears what a placement would do."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from tabletop_core.i18n import translator
from tabletop_core.render import Rect
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit import Column, FirstFitting, Layout, Node, Text
from tabletop_core.render.kit.measure import drawn_context
from tabletop_core.render.kit.notice import note_lines, notice_height, paint_ground, paint_notice
from tabletop_core.render.kit.spacing import STEPS
from tabletop_core.render.kit.strokes import RULE, corner
from tabletop_core.render.kit.texts import draw_text, draw_texts
from tabletop_core.render.kit.veils import veil
from tabletop_core.render.kit.wordings import first_wording
from tabletop_core.render.theme import Palette
from tabletop_mein_lieber_biber.table.layout import TableLayout
from tabletop_mein_lieber_biber.table.motion import RaftShow
from tabletop_mein_lieber_biber.table.words import (
    card_words,
    colour_name,
    raft_caption,
)

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.controller import BiberController
    from tabletop_mein_lieber_biber.table.scene import BiberScene

_, ngettext = translator("tabletop_mein_lieber_biber")

SPACE = {
    "pad": STEPS["tight"],
    "edge": STEPS["gap"],
    "side": 10,
    "margin": STEPS["snug"],
}
"""Pixels at 100 % size: inside the boxes (padding, chamfer, sides, the banner's margin)."""
BANNER_LINES = 3
"""A note in the banner wraps onto at most this many lines."""


def verdict(show: RaftShow) -> tuple[str, bool] | None:
    """Only what happened: nobody is told what a placement would do."""
    if show.tipping:
        return _("Splash! The raft tipped"), True
    return None


def paint_live(scene: BiberScene, layout: TableLayout) -> Rect | None:
    """Paint the words over the raft on ``scene.live``; where the banner went (None: none)."""
    hand, moves = scene.hand, scene.moves
    sizes = layout.type
    live = scene.live
    scenery = scene.scenery()
    band = band_tells_held(layout, hand)
    line = "" if moves.show.busy else raft_caption(scenery, held_words(hand))
    if line:
        # crowded: the beaver in hand is told in the decision's band, which has the room
        room = layout.decision.row if band else layout.pond.raft_caption_room
        lines = max(1, int((room.height + 0.5) // layout.small_line))
        bold = hand.held is not None
        short = raft_caption(scenery, held_words(hand, short=True), short=True)
        line = first_wording((line, short), sizes.small, room.width, lines=lines, bold=bold)
        live.fitted_text(
            line, room, sizes.small, Palette.TEXT, bold=bold, align="left", lines=lines
        )
    told = verdict(moves.show)
    if told:
        _paint_verdict(live, layout, *told)
    if not moves.banner:
        return None
    if layout.decision.news_room is None:
        return _paint_banner(live, layout, moves.banner, moves.alarm)
    if not (scene.buttons or band):
        return _paint_news(live, layout, layout.decision.news_room, moves.banner, moves.alarm)
    return None


def band_tells_held(layout: TableLayout, hand: BiberController) -> bool:
    """Crowded, a beaver in hand: the band under the raft tells where it goes (instead of its
    two buttons, whose keys the prompt names; a click on the lit ring puts it down, one off
    the pond puts it back)."""
    return layout.decision.tells_held and hand.held_card is not None


def _paint_verdict(live: Canvas, layout: TableLayout, text: str, danger: bool) -> None:
    """The verdict in a box over the level, on as many lines as its words need (two at least)."""
    sizes, s = layout.type, layout.scale
    verdict = Text(text, "small", bold=danger)
    words = layout.width(verdict)
    inner = layout.pond.verdict_box_for(2, words).width - 2 * SPACE["pad"] * s
    lines = max(2, verdict.lines_at(layout.words, inner))
    box = layout.pond.verdict_box_for(lines, words)
    live.rect(
        box,
        veil(Palette.TEXT_DARK, "dense"),
        border=Palette.DANGER if danger else Palette.FOCUS,
        border_width=RULE,
        chamfer=corner(s),
    )
    on_lines = Text(text, "small", bold=danger, lines=lines)
    draw_text(live, sizes, on_lines, box.inset(SPACE["pad"] * s, 2 * s), align="center")


def _paint_news(live: Canvas, layout: TableLayout, room: Rect, banner: str, alarm: bool) -> Rect:
    """The note in the decision's place (compact column), declared in the forms it may take:
    the first line in bold, in regular weight when bold would not fit (it takes fewer lines),
    then the second if the place has room for it (round ends are also in the header and the
    log). The first form whose words fit the place is drawn."""
    s, line = layout.scale, layout.small_line
    inner = room.inset(SPACE["side"] * s, 2 * s)
    lines = max(1, int((inner.height + 0.5) // line))
    head, *more = banner.split("\n")[:2]
    forms: list[Node] = []
    for bold in (True, False):
        first = Text(head, "small", bold=bold, lines=lines)
        forms += [Column(first, Text(more[0], "small", lines=lines)), first] if more else [first]
    ctx = drawn_context(layout.type)
    news = FirstFitting(*forms).chosen(ctx, Rect(inner.left, 0, inner.width, lines * line))
    used = ctx.heights(news, inner.width)[1]
    # a margin round the words, less when the lines fill the place
    margin = max(2 * s, min(SPACE["margin"] * s, (room.height - used) / 2))
    box = Rect(room.left, room.top - used - 2 * margin, room.width, used + 2 * margin)
    paint_ground(live, box, alarm=alarm, corner=SPACE["edge"] * s)
    words = Layout(Rect(inner.left, box.top - margin - used, inner.width, used))
    news.place(ctx, words.area, words)  # in the place even when the last form does not fit it
    draw_texts(live, layout.type, words, align="center")
    return box


def _paint_banner(live: Canvas, layout: TableLayout, banner: str, alarm: bool) -> Rect:
    """Up to two notes over the raft's top (the kit's notice), growing downwards."""
    sizes, s = layout.type, layout.scale
    top = layout.pond.banner(1)
    side, edge = SPACE["side"] * s, SPACE["edge"] * s
    lines = note_lines(banner, top.width - 2 * side, sizes, most=BANNER_LINES)
    height = notice_height(lines, sizes, edge)
    box = Rect(top.left, top.top - height, top.width, height)
    paint_notice(live, box, lines, sizes, alarm=alarm, side=side, edge=edge)
    return box


def held_words(hand: BiberController, short: bool = False) -> str:
    """What the beaver in hand would do; ``short`` leaves out where in its ring it stands
    (the raft shows that) for a caption with little room."""
    held = hand.held
    if held is None:
        if hand.held_card is not None:
            return _("Carry the beaver onto a lit ring (or the dam) and let go.")
        return ""
    if hand.carry.lowering is not None:
        return _("Lowering the beaver: Enter lets go (gently just as it touches the raft)")
    who = colour_name(held.beaver)
    how = _(" (joker)") if held.joker else ""
    card = card_words(held.card)
    if held.ring is None:
        return _("{card}{how}: the {colour} beaver swims onto the dam").format(
            card=card, how=how, colour=who
        )
    where = round(held.spot * 100)
    tail = round(math.degrees(held.tail)) % 360
    if short and not held.joker:
        return _("{card}: to ring {ring} · tail {tail}°").format(
            card=card, ring=held.ring, tail=tail
        )
    if short:
        return _("{card}{how}: the {colour} beaver to ring {ring} · tail {tail}°").format(
            card=card, how=how, colour=who, ring=held.ring, tail=tail
        )
    if where > 0:
        spot = _("{n}% outwards").format(n=where)
    elif where < 0:
        spot = _("{n}% inwards").format(n=-where)
    else:
        spot = _("mid-ring")
    if not held.joker:
        # the card's own beaver: its colour is on the card already
        return _("{card}: to ring {ring} · {spot} · tail {tail}°").format(
            card=card, ring=held.ring, spot=spot, tail=tail
        )
    return _("{card}{how}: the {colour} beaver to ring {ring} · {spot} · tail {tail}°").format(
        card=card, how=how, colour=who, ring=held.ring, spot=spot, tail=tail
    )
