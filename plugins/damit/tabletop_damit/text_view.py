"""The table in a few lines of text, for a person deciding at the terminal.

What the seat needs to decide: their hand with building values, their cubes, dams and garbage,
what the others have (hand sizes only: hands are secret), the river with the positions 1–5 a
person types and the cubes each costs and wins, and the dam piles still open.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tabletop_core.i18n import translator
from tabletop_damit.cards import (
    DAM_COSTS,
    HIDDEN,
    KIND,
    KIND_VALUE,
    card_label,
    garbage_penalty,
    kind_label,
)
from tabletop_damit.state import DamItState

_, ngettext = translator("tabletop_damit")

RIVER_PLACES = 4
"""River cards 1–4; place 5 is the draw pile's top."""


def _cubes(count: int) -> str:
    return ngettext("{count} cube", "{count} cubes", count).format(count=count)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else _("Seat {number}").format(number=seat + 1)


def hand_text(hand: list[int]) -> str:
    """ "2× willow (1), maple (2), disposal (2)": each kind once, with its building value."""
    if not hand:
        return _("no cards")
    counts = Counter(KIND[card] for card in hand)
    parts = []
    for kind in sorted(counts):
        named = _("{kind} ({value})").format(kind=kind_label(kind), value=KIND_VALUE[kind])
        parts.append(named if counts[kind] == 1 else f"{counts[kind]}× {named}")
    return ", ".join(parts)


def seat_line(view: DamItState, seat: int, names: Sequence[str], viewer: int | None) -> str:
    hand = view.hands[seat]
    dams = view.dams[seat]
    kept = len(view.garbage[seat])
    who = _("You") if seat == viewer else _name(names, seat)
    held = (
        hand_text(hand)
        if HIDDEN not in hand
        else ngettext("{count} card", "{count} cards", len(hand)).format(count=len(hand))
    )
    line = _("{who} — hand: {hand} · {cubes} · dams: {vp} VP ({count} built)").format(
        who=who, hand=held, cubes=_cubes(view.cubes[seat]), vp=sum(dams), count=len(dams)
    )
    if kept:
        line += " · " + ngettext(
            "{count} garbage (−{points})", "{count} garbage (−{points})", kept
        ).format(count=kept, points=garbage_penalty(kept))
    return line


def river_line(view: DamItState) -> str:
    places = []
    for position in range(RIVER_PLACES + 1):
        if position < RIVER_PLACES:
            card = view.river.items[position]
            won = view.river.tokens[position]
        else:
            card = view.draw.cards[-1] if view.draw.cards else None
            won = 0
        if card is None:
            continue
        price = _("free") if position == 0 else _cubes(position)
        what = card_label(card)
        if position == RIVER_PLACES:
            what = _("{card} on the draw pile").format(card=what)
        if won:
            price = _("{price}, wins {cubes}").format(price=price, cubes=_cubes(won))
        places.append(f"{position + 1} {what} ({price})")
    return _("River: {places}").format(places=" · ".join(places))


def piles_line(view: DamItState) -> str:
    piles = []
    for index, cost in enumerate(DAM_COSTS):
        left = view.piles[index]
        if left:
            piles.append(
                _("cost {cost}: {vp} VP ({left} left)").format(
                    cost=cost, vp=left[-1], left=len(left)
                )
            )
    return _("Dam piles: {piles}").format(piles=" · ".join(piles) if piles else _("all built"))


def render_text(view: DamItState, seat: int | None, names: Sequence[str]) -> str:
    """The seat's view as the person at the terminal needs it to decide."""
    order = list(range(view.players))
    if seat is not None:
        order = [seat] + [other for other in order if other != seat]
    lines = [seat_line(view, other, names, seat) for other in order]
    lines.append(river_line(view))
    lines.append(piles_line(view))
    return "\n".join(lines)
