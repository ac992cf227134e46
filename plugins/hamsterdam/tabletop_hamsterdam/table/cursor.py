"""A seat's choosing as it stands: the decision asked, the keyboard focus, the hamster in hand
and the card it would go to, what the pointer is over. Plain data the controller changes and the
scene paints from (no arcade, no rules).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop_hamsterdam.table.choices import Ask, Source


@dataclass
class Cursor:
    ask: Ask | None = None
    """The decision the seat is asked, as buttons, places, hamsters and cards (None: none)."""
    focus: int = 0
    """Which of :meth:`items` the keyboard is on."""
    held: Source | None = None
    """The hamster picked up (dragged, or chosen with the keyboard)."""
    target: int | None = None
    """The big dam's position the held hamster would go to (keyboard)."""
    hover_piece: int | None = None
    """The special hamster under the pointer (its ability shows in the panel)."""
    hover_town: int | None = None
    """The seat whose town, sea or figures are under the pointer (told in words)."""
    picked: bool = False
    """Whether the held hamster was picked by hand (a click on a card then drops it there)."""
    explaining: bool = False
    """The decision's words the panel has no room for are open (see :mod:`.explain`)."""

    def items(self) -> list[Any]:
        """What ←/→ (or Tab) walks through when no hamster is to be placed, in screen order."""
        ask = self.ask
        if ask is None:
            return []
        found: list[Any] = [("hand", i) for i in range(len(ask.hand))]
        found += [("special", i) for i in range(len(ask.specials))]
        found += sorted(ask.spots, key=lambda spot: (spot[1], spot[0]))
        found += [("button", i) for i in range(len(ask.buttons))]
        return found

    def focused(self) -> Any:
        items = self.items()
        return items[self.focus % len(items)] if items else None

    def let_go(self) -> None:
        """Nothing in hand, no card aimed at, nothing under the pointer."""
        self.held = self.target = None
        self.picked = False
        self.hover_piece = self.hover_town = None

    def choose_held(self, keep: bool) -> None:
        """Put a hamster in hand where the decision places one (``keep``: the one in hand, if it
        may still go somewhere), and aim it at the card nearest the one aimed at before."""
        ask = self.ask
        if ask is None or not ask.drags:
            self.held, self.target = None, None
            return
        if not (keep and self.held in ask.drags):
            if not ask.hold_first and not self.picked:
                self.held, self.target = None, None
                return
            self.held = ask.sources[0]
        destinations = sorted(ask.drags[self.held])
        if self.target not in destinations:
            previous = self.target if self.target is not None else 0
            self.target = min(destinations, key=lambda p: abs(p - previous))
