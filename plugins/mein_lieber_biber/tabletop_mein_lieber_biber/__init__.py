"""Mein lieber Biber for Tabletop: the rules engine, the raft's physics, the bots, the hooks.

The names below are imported on first use (PEP 562), so registering the plugin for the menu or
`tabletop list` does not import the rules.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOME = {
    "BiberOptions": "rules",
    "BiberState": "state",
    "Draw": "actions",
    "LayDown": "actions",
    "Lift": "actions",
    "MeinLieberBiber": "rules",
    "Play": "actions",
    "Reward": "actions",
    "SetDown": "actions",
    "SkipDraw": "actions",
    "TopUp": "actions",
}

__all__ = sorted(_HOME)


def __getattr__(name: str) -> Any:
    if name in _HOME:
        return getattr(importlib.import_module(f"tabletop_mein_lieber_biber.{_HOME[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
