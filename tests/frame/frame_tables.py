"""Matches for the frame's tests: Ana and bots, or people taking turns at one screen."""

from __future__ import annotations

from typing import Any

from tabletop_core.replay import SeatSpec

BOTS = ("Otto", "Benny", "Tina", "Mila", "Hugo")


def with_bots(shell: Any, game: str = "damit", players: int = 3, seed: int = 3) -> Any:
    """Ana and bots at ``game``, from the first seed on where Ana starts; the host shown."""
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(name, "random") for name in BOTS]
    seats = seats[:players]
    match = shell.new_match(game, seats, seed, None)
    while match.to_act != 0:
        seed += 1
        match = shell.new_match(game, seats, seed, None)
    return shell.start_match(match)


def hot_seat(shell: Any, game: str = "damit", seed: int = 3) -> Any:
    """Ana and Ben taking turns at one screen."""
    match = shell.new_match(game, [SeatSpec.human("Ana"), SeatSpec.human("Ben")], seed, None)
    return shell.start_match(match)


def words_in(host: Any, rect: Any, canvas: Any = None) -> list[str]:
    """The words drawn in ``rect`` (on the host's canvas unless another is given)."""
    return [
        label.text
        for label in (canvas or host.canvas).texts
        if label.visible and label.text and rect.contains(label.x, label.y)
    ]
