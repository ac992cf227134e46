"""How the tilted raft looks from above: the kit's tilted board
(:mod:`tabletop_core.render.kit.tilted_plane`) in raft radii, its lean drawn three times the
simulated one so that a few degrees of real lean read at a glance. No arcade."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop_core.render.kit.tilted_plane import TiltedPlane, tilt_of

__all__ = ["RaftCamera", "tilt_of"]


@dataclass(frozen=True, slots=True)
class RaftCamera(TiltedPlane):
    """The raft of ``radius`` pixels centred at ``centre``, leaning ``angle`` (simulated radians)
    towards ``towards``; ``sink`` lowers it (raft radii) as it dips when it tips."""

    exaggeration: float = 3.0
    max_drawn_tilt: float = math.radians(62)

    def to_raft(self, x: float, y: float) -> tuple[float, float]:
        """The raft point under window pixel ``(x, y)``."""
        return self.to_board(x, y)
