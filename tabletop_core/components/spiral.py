"""A spiral track of coloured spaces around a centre start (Mein lieber Biber's raft)."""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import Any

from tabletop_core.components.errors import ComponentError

CENTRE = 0


class SpiralTrack:
    """Spaces ``1..N`` on an Archimedean spiral, each with a colour and room for one piece;
    space 0 is the centre start, where any number of pieces may wait.

    Space ``i`` lies at angle ``turn_degrees * i`` (counter-clockwise from the +x axis) and radius
    ``inner + (outer - inner) * (i - 1) / (N - 1)``; the centre is ``(0, 0)``. Pieces are any
    hashable values (a beaver's colour, say).

    A move counts every space, occupied or not, and must end on a free one; a move past space
    ``N`` takes the piece off the end of the track.
    """

    __slots__ = ("colours", "inner_radius", "outer_radius", "turn_degrees", "_at", "_where", "_xy")

    def __init__(
        self,
        colours: Sequence[str],
        *,
        inner_radius: float = 0.25,
        outer_radius: float = 1.0,
        turn_degrees: float = 30.0,
    ) -> None:
        if not colours:
            raise ComponentError("a spiral track needs at least one space")
        self.colours: tuple[str, ...] = tuple(colours)
        self.inner_radius = inner_radius
        self.outer_radius = outer_radius
        self.turn_degrees = turn_degrees
        size = len(self.colours)
        self._at: list[Hashable | None] = [None] * (size + 1)
        self._where: dict[Hashable, int] = {}
        spacing = (outer_radius - inner_radius) / (size - 1) if size > 1 else 0.0
        xy = [(0.0, 0.0)]
        for space in range(1, size + 1):
            radius = inner_radius + spacing * (space - 1)
            angle = math.radians(turn_degrees * space)
            xy.append((radius * math.cos(angle), radius * math.sin(angle)))
        self._xy: tuple[tuple[float, float], ...] = tuple(xy)

    @property
    def size(self) -> int:
        """``N``, the number of spaces beyond the centre."""
        return len(self.colours)

    def _check(self, space: int, *, centre: bool) -> None:
        if not (0 if centre else 1) <= space <= len(self.colours):
            raise ComponentError(f"no space {space} on a track of {len(self.colours)}")

    def colour(self, space: int) -> str:
        self._check(space, centre=False)
        return self.colours[space - 1]

    def coordinates(self, space: int) -> tuple[float, float]:
        """Where the space lies, ``(x, y)`` in units of the outer radius."""
        self._check(space, centre=True)
        return self._xy[space]

    def occupant(self, space: int) -> Hashable | None:
        self._check(space, centre=False)
        return self._at[space]

    def position(self, piece: Hashable) -> int | None:
        """The piece's space (0 for the centre), or ``None`` when it is not on the track."""
        return self._where.get(piece)

    def __contains__(self, piece: object) -> bool:
        return piece in self._where

    def place(self, piece: Hashable, space: int = CENTRE) -> None:
        """Put a piece that is not on the track onto ``space`` (the centre by default)."""
        self._check(space, centre=True)
        if piece in self._where:
            raise ComponentError(f"{piece!r} is already on space {self._where[piece]}")
        if space:
            if self._at[space] is not None:
                raise ComponentError(f"space {space} is occupied by {self._at[space]!r}")
            self._at[space] = piece
        self._where[piece] = space

    def remove(self, piece: Hashable) -> None:
        space = self._where.pop(piece, None)
        if space is None:
            raise ComponentError(f"{piece!r} is not on the track")
        if space:
            self._at[space] = None

    def destination(self, piece: Hashable, steps: int) -> int | None:
        """Where ``steps`` spaces forward would take the piece; ``None`` past the last space.

        Every space counts, occupied or not; whether the piece may end there is
        :meth:`can_end_on`.
        """
        start = self._where.get(piece)
        if start is None:
            raise ComponentError(f"{piece!r} is not on the track")
        if steps < 1:
            raise ComponentError(f"cannot move {steps} spaces")
        end = start + steps
        return end if end <= len(self.colours) else None

    def can_end_on(self, space: int) -> bool:
        """Whether a move may end on ``space``: a free space in ``1..N``."""
        return 1 <= space < len(self._at) and self._at[space] is None

    def move(self, piece: Hashable, steps: int) -> int | None:
        """Move the piece ``steps`` spaces forward and return its new space; a move past the
        last space takes it off the track and returns ``None``."""
        end = self.destination(piece, steps)
        start = self._where[piece]
        if end is None:
            del self._where[piece]
            if start:
                self._at[start] = None
            return None
        if self._at[end] is not None:
            raise ComponentError(f"space {end} is occupied by {self._at[end]!r}")
        if start:
            self._at[start] = None
        self._at[end] = piece
        self._where[piece] = end
        return end

    def pieces(self) -> dict[Hashable, int]:
        """Every piece on the track (the centre included) and its space."""
        return dict(self._where)

    def wire_state(self) -> dict[str, Any]:
        """The track as online play sends it (its pieces are in private fields): the geometry
        and ``pieces``, ``[piece, space]`` in the order they came on."""
        return {
            "colours": list(self.colours),
            "inner_radius": self.inner_radius,
            "outer_radius": self.outer_radius,
            "turn_degrees": self.turn_degrees,
            "pieces": [[piece, space] for piece, space in self._where.items()],
        }

    @classmethod
    def from_wire_state(cls, data: dict[str, Any]) -> SpiralTrack:
        """The track :meth:`wire_state` describes (a client rebuilding a view)."""
        track = cls(
            [str(colour) for colour in data["colours"]],
            inner_radius=float(data["inner_radius"]),
            outer_radius=float(data["outer_radius"]),
            turn_degrees=float(data["turn_degrees"]),
        )
        for piece, space in data["pieces"]:
            track.place(piece, int(space))
        return track

    def clone(self) -> SpiralTrack:
        """An independent copy; the colours and the geometry are shared (they never change)."""
        copy = object.__new__(type(self))
        copy.colours = self.colours
        copy.inner_radius = self.inner_radius
        copy.outer_radius = self.outer_radius
        copy.turn_degrees = self.turn_degrees
        copy._xy = self._xy
        copy._at = self._at.copy()
        copy._where = self._where.copy()
        return copy

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SpiralTrack):
            return NotImplemented
        return (
            self.colours == other.colours and self._xy == other._xy and self._where == other._where
        )

    def __repr__(self) -> str:
        return f"SpiralTrack({len(self.colours)} spaces, pieces={self._where!r})"
