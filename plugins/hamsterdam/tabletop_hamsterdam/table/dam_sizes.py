"""The sizes a dam is drawn at, at scale 1, shared by the parts of the layout."""

CARD_ASPECT = 1.34
SMALL_SHARE = 0.6
"""When height is short, a small dam's cards are this tall against the big dam's."""
SEA = 16.0
"""The strip of sea on a dam's left (the flood comes from there), at scale 1."""
TOWN = 46.0
"""The town at a dam's right end, behind its last card, at scale 1."""

# The table's spacing steps, at scale 1: between things that belong together, between parts, and
# the margins inside a band.
NARROW = 4
SMALL_GAP = 6
GAP = 8
PAD = 10
MARGIN = 12

# Where a dam's row has room to spare, its sea and its town widen to these shares of its
# height: a band of water with room for its waves, a town of several houses.
SEA_SHAPE = 0.5
TOWN_SHAPE = 1.1
