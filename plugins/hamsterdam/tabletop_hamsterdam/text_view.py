"""The table in a few lines of text, for the terminal: what a seat needs to decide.

Read off the seat's view only (so it shows what the table shows and nothing more): the round and
the roll, every dam card by card (value, hamsters on it, a token, flipped), the towns, the
reinforcements and special hamsters, and the cards or specials in hand while setting up.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tabletop_core.i18n import translator
from tabletop_hamsterdam.pieces import HAMSTER, HIDDEN, TURNS_PER_ROUND
from tabletop_hamsterdam.state import (
    ABILITY,
    ARRANGE,
    KEEP,
    OVER,
    PASS,
    REROLLING,
    ROLLING,
    Dam,
    HamsterdamState,
)
from tabletop_hamsterdam.wording import label, seat_name

_, ngettext = translator("tabletop_hamsterdam")

SHORT = {HAMSTER: "H"}
"""A plain hamster is "H" in a stack; special ones are named."""


def render_text(view: HamsterdamState, seat: int | None, names: Sequence[str]) -> str:
    lines = [_round_line(view)]
    roll = _roll_line(view, seat)
    if roll:
        lines.append(roll)
    order = [seat] if seat is not None else []
    order += [s for s in range(view.players) if s != seat]
    for other in order:
        lines.extend(_dam_lines(view, other, seat, names))
    if seat is not None:
        lines.extend(_hand_lines(view, view.dams[seat]))
    return "\n".join(lines)


def _round_line(view: HamsterdamState) -> str:
    tokens = view.reservoir["token"]
    if view.stage in (PASS, ARRANGE, KEEP):
        return _("Setting up · Reservoir: {n} tokens").format(n=tokens)
    line = _("Round {round} of {rounds} · turn {turn} of {turns} · Reservoir: {n} tokens").format(
        round=view.round,
        rounds=view.rounds,
        turn=min(view.turns + 1, TURNS_PER_ROUND),
        turns=TURNS_PER_ROUND,
        n=tokens,
    )
    if view.stand_ins:  # house rule "The dry Reservoir" switched off: water beyond the 35
        line += " · " + ngettext(
            "{n} stand-in token out", "{n} stand-in tokens out", view.stand_ins
        ).format(n=view.stand_ins)
    return line


def _roll_line(view: HamsterdamState, seat: int | None) -> str:
    if not view.value or view.stage in (PASS, ARRANGE, KEEP, OVER):
        return ""
    if view.stage == ROLLING:
        return _("Last roll: {n}").format(n=view.value)
    line = _("Roll: {n}").format(n=view.value)
    if seat is not None and view.stage in (REROLLING, ABILITY) and view.values:
        mine = view.values[seat]
        if mine and mine != view.value:
            line += " · " + _("on your dam: {n}").format(n=mine)
    return line


def _dam_lines(
    view: HamsterdamState, seat: int, viewer: int | None, names: Sequence[str]
) -> list[str]:
    dam = view.dams[seat]
    who = _("Your dam") if seat == viewer else _("{name}'s dam").format(name=seat_name(names, seat))
    town = ngettext("town {n} token", "town {n} tokens", dam.town).format(n=dam.town)
    head = f"{who} ({town}, " + _("breaches: {n}").format(n=dam.breaches) + ")"
    if not dam.cards or HIDDEN in dam.cards:
        return [head + ": " + _("not built yet")]
    cells = [_card_cell(dam, p) for p in range(len(dam.cards))]
    return [head + ":", "  " + "  ".join(cells)]


def _card_cell(dam: Dam, position: int) -> str:
    """One card: its value, then what lies on it: [H×2 Scout] hamsters, * a token, x flipped."""
    card = str(dam.cards[position])
    if dam.flipped[position]:
        return card + "x"
    pieces = dam.stacks[position].pieces
    counts = Counter(pieces)
    inside = [
        (SHORT.get(piece) or label(piece)) + (f"×{n}" if n > 1 else "")
        for piece, n in sorted(counts.items(), key=lambda item: pieces.index(item[0]))
    ]
    token = "*" if dam.tokens[position] else ""
    return card + token + (f"[{' '.join(inside)}]" if inside else "")


def _hand_lines(view: HamsterdamState, dam: Dam) -> list[str]:
    lines: list[str] = []
    if dam.hand and HIDDEN not in dam.hand:
        lines.append(
            _("Your hand: {cards}").format(cards=" ".join(str(c) for c in sorted(dam.hand)))
        )
    if view.stage == KEEP and view.drawn and HIDDEN not in view.drawn:
        lines.append(_("Drawn: {pieces}").format(pieces=", ".join(label(p) for p in view.drawn)))
    if dam.reserves:
        counts = Counter(dam.reserves)
        lines.append(
            _("Reinforcements: {pieces}").format(
                pieces=", ".join(
                    f"{label(p)}×{n}" if n > 1 else label(p) for p, n in sorted(counts.items())
                )
            )
        )
    lines.append(_("* a flood token · x a flipped card · H a hamster"))
    return lines


__all__ = ["render_text"]
