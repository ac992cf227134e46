"""A view and an action in words, for screens without art: the generic table, the debug
overlay and terminal play (no arcade here, so the terminal never loads it)."""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop_core.game import supports

__all__ = ["action_label", "describe_view", "person_action_label", "view_text"]


def describe_view(view: Any, limit: int = 30, *, whole: bool = False) -> list[str]:
    """Readable ``name: value`` lines of a view (dataclass, dict, object or anything else);
    long values are cut to fit a screen unless ``whole`` (the terminal wraps them)."""
    if dataclasses.is_dataclass(view) and not isinstance(view, type):
        items = [(f.name, getattr(view, f.name)) for f in dataclasses.fields(view)]
    elif isinstance(view, dict):
        items = list(view.items())
    elif hasattr(view, "__dict__"):
        items = list(vars(view).items())
    else:
        return [repr(view)]
    lines = []
    for name, value in items:
        if name.startswith("_") or value is None or type(value).__name__ == "Random":
            continue
        lines.append(f"{name.replace('_', ' ')}: {_short(value, None if whole else 90)}")
    return lines if whole else lines[:limit]


def _short(value: Any, limit: int | None = 90) -> str:
    if isinstance(value, (list, tuple)):
        text = "[" + ", ".join(_short(v, limit and 30) for v in value) + "]"
    elif isinstance(value, tuple) and hasattr(value, "_fields"):
        text = " ".join(str(v) for v in value)
    else:
        text = str(value) if not hasattr(value, "_fields") else " ".join(str(v) for v in value)
    text = text.replace("None", "?")
    return text if limit is None or len(text) <= limit else text[: limit - 1] + "…"


def action_label(game: Any, view: Any, action: Any, names: list[str]) -> str:
    if supports(game, "describe_action"):
        try:
            return str(game.describe_action(view, action, names))
        except Exception:
            pass
    if dataclasses.is_dataclass(action):
        values = " ".join(str(getattr(action, f.name)) for f in dataclasses.fields(action))
        return f"{type(action).__name__.lower()} {values}".strip()
    return str(action)


def view_text(game: Any, view: Any, seat: int | None, names: list[str]) -> list[str]:
    """What a person reads of the table before deciding: the game's own ``render_text`` when it
    has one (and it works), else the view's fields, whole."""
    if supports(game, "render_text"):
        try:
            text = str(game.render_text(view, seat, names))
        except Exception:
            text = ""
        if text.strip():
            return text.rstrip("\n").splitlines()
    return describe_view(view, whole=True)


def person_action_label(game: Any, view: Any, action: Any, names: list[str]) -> str:
    """``action`` as a person chooses it: the game's ``name_action`` (a named spot for a
    continuous choice), else :func:`action_label`."""
    if supports(game, "name_action"):
        try:
            return str(game.name_action(view, action, names))
        except Exception:
            pass
    return action_label(game, view, action, names)
