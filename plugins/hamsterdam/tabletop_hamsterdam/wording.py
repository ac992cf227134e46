"""Hamsterdam in the current language: hamsters with their articles, stages, reasons, abilities.

Piece names (:data:`~tabletop_hamsterdam.pieces.PIECE_NAMES`), stage names, end reasons and
ability details stay English in actions, events and replays; these turn them into words where
they are shown (log lines, refusals, the prompt bar).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tabletop_core.i18n import N_, translator
from tabletop_hamsterdam.pieces import (
    BAILER,
    ENGINEER,
    FLIPSTER,
    HAMSTER,
    HIDDEN,
    LIFEGUARD,
    LOOKOUT,
    MEDIC,
    NUDGESTER,
    RECRUITER,
    REROLLSTER,
    SCOUT,
    SPLASHSTER,
    TWINSTER,
    TWINSTER_SIDEWAYS,
)

_, ngettext = translator("tabletop_hamsterdam")

LABEL = {
    HIDDEN: N_("Hidden hamster"),
    HAMSTER: N_("Hamster"),
    TWINSTER: N_("Twinster"),
    NUDGESTER: N_("Nudgester"),
    FLIPSTER: N_("Flipster"),
    REROLLSTER: N_("Rerollster"),
    SCOUT: N_("Scout"),
    LIFEGUARD: N_("Lifeguard"),
    SPLASHSTER: N_("Splashster"),
    BAILER: N_("Bailer"),
    MEDIC: N_("Medic"),
    RECRUITER: N_("Recruiter"),
    ENGINEER: N_("Engineer"),
    LOOKOUT: N_("Lookout"),
    TWINSTER_SIDEWAYS: N_("Twinster (sideways)"),
}
"""The names the table shows (the same messages as its piece titles)."""
A_PIECE = {
    HIDDEN: N_("a hidden hamster"),
    HAMSTER: N_("a hamster"),
    TWINSTER: N_("a Twinster"),
    NUDGESTER: N_("a Nudgester"),
    FLIPSTER: N_("a Flipster"),
    REROLLSTER: N_("a Rerollster"),
    SCOUT: N_("a Scout"),
    LIFEGUARD: N_("a Lifeguard"),
    SPLASHSTER: N_("a Splashster"),
    BAILER: N_("a Bailer"),
    MEDIC: N_("a Medic"),
    RECRUITER: N_("a Recruiter"),
    ENGINEER: N_("an Engineer"),
    LOOKOUT: N_("a Lookout"),
    TWINSTER_SIDEWAYS: N_("a sideways Twinster"),
}
"""A hamster as the object of a sentence: "deploys a Scout", "setzt einen Späher"."""
THE_PIECE = {
    HIDDEN: N_("the hidden hamster"),
    HAMSTER: N_("the hamster"),
    TWINSTER: N_("the Twinster"),
    NUDGESTER: N_("the Nudgester"),
    FLIPSTER: N_("the Flipster"),
    REROLLSTER: N_("the Rerollster"),
    SCOUT: N_("the Scout"),
    LIFEGUARD: N_("the Lifeguard"),
    SPLASHSTER: N_("the Splashster"),
    BAILER: N_("the Bailer"),
    MEDIC: N_("the Medic"),
    RECRUITER: N_("the Recruiter"),
    ENGINEER: N_("the Engineer"),
    LOOKOUT: N_("the Lookout"),
    TWINSTER_SIDEWAYS: N_("the sideways Twinster"),
}
"""A hamster as the object of a sentence: "keeps the Scout", "behält den Späher"."""

TURNS_SIDEWAYS = N_("turns sideways and stays to hold one more")
SPLASHES = N_("splashes: seat on the left resolves {value} again")
LIFEGUARD_RETURNS = N_("returns the token on card {card} to the Reservoir")
ROLLS_AGAIN = N_("rolls again instead of {value}")
VALUE_HERE = N_("the value is {value} here")
SCURRIES = N_("scurries from card {start} to card {end}")
UN_FLIPS = N_("un-flips dam card {card} (once a game)")
RECRUITS = N_("recruits a hamster from the box")
BAILS_OUT = N_("bails out the token on card {card} for free")
ABILITY_LINES = (
    TURNS_SIDEWAYS,
    SPLASHES,
    LIFEGUARD_RETURNS,
    ROLLS_AGAIN,
    VALUE_HERE,
    SCURRIES,
    UN_FLIPS,
    RECRUITS,
    BAILS_OUT,
)
"""What an ability did: filled in English into :class:`AbilityUsed`'s ``detail``, translated by
:func:`ability_detail` where shown."""


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    regex = "".join(
        re.escape(part) if index % 2 == 0 else f"(?P<{part}>-?\\d+)"
        for index, part in enumerate(parts)
    )
    return re.compile(regex + r"\Z")


_ABILITY_PATTERNS = tuple((template, _pattern(template)) for template in ABILITY_LINES)


def label(piece: int) -> str:
    return _(LABEL[piece]) if piece in LABEL else str(piece)


def a_piece(piece: int) -> str:
    return _(A_PIECE[piece]) if piece in A_PIECE else str(piece)


def the_piece(piece: int) -> str:
    return _(THE_PIECE[piece]) if piece in THE_PIECE else str(piece)


def seat_name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else _("Seat {number}").format(number=seat + 1)


def ability_detail(detail: str) -> str:
    """An ability's ``detail`` (English, filled in) in the current language."""
    for template, pattern in _ABILITY_PATTERNS:
        found = pattern.match(detail)
        if found:
            return _(template).format(**found.groupdict())
    return _(detail)
