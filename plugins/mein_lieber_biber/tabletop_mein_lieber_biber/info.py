"""What the menu and `tabletop list` know about the game, without importing its rules.

The plugin registers ``LazyGame(INFO, "tabletop_mein_lieber_biber.rules:MeinLieberBiber")``: the rules, bots and their
imports load the first time the game is played (see :mod:`tabletop_core.lazy`).
"""

from __future__ import annotations

from importlib.resources import files

from tabletop_core.game import GameInfo
from tabletop_core.i18n import N_

RULES_TEXT = files("tabletop_mein_lieber_biber").joinpath("RULES.md").read_text(encoding="utf-8")

INFO = GameInfo(
    id="mein_lieber_biber",
    title=N_("Mein lieber Biber"),
    summary=N_(
        "Swim six beavers along a spiral of rings on a wobbly raft towards the dam; "
        "match colours to win sticks, and do not tip the raft."
    ),
    min_players=2,
    max_players=6,
    tags=("cards", "dexterity"),
    version="1.1",
    # 1.1: the last card ends a round only once both piles are empty, the top-up to 3, ring 30
    # green. A 1.0 save replays under 1.1 unless a move of it is no longer legal; then loading
    # it says so in one line, naming both versions.
    rules=RULES_TEXT,
    hidden_information=True,
)
