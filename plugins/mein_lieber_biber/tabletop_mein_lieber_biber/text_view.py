"""The raft in a few lines of text, for a person deciding at the terminal, and their moves in words.

Read off the seat's view only: the round and the sticks, their hand (jokers marked), what the
others hold, where every beaver stands (ring, its colour, the clock direction from the middle,
its spot in the ring and where its tail points), which beavers wait in the middle or are on the
dam, and how the raft leans now. Directions are read like a clock seen from above (12 o'clock at
the top of the table, ring 3 points there), so "the raft leans towards 7 o'clock" and "tail
towards 1 o'clock" can be weighed against each other without numbers in radians.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletop_core.i18n import N_, translator
from tabletop_mein_lieber_biber.actions import Play, SetDown
from tabletop_mein_lieber_biber.cards import COLOURS, HIDDEN, RING_COLOUR, RINGS, VALUES
from tabletop_mein_lieber_biber.raft import TIP_ANGLE, tilt
from tabletop_mein_lieber_biber.state import DRAW, OVER, PLACE, PLAY, REWARD, BiberState

_, ngettext = translator("tabletop_mein_lieber_biber")

LEVEL = math.radians(0.5)
"""A lean smaller than this reads as level."""
TAIL_WORDS = (
    N_("tail outwards"),
    N_("tail turned anticlockwise"),
    N_("tail inwards"),
    N_("tail turned clockwise"),
)
"""The tail relative to the ring's direction from the middle, a quarter turn apart."""
TAIL_SLACK = math.radians(10)


def clock(angle: float) -> int:
    """The hour a direction points to, seen from above (radians counter-clockwise from 3 o'clock)."""
    hour = round(3 - math.degrees(angle) / 30) % 12
    return hour or 12


def _colour(index: int) -> str:
    return _(COLOURS[index])


