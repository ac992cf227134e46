"""What a selection of hand cards would build: its value, the piles it reaches, or why not.

The rules decide (``DamIt.why_not`` on a build at each open pile), so the table's highlights, its
messages and the keyboard's Enter say exactly what ``apply`` would: what lights up is what a
click on a pile will send, and a refusal is worded as the rules word it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tabletop_core.i18n import translator
from tabletop_damit.actions import Build
from tabletop_damit.cards import DAM_COSTS, VALUE
from tabletop_damit.rules import DamIt
from tabletop_damit.state import DamItState

_, ngettext = translator("tabletop_damit")


@dataclass(frozen=True, slots=True)
class BuildCheck:
    cards: tuple[int, ...]
    total: int
    problem: str
    """Why these cards cannot form a dam ("" when they can)."""
    reachable: tuple[int, ...]
    """Costs of the open piles the rules let these cards build (empty when there is a problem)."""

    @property
    def best(self) -> int | None:
        """The dearest reachable pile: its top card is worth the most."""
        return self.reachable[-1] if self.reachable else None


def check_selection(game: DamIt, view: DamItState, cards: Iterable[int]) -> BuildCheck:
    """The rules' answer for building ``cards`` from the hand of the seat to act in ``view``."""
    chosen = tuple(sorted(cards))
    total = sum(VALUE[card] for card in chosen)
    if not chosen:
        return BuildCheck(chosen, total, "", ())
    open_costs = [cost for index, cost in enumerate(DAM_COSTS) if view.open_piles >> index & 1]
    if not open_costs:
        return BuildCheck(chosen, total, _("no dam pile is left"), ())
    refusals = [game.why_not(view, Build(cost, chosen)) for cost in open_costs]
    reachable = tuple(cost for cost, no in zip(open_costs, refusals, strict=True) if no is None)
    problem = "" if reachable else refusals[0] or ""
    return BuildCheck(chosen, total, problem, reachable)
