"""A read-only window on an attribute of one of the table's parts, so the table stays a thin
composition that still answers ``table.held`` (the cursor's) or ``table.layout`` (the scene's)."""

from __future__ import annotations

from typing import Any


class Forward:
    """``held = Forward("cursor")``: reading ``table.held`` reads ``table.cursor.held``."""

    def __init__(self, part: str, name: str | None = None) -> None:
        self.part = part
        self.name = name

    def __set_name__(self, owner: type, name: str) -> None:
        if self.name is None:
            self.name = name

    def __get__(self, table: Any, owner: type | None = None) -> Any:
        if table is None:
            return self
        return getattr(getattr(table, self.part), self.name or "")