def _card(card: int) -> str:
    return _("{colour} {value}").format(colour=_colour(card // VALUES), value=card % VALUES + 1)


def _ring(view: BiberState, ring: int) -> str:
    """ "ring 14 (green, 1 o'clock)"."""
    x, y = view.raft.coordinates(ring)
    return _("ring {ring} ({colour}, {hour} o'clock)").format(
        ring=ring, colour=_colour(RING_COLOUR[ring]), hour=clock(math.atan2(y, x))
    )


def spot_words(spot: float) -> str:
    if spot < -1 / 3:
        return _("on the inner side of the ring")
    if spot > 1 / 3:
        return _("on the outer side of the ring")
    return _("in the middle of the ring")


def tail_words(view: BiberState, ring: int, tail: float) -> str:
    """ "tail outwards (towards 2 o'clock)": the tail against the ring's bearing, and the clock."""
    x, y = view.raft.coordinates(ring)
    turn = (tail - math.atan2(y, x)) % math.tau
    nearest = round(turn / (math.pi / 2))
    hour = clock(tail)
    quarter = nearest % 4
    if abs(turn - nearest * math.pi / 2) <= TAIL_SLACK:
        return _("{tail} (towards {hour} o'clock)").format(tail=_(TAIL_WORDS[quarter]), hour=hour)
    return _("tail towards {hour} o'clock").format(hour=hour)


def drop_words(drop: float) -> str:
    if drop < 1 / 3:
        return _("lowered gently")
    if drop > 2 / 3:
        return _("let fall")
    return _("set down briskly")


def placement_words(view: BiberState, ring: int, spot: float, tail: float, drop: float) -> str:
    return _("{spot}, {tail}, {drop}").format(
        spot=spot_words(spot), tail=tail_words(view, ring, tail), drop=drop_words(drop)
    )


def _reward_note(view: BiberState, beaver: int, ring: int) -> str:
    return _(" (its own colour: a stick or a card)") if RING_COLOUR[ring] == beaver else ""


def name_move(view: BiberState, action: Play | SetDown) -> str:
    """A move as a person chooses it: the card, the beaver, the ring in words and how it is set
    down ("green 3: the green beaver to ring 14 (green, 1 o'clock), on the inner side of the
    ring, tail outwards (towards 1 o'clock), lowered gently")."""
    if isinstance(action, SetDown):
        if view.lifted is None:
            return _("set the beaver down")
        _card_id, beaver, ring = view.lifted
        return _("set the {colour} beaver down on {ring}: {how}").format(
            colour=_colour(beaver),
            ring=_ring(view, ring),
            how=placement_words(view, ring, action.spot, action.tail, action.drop),
        )
    colour = action.card // VALUES
    beaver = COLOURS.index(action.beaver) if action.beaver in COLOURS else colour
    card = _card(action.card)
    if beaver != colour:
        card = _("{card} (joker)").format(card=card)
    end = view.raft.destination(beaver, action.card % VALUES + 1)
    if end is None:
        return _("{card}: the {colour} beaver onto the dam (a stick or a card)").format(
            card=card, colour=_colour(beaver)
        )
    return _("{card}: the {colour} beaver to {ring}{reward}, {how}").format(
        card=card,
        colour=_colour(beaver),
        ring=_ring(view, end),
        reward=_reward_note(view, beaver, end),
        how=placement_words(view, end, action.spot, action.tail, action.drop),
    )


def _who(seat: int, viewer: int | None, names: Sequence[str]) -> str:
    if seat == viewer:
        return _("You")
    return names[seat] if seat < len(names) else _("Seat {number}").format(number=seat + 1)


def render_text(view: BiberState, seat: int | None, names: Sequence[str]) -> str:
    lines = [_step_line(view, seat, names), _sticks_line(view, seat, names)]
    lines.extend(_hand_lines(view, seat, names))
    lines.extend(_raft_lines(view))
    lines.append(_lean_line(view))
    return "\n".join(lines)


STEPS = {
    PLAY: N_("play a card"),
    REWARD: N_("take a stick or an extra card"),
    DRAW: N_("draw a card, or none"),
}


def _step_line(view: BiberState, viewer: int | None, names: Sequence[str]) -> str:
    head = _("Round {round} of {rounds}").format(round=view.round, rounds=view.rounds)
    if view.phase == OVER:
        return head + " · " + _("the game is over")
    if view.phase == PLACE and view.lifted is not None:
        _card_id, beaver, ring = view.lifted
        step = _("set the {colour} beaver down on {ring}").format(
            colour=_colour(beaver), ring=_ring(view, ring)
        )
    else:
        step = _(STEPS.get(view.phase, STEPS[PLAY]))
    if view.current == viewer:
        return head + " · " + _("Your turn: {step}").format(step=step)
    name = _who(view.current, viewer, names)
    return head + " · " + _("{name}'s turn: {step}").format(name=name, step=step)


def _sticks_line(view: BiberState, viewer: int | None, names: Sequence[str]) -> str:
    order = [viewer] if viewer is not None else []
    order += [s for s in range(view.players) if s != viewer]
    held = " · ".join(
        _("{who} {n}").format(who=_who(s, viewer, names), n=view.sticks[s]["stick"]) for s in order
    )
    return _("Sticks: {held} · left in the supply: {supply}").format(
        held=held, supply=view.supply["stick"]
    )


def _hand_lines(view: BiberState, viewer: int | None, names: Sequence[str]) -> list[str]:
    lines = []
    on_dam = sorted(view.dam)
    if viewer is not None and HIDDEN not in view.hands[viewer]:
        cards = [
            _("{card} (joker)").format(card=_card(c)) if c // VALUES in on_dam else _card(c)
            for c in view.hands[viewer]
        ]
        lines.append(_("Your hand: {cards}").format(cards=", ".join(cards) or _("no cards")))
    others = [
        ngettext("{who} holds {n} card", "{who} holds {n} cards", len(view.hands[s])).format(
            who=_who(s, viewer, names), n=len(view.hands[s])
        )
        for s in range(view.players)
        if s != viewer
    ]
    piles = _("draw piles: {a} and {b} cards").format(
        a=len(view.piles[0].cards), b=len(view.piles[1].cards)
    )
    lines.append(" · ".join([*others, piles]))
    return lines


def _raft_lines(view: BiberState) -> list[str]:
    middle = [b for b in range(len(COLOURS)) if view.raft.position(b) == 0]
    on_dam = sorted(view.dam)
    lines = [_("The raft (ring 1 in the middle, ring {last} at the edge):").format(last=RINGS)]
    if middle:
        lines.append(
            "  " + _("in the middle: {beavers}").format(beavers=", ".join(map(_colour, middle)))
        )
    standing = sorted(
        (ring, b) for b in range(len(COLOURS)) if (ring := view.raft.position(b) or 0) > 0
    )
    for ring, beaver in standing:
        spot, tail = view.placements[beaver]
        lines.append(
            "  "
            + _("{colour} beaver on {ring}, {spot}, {tail}").format(
                colour=_colour(beaver),
                ring=_ring(view, ring),
                spot=spot_words(spot),
                tail=tail_words(view, ring, tail),
            )
        )
    if on_dam:
        lines.append(
            "  "
            + _("on the dam: {beavers} (their cards are jokers)").format(
                beavers=", ".join(map(_colour, on_dam))
            )
        )
    return lines


def _lean_line(view: BiberState) -> str:
    lean, towards = tilt((view.poses[0].angle, view.poses[1].angle))
    limit = f"{math.degrees(TIP_ANGLE):.0f}"
    if lean < LEVEL:
        return _("The raft lies level (it tips at {limit}°)").format(limit=limit)
    return _("The raft leans {degrees}° towards {hour} o'clock (it tips at {limit}°)").format(
        degrees=f"{math.degrees(lean):.1f}", hour=clock(towards), limit=limit
    )


__all__ = ["clock", "name_move", "render_text"]
