"""The conformance kit: does a game keep the engine contract? (docs/authoring.md, "The engine
contract"; docs/architecture.md, "Tests")

``check_game(game)`` plays seeded random games at every player count and checks, one named check
at a time, what every part of the tabletop relies on: games end with a result, the same seed and
actions give the same state, actions survive JSON, illegal actions are refused without touching
the state, a seat's view hides what it may not know and bots can play from it. A game bug never
raises out of the kit: each failing check records one line with the players and seed to
reproduce it. In a test, ``assert_conforms(game)`` fails with the report's summary.

States are compared by :func:`fingerprint`, a structural copy of the state (dataclasses, lists,
dicts, sets, RNG states...). A game whose state holds foreign objects (a physics space) may offer
``fingerprint(state)`` returning any comparable value; the kit then uses that.

The kit is one module per part under :mod:`tabletop_core.conformance` (the report, fingerprints,
playthroughs, determinism, actions, bots, leaks, records, legibility, the terminal); this module
is its public face, and every name below is imported from here.
"""

from __future__ import annotations

from tabletop_core.conformance.check import assert_conforms, check_game
from tabletop_core.conformance.fingerprint import fingerprint, first_difference
from tabletop_core.conformance.legibility import (
    assert_pieces_keep_their_size,
    assert_table_reads_whole,
    key_caps_drawn,
    piece_size_problems,
    table_area,
    table_reading_problems,
)
from tabletop_core.conformance.report import (
    ALTERNATIVES,
    DETERMINISM,
    LOG_REDEALS,
    LOG_RULE_DOC,
    MAX_STEPS,
    PLAY_ON_STEPS,
    PROBES_PER_GAME,
    REDEALS,
    SECRETS,
    SECRETS_DOC,
    CheckReport,
    CheckResult,
    ContractBroken,
)
from tabletop_core.conformance.terminal import (
    play_in_the_terminal,
    terminal_decisions,
    terminal_move_numbers,
)

__all__ = [
    "ALTERNATIVES",
    "DETERMINISM",
    "LOG_REDEALS",
    "LOG_RULE_DOC",
    "MAX_STEPS",
    "PLAY_ON_STEPS",
    "PROBES_PER_GAME",
    "REDEALS",
    "SECRETS",
    "SECRETS_DOC",
    "CheckReport",
    "CheckResult",
    "ContractBroken",
    "assert_conforms",
    "assert_pieces_keep_their_size",
    "assert_table_reads_whole",
    "check_game",
    "fingerprint",
    "first_difference",
    "key_caps_drawn",
    "piece_size_problems",
    "play_in_the_terminal",
    "table_area",
    "table_reading_problems",
    "terminal_decisions",
    "terminal_move_numbers",
]
