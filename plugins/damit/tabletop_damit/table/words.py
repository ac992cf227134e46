"""The words the Dam It! table writes (a seat's name line, its counts, the river's prices and
labels) and the type it writes them in: one place for the painters that write them and the
layout that measures the room they need. No arcade."""

from __future__ import annotations

from tabletop_core.i18n import translator
from tabletop_core.render.theme import Sizes, table_sizes
from tabletop_damit.cards import DAM_VP

_, ngettext = translator("tabletop_damit")

ALL_DAM_VP = sorted({vp for pile in DAM_VP for vp in pile})
"""The points a dam card may bear, each measured for a dam's badge."""
MOST_HAND = 14
"""The most cards a hand is measured for (its count, its header): the layout stays put."""
MOST_COUNT = 99
"""The most a count is measured for (cubes, points, trees' worth)."""


def type_sizes(scale: float) -> Sizes:
    """The table's type: the core's table type with its body and small words a little larger
    (the words printed on the cards have their own size, :func:`card_words_px`)."""
    return table_sizes(scale, body=14, small=11.5)


def seat_title(name: str, bot: bool, you: bool) -> str:
    return name + (_(" · bot") if bot else (_(" · you") if you else ""))


def cards_text(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def dams_text(vp: int) -> str:
    """The points of a seat's dams, written beside its fan of dam cards."""
    return _("{vp} VP").format(vp=vp)


def no_dam_text() -> str:
    """Written where a seat's dams will lie, while it has built none."""
    return _("no dam")


def price_text(position: int) -> str:
    """The price written above a river place: a word for the free one, else the number of
    cubes (drawn with a cube beside it)."""
    return _("free") if position == 0 else str(position)


def hidden_hands_text(who: str) -> str:
    """The hand's header when nobody's hand is shown (``who`` plays)."""
    return _("{who}: every hand stays hidden.").format(who=who)


def empty_hand_text(name: str) -> str:
    return _("{name}'s hand is empty.").format(name=name)


def hand_text(name: str, count: int, worth: int) -> str:
    """The hand's header: whose hand, how many cards, what their trees are worth."""
    return ngettext(
        "{name}'s hand · {count} card · trees worth {worth}",
        "{name}'s hand · {count} cards · trees worth {worth}",
        count,
    ).format(name=name, count=count, worth=worth)


def draw_text(count: int) -> str:
    return _("draw pile · {count}").format(count=count)


def discard_text(count: int) -> str:
    return _("discard · {count}").format(count=count)
