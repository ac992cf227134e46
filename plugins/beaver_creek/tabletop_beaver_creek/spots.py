"""The dam in words: its rows of pieces, and a spot named by what it comes down on.

A person at the terminal cannot aim a mouse, and coordinates mean nothing to them; they read the
dam as rows ("row 1": the beavers in the box, "row 2": the logs on them, ...) and choose a spot
by what the piece would come down on ("across beavers 1 and 2 of row 1", "in space 3 of the
box"). Rows and spots are read from the settled dam of a view, with the same landing the rules
judge (:func:`tabletop_beaver_creek.landing.landed_on`), so a name says where the piece goes.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from tabletop_beaver_creek import judge, landing, placing
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.handicaps import world_x
from tabletop_beaver_creek.pieces import (
    BEAVER,
    BOX_KEY,
    COMBOS,
    HALF_LENGTH,
    LOG,
    LOG_KINDS,
    SMALL_LOG,
    TABLE_KEY,
    space_at,
)
from tabletop_beaver_creek.state import PLACE, CreekState
from tabletop_beaver_creek.wording import a_piece
from tabletop_beaver_creek.world import Piece
from tabletop_core.i18n import N_, translator
from tabletop_core.physics import Contact

_, ngettext = translator("tabletop_beaver_creek")

NAMED = {
    BEAVER: N_("beaver {n} of row {row}"),
    LOG: N_("log {n} of row {row}"),
    SMALL_LOG: N_("small log {n} of row {row}"),
}
NAMED_SEVERAL = {
    BEAVER: N_("beavers {numbers} of row {row}"),
    LOG: N_("logs {numbers} of row {row}"),
    SMALL_LOG: N_("small logs {numbers} of row {row}"),
}
CENTRED = 3.0
"""A log whose middle is within this of a beaver's is centred on it."""
FAR = 0.45
"""A log sticking out by more than this share of its half length sticks out far."""
OUT_LEFT = N_("on {beaver}, sticking out a little to the left")
OUT_FAR_LEFT = N_("on {beaver}, sticking out far to the left")
OUT_RIGHT = N_("on {beaver}, sticking out a little to the right")
OUT_FAR_RIGHT = N_("on {beaver}, sticking out far to the right")
ALONG = (
    (-0.6, N_("at its left end")),
    (-0.2, N_("left of its middle")),
    (0.2, N_("in its middle")),
    (0.6, N_("right of its middle")),
    (math.inf, N_("at its right end")),
)
"""Where along a log a beaver stands: the upper bound (fraction of half the log) and the words."""


def rows(pieces: Mapping[int, Piece], contacts: Sequence[Contact]) -> list[list[int]]:
    """The dam's pieces by row, bottom row first, each row left to right: a piece's row is one
    above the highest piece it rests on (the beavers in the box are row 1)."""
    level: dict[int, int] = {}

    def level_of(key: int, path: frozenset[int]) -> int:
        if key in level:
            return level[key]
        under = [
            other
            for other in judge.supports(pieces, contacts, key)
            if isinstance(other, int) and other in pieces and other not in path
        ]
        found = 1 + max((level_of(other, path | {key}) for other in under), default=0)
        level[key] = found
        return found

    for key in pieces:
        level_of(key, frozenset())
    result: list[list[int]] = [[] for _ in range(max(level.values(), default=0))]
    for key, row in level.items():
        result[row - 1].append(key)
    return [sorted(row, key=lambda k: (pieces[k].x, k)) for row in result]


class Names:
    """The name of every piece of a view's dam ("beaver 2 of row 1"): numbered left to right
    among the pieces of its kind in its row."""

    def __init__(self, view: CreekState) -> None:
        self.rows = rows(view.pieces, view.contacts)
        self.pieces = view.pieces
        self.place: dict[int, tuple[int, int]] = {}
        for row, keys in enumerate(self.rows, start=1):
            counts: dict[str, int] = {}
            for key in keys:
                kind = view.pieces[key].kind
                counts[kind] = counts.get(kind, 0) + 1
                self.place[key] = (row, counts[kind])

    def __call__(self, key: int) -> str:
        row, number = self.place[key]
        return _(NAMED[self.pieces[key].kind]).format(n=number, row=row)

    def several(self, keys: Sequence[int]) -> str:
        """Pieces named together, those of one kind and row at once: "beavers 1 and 2 of row 1"."""
        groups: dict[tuple[int, str], list[int]] = {}
        for key in sorted(keys, key=lambda k: self.place[k]):
            groups.setdefault((self.place[key][0], self.pieces[key].kind), []).append(key)
        words = []
        for (row, kind), members in sorted(groups.items()):
            if len(members) == 1:
                words.append(self(members[0]))
                continue
            numbers = _join([str(self.place[k][1]) for k in members])
            words.append(_(NAMED_SEVERAL[kind]).format(numbers=numbers, row=row))
        return _join(words)


