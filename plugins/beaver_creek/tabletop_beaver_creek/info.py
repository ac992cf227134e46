"""What the menu and `tabletop list` know about the game, without importing its rules.

The plugin registers ``LazyGame(INFO, "tabletop_beaver_creek.rules:BeaverCreek")``: the rules, bots and their
imports load the first time the game is played (see :mod:`tabletop_core.lazy`).
"""

from __future__ import annotations

from importlib.resources import files

from tabletop_core.game import GameInfo
from tabletop_core.i18n import N_

RULES_TEXT = files("tabletop_beaver_creek").joinpath("RULES.md").read_text(encoding="utf-8")

INFO = GameInfo(
    id="beaver_creek",
    title=N_("Beaver Creek"),
    summary=N_(
        "Roll two dice, then stack beavers and logs into a dam that real physics holds "
        "up. Drop something and the others get rid of a log."
    ),
    min_players=1,
    max_players=5,
    tags=("dexterity", "dice", "solo"),
    rules=RULES_TEXT,
)
