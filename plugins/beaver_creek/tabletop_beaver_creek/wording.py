"""The creek in the current language: pieces with their articles, steps and reasons.

Kinds, steps and reasons stay English in states, events and replays; these turn them into words
where they are shown (log lines, refusals, the prompt bar).
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_beaver_creek.pieces import BEAVER, LOG, SMALL_LOG
from tabletop_beaver_creek.state import DISCARD, OVER, PLACE, ROLL, SETUP
from tabletop_core.i18n import N_, translator

_, ngettext = translator("tabletop_beaver_creek")

LABEL = {
    BEAVER: N_("Beaver"),
    LOG: N_("Log"),
    SMALL_LOG: N_("Small log"),
    "beaver+log": N_("Log with a beaver on it"),
    "beaver+small_log": N_("Small log with a beaver on it"),
}
A_PIECE = {
    BEAVER: N_("a beaver"),
    LOG: N_("a log"),
    SMALL_LOG: N_("a small log"),
    "beaver+log": N_("a log with a beaver on it"),
    "beaver+small_log": N_("a small log with a beaver on it"),
}
"""A piece as the object of a sentence: "places a log", "setzt einen Stamm"."""
THE_PIECE = {
    BEAVER: N_("the beaver"),
    LOG: N_("the log"),
    SMALL_LOG: N_("the small log"),
    "beaver+log": N_("the log with its beaver"),
    "beaver+small_log": N_("the small log with its beaver"),
}
"""A piece as the object of a sentence: "takes the log back", "nimmt den Stamm zurück"."""
STEP = {
    SETUP: N_("setting-up"),
    ROLL: N_("rolling"),
    PLACE: N_("placing"),
    DISCARD: N_("discarding"),
    OVER: N_("game-over"),
}
OTHER_THINGS = {"box": N_("Box"), "table": N_("Table")}


def label(kind: str) -> str:
    return _(LABEL[kind]) if kind in LABEL else kind


def a_piece(kind: str) -> str:
    return _(A_PIECE[kind]) if kind in A_PIECE else kind


def the_piece(kind: str) -> str:
    return _(THE_PIECE[kind]) if kind in THE_PIECE else kind


def step_name(phase: str) -> str:
    return _(STEP[phase]) if phase in STEP else phase


def thing(key: object, kind: str | None) -> str:
    """Something a spot overlaps: a piece of the dam (its kind) or the box or the table."""
    if kind is not None:
        return label(kind)
    return _(OTHER_THINGS[str(key)]) if str(key) in OTHER_THINGS else str(key)


def seat_name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else _("Seat {number}").format(number=seat + 1)


def reason(text: str) -> str:
    """A reason from an event or the state, translated; solo reasons end with the verdict
    ("the dam fell: Hail! You are the king of beavers!"), and both halves are translated."""
    head, colon, verdict = text.partition(": ")
    if colon:
        return _("{reason}: {verdict}").format(reason=_(head), verdict=_(verdict))
    return _(text)
