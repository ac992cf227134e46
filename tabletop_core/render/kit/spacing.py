"""The spacing scale: the few distances a layout puts between its parts, chosen by name.

A table declares ``space.snug`` or ``space.gives(space.loose, space.tight)`` rather than a pixel
count, so that tables share one rhythm and their spacing grows with the window as their type
does. Each step is in window pixels at ``scale`` (1.0: the 960×616 table of a 1280×720 window;
``theme.table_scale`` gives it for a table's rect); text size does not change spacing.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_core.render.kit.tree import Gap

STEPS = {"hair": 2, "tight": 4, "snug": 6, "gap": 8, "loose": 12, "wide": 16, "far": 24}
"""The scale at 1.0, smallest first: a hairline apart, then tight, snug, the usual gap between
parts, loose (between groups), wide and far (between regions)."""


@dataclass(frozen=True, slots=True)
class Spacing:
    """The spacing scale at ``scale``: each step is an attribute, in window pixels."""

    scale: float = 1.0

    def step(self, name: str) -> float:
        """The step called ``name`` (one of :data:`STEPS`), in window pixels."""
        return STEPS[name] * self.scale

    @property
    def hair(self) -> float:
        return self.step("hair")

    @property
    def tight(self) -> float:
        return self.step("tight")

    @property
    def snug(self) -> float:
        return self.step("snug")

    @property
    def gap(self) -> float:
        return self.step("gap")

    @property
    def loose(self) -> float:
        return self.step("loose")

    @property
    def wide(self) -> float:
        return self.step("wide")

    @property
    def far(self) -> float:
        return self.step("far")

    def gives(self, preferred: float, least: float = 0.0) -> Gap:
        """A gap of ``preferred`` pixels that gives way down to ``least`` when room is short."""
        return Gap(preferred, least)

    def fixed(self, width: float) -> Gap:
        """A gap that never gives way."""
        return Gap(width, width)
