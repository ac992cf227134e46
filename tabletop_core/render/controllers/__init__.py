"""Controllers several tables share (:class:`tabletop_core.render.parts.Controller` parts use
them): input turned into what a player is doing, with no rules in them (a table asks the game's
``legal_actions`` and ``why_not`` itself).

- :mod:`.steps`: a choice made in steps (card, then target, then option).
- :mod:`.carry`: pick up, carry, turn and let go of a piece (:class:`~.carry.Carry`).
- :mod:`.drop`: how hard a piece let go lands (no arcade).
"""

from tabletop_core.render.controllers.steps import ChoiceInSteps, Step

__all__ = ["ChoiceInSteps", "Step"]
