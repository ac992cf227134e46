"""Beaver Creek (Eurico Cunha, Calamity Games): a dam of beavers and logs on real 2-D physics."""

from tabletop_beaver_creek.rules import BeaverCreek

__all__ = ["BeaverCreek"]
