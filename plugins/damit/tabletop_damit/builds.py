"""Every legal build for a hand, computed once per distinct hand and kept.

Cards of one kind are interchangeable when building, so the listed builds use one canonical card
per kind: the lowest id of that kind in the hand. Every subset of distinct species plus at most
one disposal card is listed once for every still-open dam pile its value reaches (overpaying is
allowed). The list depends only on the canonical cards and the open piles, so it is cached under
that key in a module-level dict (cleared when it grows large): random playouts and bots meet the
same hands over and over and then pay one dict lookup per turn. Which subsets reach which piles
depends only on the kinds held, so a second cache keeps those templates per kind set; a new hand
then costs one Build per template (2-3 on average in random games), not a walk of all subsets.
"""

from __future__ import annotations

from tabletop_damit.actions import Build
from tabletop_damit.cards import DAM_COSTS, KIND, KIND_VALUE

_CACHE: dict[tuple[tuple[int, ...], int], list[Build]] = {}
_CACHE_LIMIT = 100_000
_TEMPLATES: dict[tuple[tuple[int, ...], int], list[tuple[int, tuple[int, ...]]]] = {}
_NO_BUILDS: list[Build] = []


def canonical_cards(hand: list[int]) -> tuple[int, ...]:
    """The lowest card of each kind in a sorted hand (garbage never is in a hand)."""
    canon = []
    last = -1
    for card in hand:
        kind = KIND[card]
        if kind != last:
            canon.append(card)
            last = kind
    return tuple(canon)


def build_options(hand: list[int], open_piles: int) -> list[Build]:
    """The builds a sorted ``hand`` allows with the piles in ``open_piles`` (bit i: pile i open).

    The returned list is shared: callers must not change it.
    """
    if not hand or hand[0] < 0:
        return _NO_BUILDS
    canon = []
    last = -1
    for card in hand:
        kind = KIND[card]
        if kind != last:
            canon.append(card)
            last = kind
    key = (tuple(canon), open_piles)
    builds = _CACHE.get(key)
    if builds is None:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        kinds = tuple(KIND[card] for card in canon)
        templates = _TEMPLATES.get((kinds, open_piles))
        if templates is None:
            templates = _TEMPLATES[kinds, open_piles] = _templates(kinds, open_piles)
        builds = [Build(cost, tuple([canon[i] for i in picks])) for cost, picks in templates]
        _CACHE[key] = builds
    return builds


def _templates(kinds: tuple[int, ...], open_piles: int) -> list[tuple[int, tuple[int, ...]]]:
    """Every (cost, positions in the canonical cards) a hand of these kinds can build."""
    costs = [cost for index, cost in enumerate(DAM_COSTS) if open_piles >> index & 1]
    templates = []
    count = len(kinds)
    for subset in range(1, 1 << count):
        picks = tuple(i for i in range(count) if subset >> i & 1)
        value = sum(KIND_VALUE[kinds[i]] for i in picks)
        for cost in costs:
            if value >= cost:
                templates.append((cost, picks))
    templates.sort(key=lambda template: (template[0], len(template[1]), template[1]))
    return templates
