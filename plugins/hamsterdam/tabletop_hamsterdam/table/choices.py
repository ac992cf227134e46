"""What the table offers the seat to act, read off the legal actions: buttons, places to click on
the dam, hamsters to drag, cards to pick. No arcade, no rules: every action offered here is one
``legal_actions`` returned, only grouped and put in words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop_core.i18n import N_, translator
from tabletop_hamsterdam.actions import (
    KEEP_ROLL,
    SKIP,
    Bail,
    Breach,
    Deploy,
    FlipValue,
    Keep,
    Lifeguard,
    Move,
    Nudge,
    PassCard,
    PlaceCard,
    Repair,
    Reroll,
    Roll,
    ScoutMove,
    Skip,
    Swap,
)
from tabletop_hamsterdam.pieces import (
    BAILER,
    ENGINEER,
    FLIPSTER,
    HAMSTER,
    HIDDEN,
    LIFEGUARD,
    LOOKOUT,
    MEDIC,
    NUDGESTER,
    PIECE_OF,
    RECRUITER,
    REROLLSTER,
    SCOUT,
    SPLASHSTER,
    TWINSTER,
    TWINSTER_SIDEWAYS,
)
from tabletop_hamsterdam.state import (
    ABILITY,
    ARRANGE,
    BAIL,
    BREACH,
    DEPLOY,
    KEEP,
    LIFEGUARDING,
    LOOKING_OUT,
    MOVE,
    PASS,
    REROLLING,
    ROLLING,
    HamsterdamState,
)
from tabletop_hamsterdam.wording import LABEL

_, ngettext = translator("tabletop_hamsterdam")

PIECE_TITLES: dict[int, str] = {piece: title for piece, title in LABEL.items() if piece != HIDDEN}
"""The pieces' names (:data:`tabletop_hamsterdam.wording.LABEL`, which also names the hidden one)."""

PIECE_HELP: dict[int, str] = {
    HAMSTER: N_("Holds one flood, then goes back to the reinforcements."),
    TWINSTER: N_("Holds two floods: the first turns it sideways, the second sends it back."),
    NUDGESTER: N_("Once a round, after a roll: the value is one more or one less on your dam."),
    FLIPSTER: N_("Once a round, after a roll: your dam treats the value N as 14 − N."),
    REROLLSTER: N_("Once a round, when you roll: roll again; the new roll counts for everyone."),
    SCOUT: N_("Once a round, before the flood: it scurries onto another of your stacks."),
    LIFEGUARD: N_("When it holds a flood it also sends a token on a neighbouring card back."),
    SPLASHSTER: N_("When it holds a flood, the player on your left is flooded by it once more."),
    BAILER: N_("At the end of a round: send one token from your dam back, for free."),
    MEDIC: N_("In the redeployment: one hamster spent on a token comes back instead of leaving."),
    RECRUITER: N_("At the end of a round: a new plain hamster joins from the box."),
    ENGINEER: N_("Once a game, instead of moving: un-flip your most recently flipped card."),
    LOOKOUT: N_("After deploying: swap two neighbouring cards with their stacks and tokens."),
    TWINSTER_SIDEWAYS: N_("Has held one flood already: holds one more, then goes back."),
}


def piece_title(piece: int) -> str:
    return _(PIECE_TITLES[piece])


def piece_help(piece: int) -> str:
    return _(PIECE_HELP[piece])


TRAY = "tray"
STACK = "stack"
CARD = "card"
GAP = "gap"

Source = tuple[Any, ...]
"""("tray", kind) or ("stack", position, kind): a hamster that can be dragged."""
Spot = tuple[str, int]
"""("card", position) or ("gap", position): a place on the big dam that can be clicked."""


@dataclass(frozen=True, slots=True)
class Offer:
    """A button: its words, one line of why, and the action it sends."""

    label: str
    detail: str
    action: Any


@dataclass
class Ask:
    """Everything the decision panel and the dam offer for one decision."""

    title: str
    help: str = ""
    buttons: list[Offer] = field(default_factory=list)
    spots: dict[Spot, Any] = field(default_factory=dict)
    drags: dict[Source, dict[int, Any]] = field(default_factory=dict)
    hand: list[tuple[int, Any]] = field(default_factory=list)
    """Dam cards to pass or place, with their actions."""
    specials: list[tuple[int, Any]] = field(default_factory=list)
    """Special hamsters to keep, with their actions."""
    spot_labels: dict[Spot, str] = field(default_factory=dict)
    brief: str = ""
    """The title said short, for the prompt bar when the title and its keys do not fit."""
    safe: Any = None
    """The harmless answer (keep the roll, keep the specials, keep the dam): the keyboard starts
    on its button, so a stray Enter spends nothing."""
    hold_first: bool = True
    """Whether a hamster is in hand from the start (Enter places it). False where placing one
    is optional (a move, the Scout): the first Enter then takes the harmless button."""

    @property
    def sources(self) -> list[Source]:
        return list(self.drags)


