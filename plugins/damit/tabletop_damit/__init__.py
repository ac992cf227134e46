"""Dam It! for Tabletop: the rules engine, its bots and its plugin hooks."""

from tabletop_damit.actions import Build, Take
from tabletop_damit.rules import DamIt, DamItOptions
from tabletop_damit.state import DamItState

__all__ = ["Build", "DamIt", "DamItOptions", "DamItState", "Take"]
