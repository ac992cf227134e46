"""Controllers several games share (:class:`tabletop_core.render.parts.Controller` parts use
them): a choice made in steps (:mod:`.steps`)."""

from tabletop_core.render.controllers.steps import ChoiceInSteps, Step

__all__ = ["ChoiceInSteps", "Step"]
