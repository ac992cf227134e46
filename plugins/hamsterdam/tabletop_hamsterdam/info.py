"""What the menu and `tabletop list` know about the game, without importing its rules.

The plugin registers ``LazyGame(INFO, "tabletop_hamsterdam.rules:Hamsterdam")``: the rules, bots and their
imports load the first time the game is played (see :mod:`tabletop_core.lazy`).
"""

from __future__ import annotations

from importlib.resources import files

from tabletop_core.game import GameInfo
from tabletop_core.i18n import N_

RULES_TEXT = files("tabletop_hamsterdam").joinpath("RULES.md").read_text(encoding="utf-8")

INFO = GameInfo(
    id="hamsterdam",
    title=N_("Hamsterdam"),
    summary=N_("Stack hamsters on your dam, roll the floods and keep your town the driest."),
    min_players=2,
    max_players=4,
    tags=("dice",),
    rules=RULES_TEXT,
    hidden_information=True,
    tiebreak=N_("hamsters left"),
)
