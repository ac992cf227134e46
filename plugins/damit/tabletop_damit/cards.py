"""The cards of Dam It! as ints, with lookup tuples for what the rules ask of them.

Card ids 0..65, grouped by kind in ascending order: willow 0-5, acacia 6-11, birch 12-17,
pine 18-23, maple 24-29, oak 30-35, beech 36-41, garbage 42-53, garbage disposal 54-65. Because
the kinds are contiguous and ascending, a sorted hand lists each kind's lowest card first. A
hidden card (in another seat's view) is ``HIDDEN`` (-1).
"""

from __future__ import annotations

from tabletop_core.i18n import N_, translator

_, ngettext = translator("tabletop_damit")

SPECIES: tuple[str, ...] = (
    N_("willow"),
    N_("acacia"),
    N_("birch"),
    N_("pine"),
    N_("maple"),
    N_("oak"),
    N_("beech"),
)
KIND_NAMES: tuple[str, ...] = (*SPECIES, N_("garbage"), N_("disposal"))
"""The kinds in the game's words: data (English) here, shown with :func:`kind_label`."""
THE_KIND: tuple[str, ...] = (
    # TRANSLATORS: the object of "takes": German accusative ("den Ahorn").
    N_("the willow"),
    N_("the acacia"),
    N_("the birch"),
    N_("the pine"),
    N_("the maple"),
    N_("the oak"),
    N_("the beech"),
    N_("the garbage"),
    N_("the disposal card"),
)
A_KIND: tuple[str, ...] = (
    # TRANSLATORS: the subject of "flows into the river": German nominative ("ein Ahorn").
    N_("a willow"),
    N_("an acacia"),
    N_("a birch"),
    N_("a pine"),
    N_("a maple"),
    N_("an oak"),
    N_("a beech"),
    N_("a garbage card"),
    N_("a disposal card"),
)
GARBAGE = 7
DISPOSAL = 8
KIND_VALUE: tuple[int, ...] = (1, 1, 2, 2, 2, 3, 3, 0, 2)
"""Building value per kind: a disposal card is a wildcard worth 2; garbage cannot be built."""

CARD_COUNT = 66
FIRST_GARBAGE = 42
FIRST_DISPOSAL = 54
HIDDEN = -1

KIND: tuple[int, ...] = tuple(
    card // 6 if card < FIRST_GARBAGE else (GARBAGE if card < FIRST_DISPOSAL else DISPOSAL)
    for card in range(CARD_COUNT)
)
VALUE: tuple[int, ...] = tuple(KIND_VALUE[kind] for kind in KIND)
TREE_VALUE: tuple[int, ...] = tuple(VALUE[c] if KIND[c] < GARBAGE else 0 for c in range(CARD_COUNT))
"""What a card in hand counts for the tie-break: tree cards only, disposal cards count 0."""

DAM_COSTS: tuple[int, ...] = (3, 5, 7, 9, 11)
COST_INDEX: dict[int, int] = {cost: index for index, cost in enumerate(DAM_COSTS)}
DAM_VP: tuple[tuple[int, ...], ...] = ((5, 4, 3), (7, 6, 5), (10, 9, 8), (13, 12, 11), (17, 15, 13))
"""Victory points of the dam cards per pile (index as ``DAM_COSTS``), top of the pile first."""
ALL_PILES = (1 << len(DAM_COSTS)) - 1

GARBAGE_PENALTY: tuple[int, ...] = (0, 1, 4, 9, 16, 25)
"""Minus points by the number of garbage cards in a dam pile (5 or more count as 5)."""


_FIRST_OF: dict[str, int] = {name: KIND.index(kind) for kind, name in enumerate(KIND_NAMES)}


def card_of(kind: str, number: int = 0) -> int:
    """The id of the ``number``-th card of a kind: ``card_of("oak")`` is 30, ``card_of("oak", 1)``
    is 31."""
    count = 6 if KIND_NAMES.index(kind) < GARBAGE else 12
    if not 0 <= number < count:
        raise ValueError(f"there are {count} {kind} cards, no number {number}")
    return _FIRST_OF[kind] + number


def is_garbage(card: int) -> bool:
    return FIRST_GARBAGE <= card < FIRST_DISPOSAL


def card_name(card: int) -> str:
    """The card's kind in the game's words: "oak", "garbage", "disposal"; "hidden card" for -1."""
    if card == HIDDEN:
        return "hidden card"
    if not 0 <= card < CARD_COUNT:
        raise ValueError(f"no card id {card} (ids are 0..{CARD_COUNT - 1})")
    return KIND_NAMES[KIND[card]]


def kind_label(kind: int) -> str:
    """A kind's name in the current language: "oak", "Eiche", "chêne"."""
    return _(KIND_NAMES[kind])


def card_label(card: int) -> str:
    """A card's kind in the current language (``card_name`` is the English data)."""
    return _("hidden card") if card == HIDDEN else kind_label(KIND[card])


def the_card(card: int) -> str:
    """The card as the object of a sentence: "the oak", "den Ahorn", "l'érable"."""
    return _("the hidden card") if card == HIDDEN else _(THE_KIND[KIND[card]])


def a_card(card: int) -> str:
    """The card as the subject of a sentence: "an oak", "ein Ahorn", "un érable"."""
    return _("a hidden card") if card == HIDDEN else _(A_KIND[KIND[card]])


def upper_first(text: str) -> str:
    """``text`` with a capital first letter (``str.capitalize`` would lower German nouns)."""
    return text[:1].upper() + text[1:]


def garbage_penalty(count: int) -> int:
    return GARBAGE_PENALTY[count if count < 5 else 5]
