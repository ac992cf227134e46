"""What the menu and `tabletop list` know about the game, without importing its rules.

The plugin registers ``LazyGame(INFO, "tabletop_damit.rules:DamIt")``: the rules, bots and their
imports load the first time the game is played (see :mod:`tabletop_core.lazy`).
"""

from __future__ import annotations

from importlib.resources import files

from tabletop_core.game import GameInfo
from tabletop_core.i18n import N_

RULES_TEXT = files("tabletop_damit").joinpath("RULES.md").read_text(encoding="utf-8")

INFO = GameInfo(
    id="damit",
    title=N_("Dam It!"),
    summary=N_(
        "Beavers fish driftwood out of a river of cards and build dams of distinct trees; "
        "wood cubes let you reach further upstream, garbage spoils your dams."
    ),
    min_players=2,
    max_players=4,
    tags=("cards",),
    rules=RULES_TEXT,
    hidden_information=True,
    tiebreak=N_("tree value in hand"),
)
