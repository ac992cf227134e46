"""A plain rectangle for layout and hit tests (no arcade import, so tables can be laid out in tests)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle in window pixels, origin bottom-left as in arcade."""

    left: float
    bottom: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def top(self) -> float:
        return self.bottom + self.height

    @property
    def center_x(self) -> float:
        return self.left + self.width / 2

    @property
    def center_y(self) -> float:
        return self.bottom + self.height / 2

    @property
    def center(self) -> tuple[float, float]:
        """(x, y) of the middle: where a piece drawn from its centre goes."""
        return (self.center_x, self.center_y)

    def overlaps(self, other: Rect) -> bool:
        """Whether the two share any area (touching edges do not count)."""
        return (
            self.left < other.right
            and other.left < self.right
            and self.bottom < other.top
            and other.bottom < self.top
        )

    def contains(self, x: float, y: float) -> bool:
        return self.left <= x <= self.right and self.bottom <= y <= self.top

    def inset(self, dx: float, dy: float | None = None) -> Rect:
        dy = dx if dy is None else dy
        return Rect(self.left + dx, self.bottom + dy, self.width - 2 * dx, self.height - 2 * dy)

    def split_top(self, height: float) -> tuple[Rect, Rect]:
        """(the top strip of ``height``, the rest below it)."""
        return (
            Rect(self.left, self.top - height, self.width, height),
            Rect(self.left, self.bottom, self.width, self.height - height),
        )

    def split_bottom(self, height: float) -> tuple[Rect, Rect]:
        """(the bottom strip of ``height``, the rest above it)."""
        return (
            Rect(self.left, self.bottom, self.width, height),
            Rect(self.left, self.bottom + height, self.width, self.height - height),
        )

    def split_right(self, width: float) -> tuple[Rect, Rect]:
        """(the right strip of ``width``, the rest left of it)."""
        return (
            Rect(self.right - width, self.bottom, width, self.height),
            Rect(self.left, self.bottom, self.width - width, self.height),
        )

    def columns(self, count: int, gap: float = 0) -> list[Rect]:
        width = (self.width - gap * (count - 1)) / count
        return [
            Rect(self.left + i * (width + gap), self.bottom, width, self.height)
            for i in range(count)
        ]

    def rows(self, count: int, gap: float = 0) -> list[Rect]:
        """``count`` rows, the first one on top."""
        height = (self.height - gap * (count - 1)) / count
        return [
            Rect(self.left, self.top - (i + 1) * height - i * gap, self.width, height)
            for i in range(count)
        ]
