"""Hamsterdam for Tabletop: the rules engine, its bots and its plugin hooks.

The names below are imported on first use (PEP 562), so registering the plugin for the menu or
`tabletop list` does not import the rules.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOME = {
    "Dam": "state",
    "Hamsterdam": "rules",
    "HamsterdamState": "state",
}

__all__ = sorted(_HOME)


def __getattr__(name: str) -> Any:
    if name in _HOME:
        return getattr(importlib.import_module(f"tabletop_hamsterdam.{_HOME[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
