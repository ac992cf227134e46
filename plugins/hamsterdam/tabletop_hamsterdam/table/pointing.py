"""What is under the pointer: a special hamster (its ability shows in the panel) or a seat's town
(told in words). Plain geometry over the layout and the scenery (no arcade)."""

from __future__ import annotations

from tabletop_hamsterdam.table.choices import Ask
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.paint import Scenery, row_of, stack_groups, town_under

POSITIONS = 11
"""The most cards a dam can show (with the cards it gained)."""


def town_at(layout: TableLayout, scene: Scenery, x: float, y: float) -> int | None:
    """The seat whose town, sea or figures are under the pointer."""
    return town_under(layout, scene, x, y)


def piece_at(
    layout: TableLayout, scene: Scenery, ask: Ask | None, x: float, y: float
) -> int | None:
    """The special hamster under the pointer: in the tray, on a dam, or a special offered to keep
    (whose cell may have room for its name only)."""
    specials = ask.specials if ask is not None else []
    for index, (kind, _action) in enumerate(specials):
        if layout.special_choice(index, len(specials)).contains(x, y):
            return kind
    view = scene.view
    for index, kind in enumerate(scene.tray_kinds):
        if kind and layout.tray_slot(index).contains(x, y):
            return kind
    for seat in range(view.players):
        row = row_of(scene, seat)
        dam = view.dams[seat]
        for position in range(min(POSITIONS, len(dam.cards))):
            groups = stack_groups(dam.stacks[position].pieces)
            if not groups or dam.flipped[position]:
                continue
            for index in range(len(groups) - 1, -1, -1):
                if layout.piece(row, position, index, len(groups)).contains(x, y):
                    return groups[index][0] or None
    return None
