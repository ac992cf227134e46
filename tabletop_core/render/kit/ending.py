"""A game's ending, declared: what its end screen shows around the winner, in plain data.

A table says, from the finished match's view and its result, which of the pictures its package
ships stand for the winner (a beaver, a hamster), for what they built (their dams, the town they
kept dry, or the table itself as it ended) and for the celebration (what falls when they win:
logs and leaves, cards, drops of water). The core lays these out, colours them, counts the
totals up and animates the celebration; the game computes no place or size, and imports no
arcade::

    from tabletop_core.render.kit.ending import Art, Ending

    def ending(table, view, result) -> Ending:
        return Ending(
            portrait=Art("my_game", "hero", seat_colour="#FF00FF"),
            built=Art("my_game", "castle"),
            material=(Art("my_game", "leaf"), Art("my_game", "coin")),
        )

    class MyTable(Table):
        ending = ending

A table that declares no ending gets the end screen every game had before: the game's own tile
picture, the winners' pieces and the score sheet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from tabletop_core.assets.raster import Swaps
from tabletop_core.render.geometry import Rect

__all__ = ["TABLE", "Art", "Ending", "EndingOf"]

TABLE: Literal["table"] = "table"
"""The thing built is the table itself as it ended (Beaver Creek's dam, Biber's raft): the core
pictures the last frame of the scene, before the end screen covers it."""


@dataclass(frozen=True, slots=True)
class Art:
    """A picture ``name`` that ``package`` ships (named in its asset manifest), with ``swaps``
    made to its SVG text. ``seat_colour``: a placeholder colour in the SVG (``"#FF00FF"``) that
    the core replaces with the winner's seat colour, so the picture wears their colour."""

    package: str
    name: str
    swaps: Swaps = ()
    seat_colour: str = ""

    def for_seat(self, colour: tuple[int, ...]) -> Swaps:
        """The swaps that draw this picture for a seat of ``colour`` (RGB)."""
        if not self.seat_colour:
            return self.swaps
        shade = "#{:02X}{:02X}{:02X}".format(*colour[:3])
        placeholder = self.seat_colour
        return (*self.swaps, (placeholder.upper(), shade), (placeholder.lower(), shade))


@dataclass(frozen=True, slots=True)
class Ending:
    """What a game's end screen shows around its winner.

    - ``portrait``: the winner's own figure, large beside their name;
    - ``built``: what they built, shown large beside it: a picture, or :data:`TABLE` for the
      table as it ended (``region``: the part of the table to show, a rect the scene has
      already laid out, such as its dam's or its raft's; None: the whole table);
      ``copies`` of the picture side by side (the winner's dams, one each),
      ``marks`` written on them in turn (each dam's points);
    - ``built_words``: what the built thing is, in the game's words (translated; "" for none);
    - ``material``: the celebration, pictures the core scatters in a burst over the screen
      (the same burst for the same match; none with reduced motion).

    Every part is optional: what a game leaves out is simply not shown.
    """

    portrait: Art | None = None
    built: Art | Literal["table"] | None = None
    region: Rect | None = None
    copies: int = 1
    marks: tuple[str, ...] = ()
    built_words: str = ""
    material: tuple[Art, ...] = ()


EndingOf = Callable[[Any, Any, Any], "Ending | None"]
"""A table's ending, declared on the table as a method: (the table, the looking seat's view of
the finished match, its ``Result``) → the :class:`Ending`, or None for the default end
screen."""
