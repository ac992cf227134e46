"""Hamsterdam for Tabletop: the rules engine, its bots and its plugin hooks."""

from tabletop_hamsterdam.rules import Hamsterdam
from tabletop_hamsterdam.state import Dam, HamsterdamState

__all__ = ["Dam", "Hamsterdam", "HamsterdamState"]
