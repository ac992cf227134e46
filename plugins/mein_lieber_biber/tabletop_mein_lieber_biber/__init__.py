"""Mein lieber Biber for Tabletop: the rules engine, the raft's physics, the bots, the hooks."""

from tabletop_mein_lieber_biber.actions import Draw, LayDown, Play, Reward
from tabletop_mein_lieber_biber.rules import BiberOptions, MeinLieberBiber
from tabletop_mein_lieber_biber.state import BiberState

__all__ = ["BiberOptions", "BiberState", "Draw", "LayDown", "MeinLieberBiber", "Play", "Reward"]
