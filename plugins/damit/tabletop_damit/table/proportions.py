"""The proportions Dam It!'s card art and table share: where the pictures leave room for words
(as shares of a card, read off the SVG files), and the designed sizes several parts of the
layout agree on (in pixels at scale 1, the 960×616 table of a 1280×720 window). No arcade.

One declaration each, so that the art that writes a card's words and the layout that measures
the room they need cannot drift apart.
"""

from __future__ import annotations

CARD_ASPECT = 1.44
"""A card's height over its width."""
DAM_ASPECT = 0.84
"""A dam card's width over its height."""

# --- the card art, as shares of a card's height (or width) --------------------------------

VALUE_BAND = 0.2
"""A river card's top corners (its building value) end this far down."""
NAME_STRIP = 0.83
"""A card's strip with its name (a dam card's: its points) starts this far down; the cubes on a
river card sit just above it."""
MARGIN = 0.04
"""The share of a card's width its words keep off each side."""
NAME_SIZE = (0.15, 0.13)
"""A river card's name is written at most this share of the card's width and of its height
(the strip is only so tall, and a short name must not be huge)."""
DAM_HEADER = 0.24
"""A dam card's header band (its cost, on an emptied pile's site too) ends this far down."""
DAM_WORDS = 0.13
"""A dam card's cost and points are written at this share of its height."""
ICON_HEIGHT = 60
"""Pictures shorter than this (in pixels) are icons (a dam card or garbage beside a seat's
name): they carry no words, the table writes what they mean beside them."""

# --- designed sizes, in pixels at scale 1 ---------------------------------------------------

CARD_WIDTH = 100
"""A river card's width when the table has room; the cubes on it are laid out for it."""
HAND_CARD_HEIGHT = 170
"""A hand card's height when the hand's row has room."""
RIVER_CUBE = 20
"""A cube lying on a river card, or moving to or from one."""
HEADER_LINES = 2
"""The most lines the hand's header takes above the cards (three under the river when the
hand lies up beside the dam piles)."""
BESIDE_LINES = 4
"""The most lines the hand's header takes when it stands beside the cards (it is as narrow as
its longest words take on that many)."""
