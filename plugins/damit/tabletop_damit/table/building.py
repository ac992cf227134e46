"""What a selection of hand cards would build: its value, the piles it reaches, or why not.

Pure Python on card ids, shared by the table's highlights, its messages and the keyboard's
Enter, so that what lights up is exactly what a click on a pile will send.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tabletop_core.i18n import translator
from tabletop_damit.actions import Build
from tabletop_damit.cards import DAM_COSTS, DISPOSAL, GARBAGE, KIND, VALUE, kind_label

_, ngettext = translator("tabletop_damit")


@dataclass(frozen=True, slots=True)
class BuildCheck:
    cards: tuple[int, ...]
    total: int
    problem: str
    """Why these cards cannot form a dam ("" when they can)."""
    reachable: tuple[int, ...]
    """Costs of the open piles the value reaches (empty when there is a problem)."""

    @property
    def best(self) -> int | None:
        """The dearest reachable pile: its top card is worth the most."""
        return self.reachable[-1] if self.reachable else None

    def build(self, cost: int) -> Build:
        return Build(cost, self.cards)


def check_selection(cards: Iterable[int], open_piles: int) -> BuildCheck:
    chosen = tuple(sorted(cards))
    total = sum(VALUE[card] for card in chosen)
    seen: dict[int, int] = {}
    for card in chosen:
        seen[KIND[card]] = seen.get(KIND[card], 0) + 1
    problem = ""
    if seen.get(GARBAGE):
        problem = _("garbage cannot go into a dam")
    elif seen.get(DISPOSAL, 0) > 1:
        problem = _("at most one garbage disposal card per dam")
    else:
        twice = [kind_label(kind) for kind, count in sorted(seen.items()) if count > 1]
        if twice:
            problem = _("{kind} twice: every tree in a dam must be different").format(kind=twice[0])
    reachable: tuple[int, ...] = ()
    if chosen and not problem:
        reachable = tuple(
            cost
            for index, cost in enumerate(DAM_COSTS)
            if open_piles >> index & 1 and total >= cost
        )
        if not reachable:
            cheapest = min(
                (cost for index, cost in enumerate(DAM_COSTS) if open_piles >> index & 1),
                default=None,
            )
            if cheapest is not None:
                problem = _("worth {total}: the cheapest open pile needs {cost}").format(
                    total=total, cost=cheapest
                )
            else:
                problem = _("no dam pile is left")
    return BuildCheck(chosen, total, problem, reachable)
