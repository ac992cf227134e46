"""Errors as the one line a person reads: the first line of the message, of a sensible length."""

from __future__ import annotations

from pydantic import ValidationError

MAX_LENGTH = 300
"""Characters; a longer message is cut with an ellipsis (a plugin's error can be kilobytes)."""


def shorten(text: str, limit: int = MAX_LENGTH) -> str:
    """``text``'s first non-empty line, cut at ``limit`` characters."""
    lines = [line for line in str(text).strip().splitlines() if line.strip()]
    line = lines[0].strip() if lines else ""
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def first_line(value: object) -> str:
    """``value``'s first line as :func:`shorten` gives it, or its type's name when it has none."""
    return shorten(str(value)) or type(value).__name__


def one_line(error: BaseException) -> str:
    """``ErrorType: first line of the message`` (pydantic's errors: the model and first problem)."""
    if isinstance(error, ValidationError):
        from tabletop_core.replay import describe_validation_error

        return shorten(f"{error.title}: {describe_validation_error(error)}")
    text = shorten(str(error))
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def counted(count: int, one: str, many: str) -> str:
    """``"1 match"``, ``"3 matches"``: a count and its noun, for the command line's English
    reports (what a window or a terminal player reads goes through ``ngettext`` instead)."""
    return f"{count} {one if count == 1 else many}"