def _join(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def spot_name(view: CreekState, kind: str, x: float, y: float, angle: float) -> str:
    """Where a piece let go of at world ``x``, ``y``, ``angle`` (radians) comes down, in words."""
    names = Names(view)
    under = landing.landed_on(placing.still(view), kind, x, y, angle)
    keys = [k for k in under if isinstance(k, int) and k in view.pieces]
    if kind == BEAVER:
        return _beaver_spot(view, names, under, keys, x)
    return _log_spot(view, kind, names, under, keys, x)


def _beaver_spot(
    view: CreekState, names: Names, under: set[object], keys: list[int], x: float
) -> str:
    logs = [k for k in keys if view.pieces[k].kind in LOG_KINDS]
    if logs:
        log = view.pieces[logs[0]]
        along = (x - log.x) / max(0.1, math.cos(log.angle)) / HALF_LENGTH[log.kind]
        where = next(words for bound, words in ALONG if along <= bound)
        return _("on {piece}, {where}").format(piece=names(logs[0]), where=_(where))
    if BOX_KEY in under:
        space = space_at(x)
        if space is not None:
            return _("in space {n} of the box").format(n=space + 1)
        return _("on the box, between its spaces")
    if keys:
        return _("on {pieces}").format(pieces=names.several(keys))
    return _ground(under, x)


def _log_spot(
    view: CreekState, kind: str, names: Names, under: set[object], keys: list[int], x: float
) -> str:
    beavers = sorted(
        (k for k in keys if view.pieces[k].kind == BEAVER), key=lambda k: view.pieces[k].x
    )
    others = [k for k in keys if k not in beavers]
    if beavers and not others:
        if len(beavers) > 1:
            across = names.several(beavers)
            middle = (view.pieces[beavers[0]].x + view.pieces[beavers[-1]].x) / 2
            if abs(x - middle) <= CENTRED:
                return _("across {beavers}, centred between them").format(beavers=across)
            if x < middle:
                return _("across {beavers}, reaching further left").format(beavers=across)
            return _("across {beavers}, reaching further right").format(beavers=across)
        offset = x - view.pieces[beavers[0]].x
        beaver = names(beavers[0])
        if abs(offset) <= CENTRED:
            return _("centred on {beaver}").format(beaver=beaver)
        far = abs(offset) > FAR * HALF_LENGTH[COMBOS.get(kind, kind)]
        if offset < 0:
            words = OUT_FAR_LEFT if far else OUT_LEFT
        else:
            words = OUT_FAR_RIGHT if far else OUT_RIGHT
        return _(words).format(beaver=beaver)
    if keys:
        return _("on {pieces}").format(pieces=names.several(keys))
    return _ground(under, x)


def _ground(under: set[object], x: float) -> str:
    if TABLE_KEY in under or not under:
        if x < 0:
            return _("on the ground, left of the dam")
        return _("on the ground, right of the dam")
    return _("on the box")


def place_name(view: CreekState, action: Place) -> str:
    """A :class:`Place` as a person chooses it: "Place a log across beavers 1 and 2 of row 1".
    The action's x is the hand's (mirrored under face 3); the name says where the piece goes."""
    handicap = view.handicap if view.phase == PLACE else None
    x = world_x(handicap, float(action.x))
    angle = math.radians(float(action.angle))
    spot = spot_name(view, action.piece, x, float(action.y), angle)
    return _("Place {piece} {spot}").format(piece=a_piece(action.piece), spot=spot)


def place_names(view: CreekState, actions: Sequence[Place]) -> dict[Place, str]:
    """The names of several placements at once (the moves offered together): spots that
    would read alike are told apart by their order from the left."""
    named = {action: place_name(view, action) for action in actions}
    alike: dict[str, list[Place]] = {}
    for action, name in named.items():
        alike.setdefault(name, []).append(action)
    handicap = view.handicap if view.phase == PLACE else None
    for name, same in alike.items():
        if len(same) < 2:
            continue
        same.sort(key=lambda a: world_x(handicap, float(a.x)))
        for number, action in enumerate(same, start=1):
            named[action] = _("{name} (spot {n} of {count}, from the left)").format(
                name=name, n=number, count=len(same)
            )
    return named


__all__ = ["Names", "place_name", "place_names", "rows", "spot_name"]
