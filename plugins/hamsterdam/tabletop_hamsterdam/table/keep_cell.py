"""A special hamster on offer to keep, declared: its picture, its key and name, and under them
what it does, which gives way when the cell is short (it then shows on hover,
:func:`tabletop_hamsterdam.table.paint_panel.keep_help_over`).

At large text the cell is a row across the panel: a picture a line tall beside the name, the
name wrapped as it needs, what it does across the whole cell. Otherwise the picture stands
left of the name and its words. The painter draws it and the panel's tree measures it from
this one declaration (:mod:`tabletop_hamsterdam.table.decision_panel`)."""

from __future__ import annotations

from tabletop_core.render import kit
from tabletop_core.render.kit.pad import Pad
from tabletop_core.render.kit.spacing import Spacing
from tabletop_hamsterdam.table.choices import piece_help
from tabletop_hamsterdam.table.panel_words import WHOLE
from tabletop_hamsterdam.table.scenery import keep_label

ICON = 56
"""The picture's largest side beside the words, at scale 1."""


def keep_icon(scale: float, cell_height: float) -> float:
    """The picture's side in a cell ``cell_height`` tall, beside the words."""
    return min(ICON * scale, cell_height - Spacing(scale).gap)


def keep_cell(index: int, kind: int, scale: float, icon: float, wide: bool) -> kit.Node:
    """The cell of special ``kind``, offered as choice ``index``, at ``scale``, its picture
    ``icon`` wide (at large text, ``wide``: a line of body text)."""
    sp = Spacing(scale)
    name = kit.Text(keep_label(index, kind), bold=True, lines=WHOLE if wide else 2, key="name")
    why = kit.Text(piece_help(kind), "small", lines=WHOLE, key="why", optional=True)
    if wide:
        picture = kit.Piece((icon, icon), key="icon")
        head = kit.Row(picture, kit.Box(name, halign="start"), gap=sp.gap, align="start")
        return Pad(kit.Column(head, why), across=sp.gap, down=sp.snug)
    picture = kit.Piece((icon, icon), aspect=1, key="icon")
    words = kit.Column(name, why, kit.Space(grow=1), grow=1)
    return Pad(kit.Row(picture, words, gap=sp.gap), across=sp.gap, down=sp.tight)
