"""Every legal build for a hand, computed once per distinct hand and kept.

Cards of one kind are interchangeable when building, so the listed builds use one canonical card
per kind: the lowest id of that kind in the hand. Every subset of distinct species plus at most
one disposal card is listed once for every still-open dam pile its value reaches (overpaying is
allowed). The list depends only on the canonical cards and the open piles, so it is cached under
that key in a module-level dict (cleared when it grows large): random playouts and bots meet the
same hands over and over and then pay one dict lookup per turn. Which subsets reach which piles
depends only on the kinds held, so a second cache keeps those templates per kind set; a new hand
then costs one Build per template (2-3 on average in random games), not a walk of all subsets.

Bots that search use two cheaper questions: :func:`tight_builds` (only builds without a card to
spare) and :func:`best_build` (the biggest dam in reach for the least building value).
"""

from __future__ import annotations

from tabletop_damit.actions import Build
from tabletop_damit.cards import DAM_COSTS, KIND, KIND_VALUE

Template = tuple[int, tuple[int, ...]]
"""(cost, positions in the canonical cards)"""

_CACHE_LIMIT = 100_000
_ALL: dict[tuple[tuple[int, ...], int], list[Build]] = {}
_TIGHT: dict[tuple[tuple[int, ...], int], list[Build]] = {}
_ALL_TEMPLATES: dict[tuple[tuple[int, ...], int], list[Template]] = {}
_TIGHT_TEMPLATES: dict[tuple[tuple[int, ...], int], list[Template]] = {}
_BEST: dict[tuple[tuple[int, ...], int], Template | None] = {}
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
    builds = _ALL.get((tuple(canon), open_piles))
    if builds is not None:
        return builds
    return _builds(tuple(canon), open_piles, _ALL, _ALL_TEMPLATES, _all_templates)


def tight_builds(hand: list[int], open_piles: int) -> list[Build]:
    """The legal builds that have no card to spare (leaving out any card falls short)."""
    if not hand or hand[0] < 0:
        return _NO_BUILDS
    return _builds(canonical_cards(hand), open_piles, _TIGHT, _TIGHT_TEMPLATES, _tight_templates)


def best_build(hand: list[int], open_piles: int) -> Build | None:
    """The build of the biggest dam in reach that spends the least value (then fewest cards)."""
    if not hand or hand[0] < 0:
        return None
    canon = canonical_cards(hand)
    kinds = tuple(KIND[card] for card in canon)
    key = (kinds, open_piles)
    if key in _BEST:
        template = _BEST[key]
    else:
        candidates = _all_templates(kinds, open_piles)
        template = None
        if candidates:
            top = candidates[-1][0]
            template = min(
                (t for t in candidates if t[0] == top),
                key=lambda t: (sum(KIND_VALUE[kinds[i]] for i in t[1]), len(t[1])),
            )
        _BEST[key] = template
    if template is None:
        return None
    return Build(template[0], tuple([canon[i] for i in template[1]]))


def _builds(
    canon: tuple[int, ...],
    open_piles: int,
    cache: dict[tuple[tuple[int, ...], int], list[Build]],
    templates_cache: dict[tuple[tuple[int, ...], int], list[Template]],
    make_templates,
) -> list[Build]:
    key = (canon, open_piles)
    builds = cache.get(key)
    if builds is None:
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        kinds = tuple(KIND[card] for card in canon)
        templates = templates_cache.get((kinds, open_piles))
        if templates is None:
            templates = templates_cache[kinds, open_piles] = make_templates(kinds, open_piles)
        builds = [Build(cost, tuple([canon[i] for i in picks])) for cost, picks in templates]
        cache[key] = builds
    return builds


def _all_templates(kinds: tuple[int, ...], open_piles: int) -> list[Template]:
    """Every (cost, positions) a hand of these kinds can build, by cost, size, positions."""
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


def _tight_templates(kinds: tuple[int, ...], open_piles: int) -> list[Template]:
    tight = []
    for cost, picks in _all_templates(kinds, open_piles):
        values = [KIND_VALUE[kinds[i]] for i in picks]
        if sum(values) - min(values) < cost:
            tight.append((cost, picks))
    return tight
