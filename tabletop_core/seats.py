"""Seats from the command line: ``human`` or ``bot:LEVEL``, comma-separated."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_core.game import GameInfo
from tabletop_core.replay import SeatSpec

BOT_NAMES = ("Otto", "Benny", "Tina", "Mila", "Hugo", "Ida", "Lotte", "Bruno")
DEFAULT_PLAYERS = 3


class SeatError(ValueError):
    """A seat list that cannot be played; the message says why in one line."""


def default_players(info: GameInfo) -> int:
    return min(info.max_players, max(info.min_players, DEFAULT_PLAYERS))


def parse_seats(
    spec: str | None,
    players: int | None,
    info: GameInfo,
    levels: Sequence[str],
    default: str = "bot:random",
) -> list[SeatSpec]:
    """Turn ``"human,bot:hard"`` and/or a player count into seat specs for ``info``'s game."""
    if spec:
        parts = [p.strip() for p in spec.split(",")]
        if players is not None and players != len(parts):
            raise SeatError(f"--players {players} but {len(parts)} seats were given")
    else:
        parts = [default] * (players if players is not None else default_players(info))
    count = len(parts)
    if not info.min_players <= count <= info.max_players:
        raise SeatError(
            f"{info.title} is for {info.min_players}–{info.max_players} players, not {count}"
        )
    seats: list[SeatSpec] = []
    humans = 0
    for i, part in enumerate(parts):
        if part == "human":
            humans += 1
            seats.append(SeatSpec(name=f"Player {humans}", kind="human"))
            continue
        kind, _, level = part.partition(":")
        if kind != "bot" or not level:
            raise SeatError(f"seat {i + 1}: {part!r} is neither 'human' nor 'bot:LEVEL'")
        if level not in levels:
            raise SeatError(
                f"seat {i + 1}: {info.id} has no bot level {level!r} (levels: {', '.join(levels)})"
            )
        name = f"{BOT_NAMES[i % len(BOT_NAMES)]}"
        seats.append(SeatSpec(name=name, kind="bot", level=level))
    return seats