def ask_for(view: HamsterdamState, seat: int, legal: list[Any], names: list[str]) -> Ask:
    """The decision of ``seat`` (the seat to act), from its view and the legal actions."""
    stage = view.stage
    dam = view.dams[seat]
    if stage == PASS:
        left, right = names[view.left_of(seat)], names[view.right_of(seat)]
        first = not dam.passing
        target = left if first else right
        if view.players == 2:
            title = (
                _("Pick the first of two dam cards to pass to {name}")
                if first
                else _("Pick the second dam card to pass to {name}")
            ).format(name=target)
        elif first:
            title = _("Pass a dam card left, to {name}").format(name=target)
        else:
            title = _("Pass a dam card right, to {name}").format(name=target)
        return Ask(
            title,
            _("Pass cards you would rather not defend. ● brings a hamster, ◆ a special one."),
            hand=[(a.card, a) for a in legal if type(a) is PassCard],
        )
    if stage == ARRANGE:
        position = len(dam.cards) + 1
        return Ask(
            _("Build your dam from the left: which card goes at position {n}?").format(n=position),
            _(
                "The ends are breached first. Two dice roll 7 most often, then 6 and 8; "
                "2 and 12 least (the pips under each number)."
            ),
            hand=_every_copy(dam.hand, {a.card: a for a in legal if type(a) is PlaceCard}),
        )
    if stage == KEEP:
        keeps = view.draws_left[view.actor] if view.actor is not None else 1
        return Ask(
            ngettext(
                "Keep one more of the special hamsters you drew",
                "Keep {n} more of the special hamsters you drew",
                keeps,
            ).format(n=keeps),
            _(
                "You keep any half of those you drew; the others leave the game. Nobody sees "
                "your choice until everybody has deployed."
            ),
            specials=[(PIECE_OF[a.special], a) for a in legal if type(a) is Keep],
        )
    if stage == DEPLOY:
        drags: dict[Source, dict[int, Any]] = {}
        for a in legal:
            if type(a) is Deploy:
                drags.setdefault((TRAY, PIECE_OF[a.hamster]), {})[a.position] = a
        to_deploy = len(dam.reserves)
        title = ngettext(
            "Deploy your last hamster: drag it onto a card",
            "Deploy your {n} hamsters: drag each onto a card",
            to_deploy,
        ).format(n=to_deploy)
        help_text = _("Special hamsters go on top of their stack: the top hamster holds the flood.")
        if any(dam.tokens):
            help_text = _(
                "A hamster dropped on a flood token is spent: it leaves the game and the "
                "token goes back to the Reservoir."
            )
        brief = ngettext("Deploy your last hamster", "Deploy your {n} hamsters", to_deploy).format(
            n=to_deploy
        )
        return Ask(title, help_text, drags=drags, brief=brief)
    if stage == LOOKING_OUT:
        spots: dict[Spot, Any] = {}
        labels: dict[Spot, str] = {}
        for a in legal:
            if type(a) is Swap:
                spots[GAP, a.position] = a
                labels[GAP, a.position] = _("swap {a} and {b}").format(
                    a=dam.cards[a.position], b=dam.cards[a.position + 1]
                )
        return Ask(
            _("Lookout: swap two neighbouring cards?"),
            piece_help(LOOKOUT) + " " + _("Click a ⇄ between two cards."),
            buttons=[Offer(_("Keep the dam as it is"), "", a) for a in legal if type(a) is Skip],
            spots=spots,
            spot_labels=labels,
            safe=SKIP,
        )
    if stage == ROLLING:
        return Ask(
            _("Roll the dice"),
            _("Every dam floods at each card showing the number rolled."),
            buttons=[Offer(_("Roll the dice"), "", a) for a in legal if type(a) is Roll],
        )
    if stage == REROLLING:
        buttons = []
        for a in legal:  # keeping the roll first: the harmless answer is Enter's
            if type(a) is Reroll and a.again:
                buttons.append(Offer(_("Roll again"), _("Rerollster, once a round"), a))
            elif type(a) is Reroll:
                buttons.insert(0, Offer(_("Keep {n}").format(n=view.value), "", a))
        return Ask(
            _("You rolled {n}. Use your Rerollster?").format(n=view.value),
            piece_help(REROLLSTER),
            buttons=buttons,
            safe=KEEP_ROLL,
        )
    if stage == ABILITY:
        return _ability(view, seat, legal)
    if stage == LIFEGUARDING:
        spots = {}
        labels = {}
        buttons = []
        for a in legal:
            if type(a) is Lifeguard:
                spots[CARD, a.position] = a
                label = _("Card {n}").format(n=dam.cards[a.position])
                labels[CARD, a.position] = label
                buttons.append(Offer(label, _("send its token back"), a))
        return Ask(
            _("Lifeguard: which neighbouring token goes back to the Reservoir?"),
            piece_help(LIFEGUARD),
            buttons=buttons,
            spots=spots,
            spot_labels=labels,
            brief=_("Lifeguard: which token goes back?"),
        )
    if stage == BREACH:
        standing = dam.standing()
        ends = {"left": standing[0], "right": standing[-1]}
        spots = {}
        labels = {}
        buttons = []
        for a in legal:
            if type(a) is Breach:
                position = ends[a.side]
                spots[CARD, position] = a
                words = (
                    _("Flip the left end (card {n})")
                    if a.side == "left"
                    else _("Flip the right end (card {n})")
                ).format(n=dam.cards[position])
                labels[CARD, position] = words
                buttons.append(Offer(words, "", a))
        return Ask(
            _("Your dam is breached! Flip an end card"),
            _(
                "Its token pours into the town; its hamsters move to the next card. "
                "A flipped card is never flooded again."
            ),
            buttons=buttons,
            spots=spots,
            spot_labels=labels,
        )
    if stage == MOVE:
        drags = {}
        buttons = []
        for a in legal:
            if type(a) is Move:
                source = (STACK, a.from_position, PIECE_OF[a.hamster])
                drags.setdefault(source, {})[a.to_position] = a
            elif type(a) is Repair:
                buttons.append(
                    Offer(_("Engineer: un-flip"), _("instead of moving, once a game"), a)
                )
            elif type(a) is Skip:
                buttons.insert(0, Offer(_("Don't move"), "", a))
        return Ask(
            _("Move a hamster one card left or right?"),
            _(
                "Drag it onto a neighbouring card; moves stay secret until everybody has chosen. "
                "Onto a flood token it is spent: the token goes back to the Reservoir."
            ),
            buttons=buttons,
            drags=drags,
            brief=_("Move a hamster?"),
            safe=SKIP,
            hold_first=False,
        )
    if stage == BAIL:
        spots = {}
        labels = {}
        for a in legal:
            if type(a) is Bail:
                spots[CARD, a.position] = a
                labels[CARD, a.position] = _("bail card {n}").format(n=dam.cards[a.position])
        return Ask(
            _("Bailer: click a card whose token goes back for free"),
            piece_help(BAILER),
            spots=spots,
            spot_labels=labels,
            brief=_("Bailer: pick a card"),
        )
    return Ask(_("Nothing to decide"))


