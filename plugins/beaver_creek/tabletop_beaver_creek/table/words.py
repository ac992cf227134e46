"""The words of the Beaver Creek table, shared by the painters and the measuring (which lays
the table out for the longest of them): handicaps, pieces, phases, the tray, the stocks and the
solo verdict."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_beaver_creek.dice import (
    BEAVER_AND_LOG,
    MIRRORED_HAND,
    ON_LAST_LOG,
    ONLY_BEAVERS,
    SCISSOR_GRIP,
    TREMBLING_HAND,
)
from tabletop_beaver_creek.pieces import LOG, SMALL_LOG
from tabletop_beaver_creek.scoring import VERDICTS
from tabletop_beaver_creek.state import DISCARD, OVER, ROLL, SETUP, CreekState
from tabletop_beaver_creek.wording import a_piece, reason, the_piece
from tabletop_core.i18n import N_, translator

_, ngettext = translator("tabletop_beaver_creek")


def handicap_words(face: int) -> str:
    """Die 2 in words, as the family reads it beside the die."""
    words = {
        TREMBLING_HAND: _(
            "Only your pinky fingers: the piece trembles as you let go and lands a little off."
        ),
        SCISSOR_GRIP: _(
            "Fingers like scissors: the piece swings as you let go and turns at most 10°."
        ),
        MIRRORED_HAND: _("Non-dominant hand: left and right are mirrored while you carry."),
        BEAVER_AND_LOG: _(
            "One beaver-and-log combination: a log comes with a beaver standing on it; "
            "lay the log on a beaver, both go together."
        ),
        ON_LAST_LOG: _("Every log you place must rest on the last log placed (the starred one)."),
        ONLY_BEAVERS: _("A log may touch beavers (and the box) only, never another log."),
    }
    return words.get(face, "")


def piece_name(kind: str) -> str:
    names = {
        "beaver": _("Beaver"),
        LOG: _("Log"),
        SMALL_LOG: _("Small log"),
        "beaver+log": _("Log with a beaver on it"),
        "beaver+small_log": _("Small log with a beaver on it"),
    }
    return names.get(kind, kind)


def piece_wordings(kind: str) -> tuple[str, ...]:
    """A tray slot's name for ``kind``, longest first: a beaver with a log has a shorter name
    for a narrow tray."""
    shorter = {
        "beaver+log": _("Log with beaver"),
        "beaver+small_log": _("Small log with beaver"),
    }
    return (piece_name(kind), shorter[kind]) if kind in shorter else (piece_name(kind),)


def taken_back_words(kind: str, name: str, why: str) -> tuple[str, str]:
    """The banner when the physics judge hands a piece back, longest first: the piece named in
    the sentence ("Benny nimmt den Stamm zurück: …"), then the rule alone."""
    full = _("{name} takes {piece} back: {reason}").format(
        name=name, piece=the_piece(kind), reason=reason(why)
    )
    return full, reason(why)


def cannot_place_words(kind: str, why: str = "") -> str:
    """What the table says when a piece that cannot be placed now is picked up, and why."""
    if why:
        return _("You cannot place {piece} now: {reason}.").format(piece=a_piece(kind), reason=why)
    return _("You cannot place {piece} now.").format(piece=a_piece(kind))


PIECE_KEYS = {"beaver": "B", LOG: "L", SMALL_LOG: "S"}
PHASES_WITH_WORDS = (SETUP, ROLL, DISCARD)


# --- the words, shared with the measuring -------------------------------------------------------


def phase_words(phase: str) -> str:
    words = {
        SETUP: _("Setting up: the first player stands 2 beavers on free spaces of the box."),
        ROLL: _("Roll both dice to see what to place and how."),
        DISCARD: _("Accident! The others may each throw away one log (never their last)."),
    }
    return words.get(phase, "")


STUCK = {"beaver": N_("No beaver can go now: {reason}."), LOG: N_("No log can go now: {reason}.")}


def stuck_words(kind: str, why: str) -> str:
    """Under "Still to place": why a piece the dice still ask for cannot go."""
    return _(STUCK[kind]).format(reason=why)


def due_words(beavers: int, logs: int) -> str:
    due = []
    if beavers > 0:
        due.append(ngettext("{n} beaver", "{n} beavers", beavers).format(n=beavers))
    if logs > 0:
        due.append(ngettext("{n} log", "{n} logs", logs).format(n=logs))
    return _("Still to place: {pieces}").format(pieces=", ".join(due)) if due else ""


def solo_over_words(placed: int, line: str) -> str:
    return ngettext("{n} log placed: {verdict}", "{n} logs placed: {verdict}", placed).format(
        n=placed, verdict=_(line)
    )


def slot_notes(n: int) -> list[str]:
    return [
        _("in your hand"),
        _("{n} in the supply").format(n=n),
        _("{n} in your stock").format(n=n),
    ]


def slot_count(n: int) -> str:
    """A tray slot's count alone, where its words would leave the piece's name no room."""
    return f"× {n}"


def supply_words(beavers: int, logs: int) -> list[str]:
    return [
        ngettext("{n} beaver left", "{n} beavers left", beavers).format(n=beavers),
        ngettext("{n} log discarded", "{n} logs discarded", logs).format(n=logs),
    ]


def tray_titles(names: Sequence[str]) -> list[str]:
    return [
        _("The game is over"),
        _("Your turn"),
        _("Throw a log away?"),
        _("Pick up a piece"),
        *(_("{name} is playing…").format(name=name) for name in names),
    ]


def roll_label() -> str:
    return _("Roll the dice")


def nothing_words() -> str:
    return _("Nothing can be placed")


def discard_labels() -> list[str]:
    return [_("Keep my logs"), _("Discard a log"), _("Discard a small log")]


def seat_label(name: str, bot: bool) -> str:
    return name + (_(" (bot)") if bot else "")


def acting_label(label: str) -> str:
    return _("▶ {name}").format(name=label)


def stock_total_words(total: int) -> str:
    return ngettext("{n} log left", "{n} logs left", total).format(n=total)


def stock_words(logs: int, small: int) -> list[str]:
    return [
        ngettext("× {n} log", "× {n} logs", logs).format(n=logs),
        ngettext("× {n} small", "× {n} small", small).format(n=small),
    ]


def board_headings() -> list[str]:
    """The stock board's column headings, over the counts of logs, small logs and both."""
    return [
        # TRANSLATORS: a column heading over each player's count of (long) logs.
        _("logs"),
        # TRANSLATORS: a column heading over each player's count of small logs.
        _("small"),
        # TRANSLATORS: a column heading over each player's logs left to place, both kinds.
        _("in all"),
    ]


def ladder_labels(*, lit: bool) -> list[str]:
    labels = []
    low = 1
    for most, _line in VERDICTS:
        labels.append(("▲ " if lit else "") + f"{low}–{most}")
        low = most + 1
    return labels


NO_LOG_YET = N_("No log placed yet")
"""Solo before the first log: the rulebook gives its verdict when the structure falls, and with
nothing placed there is none to show yet."""


def earned(view: CreekState) -> int:
    """The verdict the solo player has earned so far (its index), or -1 before the first log
    while the game goes on."""
    if view.logs_placed == 0 and view.phase != OVER:
        return -1
    return verdict_index(view.logs_placed)


def solo_head(placed: int) -> str:
    return ngettext("Solo: {n} log placed", "Solo: {n} logs placed", placed).format(n=placed)


def verdict_index(logs_placed: int) -> int:
    for index, (most, _line) in enumerate(VERDICTS):
        if logs_placed <= most:
            return index
    return len(VERDICTS) - 1
