"""The words every part of a room shares: the spectator's seat number, how many tokens a seat
keeps, and a refusal with its one-line reason."""

from __future__ import annotations

SPECTATOR = -1
"""The seat number of a spectator in the server's books (``None`` on the wire)."""

TOKENS_PER_SEAT = 16
"""Tokens a seat keeps from its codes (each device that joined with one); the oldest goes."""


class Refused(Exception):
    """An action, undo or message the server will not take; its text is the one-line reason."""


def one_line(error: BaseException) -> str:
    """The first line of an error's text (its type's name when it has none)."""
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__