def _every_copy(hand: list[int], placing: dict[int, Any]) -> list[tuple[int, Any]]:
    """Each card of the hand as its own card to pick, copies side by side (three 12s passed to
    you are three cards), with the action placing that value."""
    return [(card, placing[card]) for card in sorted(hand) if card in placing]


def _ability(view: HamsterdamState, seat: int, legal: list[Any]) -> Ask:
    """The roll abilities on offer, named by what can still happen: a value is named only when
    a standing card of the dam shows it (a flipped 12, or a 2 passed away, cannot flood)."""
    value = view.values[seat]
    dam = view.dams[seat]
    standing = {dam.cards[p] for p in dam.standing()}
    buttons: list[Offer] = []
    drags: dict[Source, dict[int, Any]] = {}
    helps: list[str] = []
    for a in legal:
        kind = type(a)
        if kind is Nudge:
            buttons.append(
                _value_offer(_("Nudgester: {n}"), value + a.delta, standing, a, f"{a.delta:+d}")
            )
            if piece_help(NUDGESTER) not in helps:
                helps.append(piece_help(NUDGESTER))
        elif kind is FlipValue:
            buttons.append(
                _value_offer(_("Flipster: {n}"), 14 - value, standing, a, piece_title(FLIPSTER))
            )
            helps.append(piece_help(FLIPSTER))
        elif kind is ScoutMove:
            drags.setdefault((STACK, a.from_position, SCOUT), {})[a.to_position] = a
        elif kind is Skip:  # first: keeping the specials is Enter's answer
            done = _("Done: let it flood") if value in standing else _("Done: no special")
            buttons.insert(0, Offer(done, _("keeps your specials"), a))
    if drags:
        helps.append(piece_help(SCOUT) + " " + _("Drag it onto another stack."))
    if value in standing:
        title = _("Flood at {n} on your dam: use a special?").format(n=value)
        brief = _("Flood at {n}: use a special?").format(n=value)
    else:
        title = _("This roll floods none of your cards: use a special anyway?")
        brief = _("No flood on your cards: use a special?")
    return Ask(
        title,
        " ".join(helps),
        buttons=buttons,
        drags=drags,
        brief=brief,
        safe=SKIP,
        hold_first=False,
    )


def _value_offer(named: str, new: int, standing: set[int], action: Any, dry: str) -> Offer:
    """A Nudgester or Flipster button: the value it makes when a card of the dam shows it, else
    ``dry`` (the change, or the special's name) and that none of the dam's cards floods."""
    if new in standing:
        return Offer(named.format(n=new), _("floods {n} instead").format(n=new), action)
    label = named.format(n=dry) if dry.startswith(("+", "-")) else dry
    return Offer(label, _("none of your cards floods"), action)
