"""The creek in a few lines of text, for a person deciding at the terminal.

Read off the seat's view only: what the dice ask for now (or the step of the game), the logs
each player has left and the score they make, the beavers in the supply and the discard pile,
then the dam row by row, top row first, every piece named as the moves name it
(:mod:`tabletop_beaver_creek.spots`) with what a person needs to know of it: a beaver's free
head, a log's room for a beaver.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletop_beaver_creek import judge
from tabletop_beaver_creek.dice import HANDICAP_NAMES
from tabletop_beaver_creek.pieces import BEAVER, LOG, SMALL_LOG, SPACE_CENTRES
from tabletop_beaver_creek.spots import Names
from tabletop_beaver_creek.state import (
    DISCARD,
    OVER,
    ROLL,
    SETUP,
    SETUP_BEAVERS,
    CreekState,
    starting_logs,
)
from tabletop_beaver_creek.wording import reason, seat_name
from tabletop_core.i18n import translator

_, ngettext = translator("tabletop_beaver_creek")

TILTED = math.radians(5)
"""A log lying further than this from level is said to be tilted."""


def render_text(view: CreekState, seat: int | None, names: Sequence[str]) -> str:
    lines = [_step_line(view, seat, names)]
    lines.extend(_logs_lines(view, seat, names))
    lines.append(_supply_line(view))
    lines.extend(_dam_lines(view))
    return "\n".join(lines)


def _who(view: CreekState, seat: int, viewer: int | None, names: Sequence[str]) -> str:
    return _("You") if seat == viewer else seat_name(names, seat)


def _step_line(view: CreekState, viewer: int | None, names: Sequence[str]) -> str:
    if view.phase == OVER:
        return _("Game over: {reason}").format(reason=reason(view.end_reason))
    if view.phase == DISCARD:
        accident = view.accident_seat if view.accident_seat is not None else view.current
        seat = view.discard_queue[0]
        if seat == viewer:
            return _("After {name}'s accident you may throw one of your logs away").format(
                name=seat_name(names, accident)
            )
        return _("After {name}'s accident {other} may throw one log away").format(
            name=seat_name(names, accident), other=seat_name(names, seat)
        )
    step = _step(view)
    if view.current == viewer:
        return _("Your turn: {step}").format(step=step)
    return _("{name}'s turn: {step}").format(name=seat_name(names, view.current), step=step)


def _step(view: CreekState) -> str:
    if view.phase == SETUP:
        standing = sum(p.kind == BEAVER for p in view.pieces.values())
        return _("setting up, beavers into the box ({placed} of {count})").format(
            placed=standing, count=SETUP_BEAVERS
        )
    if view.phase == ROLL:
        return _("roll the dice")
    due = []
    if view.combo_due:
        due.append(_("a log with a beaver on it"))
    else:
        if view.beavers_due > 0:
            due.append(
                ngettext("{n} beaver", "{n} beavers", view.beavers_due).format(n=view.beavers_due)
            )
        if view.logs_due > 0:
            due.append(ngettext("{n} log", "{n} logs", view.logs_due).format(n=view.logs_due))
    line = _("place {pieces}").format(pieces=", ".join(due) or _("nothing more"))
    rolled = view.dice.values[0]
    if rolled is not None:
        beavers, logs = rolled
        line += " " + _("(rolled {beavers} + {logs})").format(
            beavers=ngettext("{n} beaver", "{n} beavers", beavers).format(n=beavers),
            logs=ngettext("{n} log", "{n} logs", logs).format(n=logs),
        )
    if view.handicap is not None:
        line += " · " + _(HANDICAP_NAMES[view.handicap])
    return line


def _logs_lines(view: CreekState, viewer: int | None, names: Sequence[str]) -> list[str]:
    if view.players == 1:
        return [
            _("Logs placed: {placed} · logs left: {left}").format(
                placed=view.logs_placed, left=_stock(view, 0)
            )
        ]
    start = sum(starting_logs(view.players).values())
    order = [viewer] if viewer is not None else []
    order += [s for s in range(view.players) if s != viewer]
    parts = [
        _("{who}: {logs} (got rid of {gone})").format(
            who=_who(view, seat, viewer, names),
            logs=_stock(view, seat),
            gone=start - view.logs_left(seat),
        )
        for seat in order
    ]
    return [_("Logs left: {players}").format(players=" · ".join(parts))]


def _stock(view: CreekState, seat: int) -> str:
    stock = view.stocks[seat]
    return _("{logs}, {small}").format(
        logs=ngettext("{n} log", "{n} logs", stock[LOG]).format(n=stock[LOG]),
        small=ngettext("{n} small log", "{n} small logs", stock[SMALL_LOG]).format(
            n=stock[SMALL_LOG]
        ),
    )


def _supply_line(view: CreekState) -> str:
    pile = view.discard_pile
    thrown = pile[LOG] + pile[SMALL_LOG]
    line = _("Beavers in the supply: {n}").format(n=view.supply["beaver"])
    if thrown:
        line += " · " + _("thrown away: {logs}, {small}").format(
            logs=ngettext("{n} log", "{n} logs", pile[LOG]).format(n=pile[LOG]),
            small=ngettext("{n} small log", "{n} small logs", pile[SMALL_LOG]).format(
                n=pile[SMALL_LOG]
            ),
        )
    return line


def _dam_lines(view: CreekState) -> list[str]:
    free = judge.free_spaces(view.contacts)
    box = _("The box: spaces 1–{count}, free: {free}").format(
        count=len(SPACE_CENTRES), free=", ".join(str(i + 1) for i in free) or _("none")
    )
    if not view.pieces:
        return [_("The dam: nothing yet"), "  " + box]
    names = Names(view)
    heads = set(judge.free_beavers(view.pieces, view.contacts))
    lines = [_("The dam, top row first:")]
    for number in range(len(names.rows), 0, -1):
        cells = [_cell(view, names, key, heads) for key in names.rows[number - 1]]
        lines.append("  " + _("row {n}: {pieces}").format(n=number, pieces=" · ".join(cells)))
    lines.append("  " + box)
    return lines


def _cell(view: CreekState, names: Names, key: int, heads: set[int]) -> str:
    piece = view.pieces[key]
    number = names.place[key][1]
    if piece.kind == BEAVER:
        if key in heads:
            state = _("head free")
        elif not judge.standing(piece):
            state = _("leaning")
        else:
            on_head = [
                k for k in judge.carried(view.pieces, view.contacts, key) if k in names.place
            ]
            state = _("under {pieces}").format(pieces=names.several(on_head))
        return _("beaver {n} ({state})").format(n=number, state=state)
    under = [k for k in judge.supports(view.pieces, view.contacts, key) if k in names.place]
    notes = [_("on {pieces}").format(pieces=names.several(under))] if under else []
    if judge.log_room(view.pieces, view.contacts, key):
        notes.append(_("room for a beaver"))
    if abs(math.sin(piece.angle)) > math.sin(TILTED):
        notes.append(
            _("tilted {degrees}°").format(
                degrees=f"{math.degrees(math.asin(abs(math.sin(piece.angle)))):.0f}"
            )
        )
    word = _("log {n}") if piece.kind == LOG else _("small log {n}")
    text = word.format(n=number)
    return text + (f" ({'; '.join(notes)})" if notes else "")


__all__ = ["render_text"]
