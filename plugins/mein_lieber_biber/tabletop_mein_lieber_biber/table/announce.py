"""The banner's words: what just happened that matters (a tip, the dam, a stick, a round's end),
up to two lines."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.i18n import translator
from tabletop_mein_lieber_biber.events import (
    BeaverMoved,
    GameEnded,
    RaftWobbled,
    RoundEnded,
    RoundStarted,
    SticksReturned,
    StickTaken,
)
from tabletop_mein_lieber_biber.table.words import colour_name, end_words, sticks_words

_, ngettext = translator("tabletop_mein_lieber_biber")


def announce(events: list[Any], names: Sequence[str]) -> tuple[str, bool] | None:
    """The banner for ``events`` and whether it is an alarm (the raft tipped); None: nothing
    worth a banner."""
    text, more, alarm = "", "", False
    tipper: int | None = None
    for event in events:
        if isinstance(event, RaftWobbled) and event.tipped_at is not None:
            text, alarm = (_("Splash! {name} tipped the raft").format(name=names[event.seat]), True)
            tipper = event.seat
        elif isinstance(event, BeaverMoved) and event.ring is None:
            text = _("The {colour} beaver reaches the dam: its cards are jokers now").format(
                colour=colour_name(event.beaver)
            )
        elif isinstance(event, StickTaken):
            text = _("{name} takes a stick ({sticks})").format(
                name=names[event.seat], sticks=sticks_words(event.sticks)
            )
        elif isinstance(event, SticksReturned) and event.seat == tipper:
            text = _("Splash! {name} tipped the raft and returns {sticks}").format(
                name=names[event.seat], sticks=sticks_words(event.count)
            )
        elif isinstance(event, SticksReturned):
            text += " · " + _("{name} returns {sticks}").format(
                name=names[event.seat], sticks=sticks_words(event.count)
            )
        elif isinstance(event, RoundEnded):
            line = _("Round {n} ends: {why}").format(n=event.round, why=end_words(event.reason))
            if text:
                more = line
            else:
                text = line
        elif isinstance(event, RoundStarted):
            more += " · " + _("round {n}: {name} starts").format(
                n=event.round, name=names[event.seat]
            )
        elif isinstance(event, GameEnded):
            more += " · " + _("game over")
    text, more = text.strip(" ·"), more.strip(" ·")
    if not (text or more):
        return None
    return (f"{text}\n{more}" if text and more else text or more), alarm
