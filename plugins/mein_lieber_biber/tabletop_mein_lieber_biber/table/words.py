"""The table's words: colours, cards, sticks and round ends named in the player's language, the
column's words as the layout measures them (kit texts), the decision's buttons and the caption
under the raft. No painting here: :mod:`.paint` draws what these say."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_core.i18n import translator
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Text
from tabletop_core.render.kit.type_steps import fine
from tabletop_core.render.kit.wordings import first_wording
from tabletop_core.render.theme import Sizes
from tabletop_mein_lieber_biber.cards import COLOURS, HIDDEN, VALUES
from tabletop_mein_lieber_biber.state import (
    DRAW,
    END_DAM,
    END_LAST_CARD,
    END_STUCK,
    END_TIPPED,
    PLACE,
    PLAY,
    REWARD,
    BiberState,
)

_, ngettext = translator("tabletop_mein_lieber_biber")


HAND_KEYS = "ABCDFGHIJKLMNOPRSTVWXYZ"
"""Letters that pick hand cards: E and Q are left out (no clash with the host's U for Undo)."""


def colour_name(colour: int) -> str:
    names = (_("red"), _("orange"), _("yellow"), _("green"), _("blue"), _("purple"))
    return names[colour]


def card_words(card: int) -> str:
    if card == HIDDEN:
        return _("a card")
    return _("{colour} {value}").format(colour=colour_name(card // VALUES), value=card % VALUES + 1)


ROUND_ENDS = (END_TIPPED, END_LAST_CARD, END_DAM, END_STUCK)
"""Every way a round can end."""


def end_words(reason: str) -> str:
    return {
        END_TIPPED: _("the raft tipped"),
        END_LAST_CARD: _("the last card was played"),
        END_DAM: _("every beaver reached the dam"),
        END_STUCK: _("nothing more could be played"),
    }.get(reason, reason)


def supply_words(count: int) -> str:
    """The stick supply's count, as the players' rows give theirs."""
    return "×" + str(count) + (" · " + _("all gone!") if not count else "")


def sticks_words(count: int) -> str:
    return ngettext("{n} stick", "{n} sticks", count).format(n=count)


def seat_tag(is_bot: bool, is_viewer: bool) -> str:
    return _(" · bot") if is_bot else (_(" · you") if is_viewer else "")


def choice_labels() -> list[str]:
    """Every label a decision's button can carry (see :func:`choice_specs`)."""
    labels = [_("S · take a stick"), _("Enter · put it down"), _("⌫ · put back")]
    for n in (1, 2):
        labels += [
            _("{n} · card from pile {n}").format(n=n),
            _("{n} · draw from pile {n}").format(n=n),
            _("{n} · lay down, draw {n}").format(n=n),
        ]
    return labels


def history_words(round_ends: list[str] | tuple[str, ...], last_only: bool = False) -> str:
    """How the rounds so far ended, by round number (``last_only``: the last round's end)."""
    rounds = list(enumerate(round_ends, start=1))
    return " · ".join(
        _("{n}: {why}").format(n=number, why=end_words(reason))
        for number, reason in (rounds[-1:] if last_only else rounds)
    )


def hand_heading(name: str, count: int) -> str:
    return ngettext("{name}'s hand · {n} card", "{name}'s hand · {n} cards", count).format(
        name=name, n=count
    )


def played_text() -> Text:
    """The word "played" beside a player's last card, or over the column of them."""
    return Text(_("played"), "fine")


def dam_name() -> Text:
    """The dam's name over it, on up to two lines."""
    return Text(_("the dam"), "small", bold=True, lines=2)


def level_words() -> Text:
    """Under the spirit level: what its red means, on up to three lines."""
    return Text(_("level · red: tips"), "small", lines=3)


def pile_caption(index: int, count: int) -> str:
    """Over a draw pile: its number and how many cards it holds."""
    return _("pile {n} · {count}").format(n=index + 1, count=count)


def pile_caption_text(index: int, count: int) -> Text:
    """A pile's caption, on a second line when its row is short of room."""
    return Text(pile_caption(index, count), "small", lines=2)


def supply_heading(key: str | None = None) -> Text:
    """The heading of the stick supply, on up to two lines."""
    return Text(_("stick supply"), "small", bold=True, lines=2, key=key)


def supply_count(count: int) -> Text:
    """The count of the stick supply's sticks (see :func:`supply_words`)."""
    return Text(supply_words(count), "small", bold=True)


@dataclass
class Scenery:
    """What the painters need to know besides the view."""

    view: BiberState
    names: list[str]
    bots: list[bool]
    viewer: int | None
    to_act: int | None
    my_turn: bool
    playable_cards: frozenset[int] = frozenset()
    jokers: frozenset[int] = frozenset()
    """Colours whose beaver is on the dam."""
    held: int | None = None
    chosen: int | None = None
    """The card picked to lay down."""
    news: bool = False
    """A note of what just happened is up: it takes the decision's place when no buttons show
    (see :attr:`Decision.news_room`)."""
    buttons: list[tuple[str, Rect]] = field(default_factory=list)
    arriving: frozenset[int] = frozenset()
    """Played cards still flying to their seat: the seat shows the card before them meanwhile."""
    card_slots: dict[int, Rect] = field(default_factory=dict)
    """Where each card of the viewer's hand was painted (a played card flies from there)."""
    seats_open: bool = False
    """The others' rows, folded away at large text, are opened over the column."""


def fold_words(others: int, opened: bool) -> str:
    """The line that opens the others' rows (large text, many players) and closes them."""
    if opened:
        return _("P · hide the other players")
    return ngettext("P · {n} other player: show", "P · {n} other players: show", others).format(
        n=others
    )


def choice_specs(scene: Scenery, short: bool = False) -> list[tuple[str, str]]:
    """``(name, label)`` of the buttons for the decision at hand; ``short``: the fewest words
    (large text, the buttons side by side: the pile's number is the key, the pile is lit)."""
    view = scene.view
    if not scene.my_turn:
        return []
    piles = [index for index in (0, 1) if view.piles[index].cards]
    if view.phase == REWARD:
        specs = []
        if view.supply["stick"]:
            specs.append(("stick", _("S · a stick") if short else _("S · take a stick")))
        card = _("{n} · a card") if short else _("{n} · card from pile {n}")
        specs += [(f"card{i}", card.format(n=i + 1)) for i in piles]
        return specs
    if view.phase == DRAW:
        draw = _("{n} · draw") if short else _("{n} · draw from pile {n}")
        return [
            *((f"draw{i}", draw.format(n=i + 1)) for i in piles),
            ("skip", _("N · no card")),
        ]
    if view.phase == PLACE and scene.held is not None:
        return [("drop", _("put it down"))]
    if view.phase == PLAY and scene.held is not None:
        return [("drop", _("put it down")), ("back", _("⌫ · put back"))]
    if view.phase == PLAY and scene.chosen is not None:
        lay = _("{n} · lay down") if short else _("{n} · lay down, draw {n}")
        return [(f"lay{i}", lay.format(n=i + 1)) for i in piles]
    return []


def joker_mark(band: Rect, sizes: Sizes) -> str:
    """The word on a joker card's band, or (a card narrower than the word, at large text) a
    star: the jokers are still named on the dam and under the raft."""
    return first_wording((_("JOKER"), "★"), fine(sizes.small), band.width, bold=True)


def raft_caption(scene: Scenery, held_words: str, short: bool = False) -> str:
    """One line under the raft: what is in hand, or who is where; ``short`` (little room) names
    the fewer beavers: those still in the middle, or those that have left it."""
    if held_words:
        return held_words
    view = scene.view
    middle = sorted(c for c, ring in view.raft.pieces().items() if ring == 0 and isinstance(c, int))
    waiting = [colour_name(c) for c in middle]
    parts = []
    if len(waiting) == len(COLOURS):
        parts.append(_("every beaver is in the middle"))
    elif short and 2 * len(waiting) > len(COLOURS):
        gone = [colour_name(c) for c in range(len(COLOURS)) if c not in middle]
        parts.append(_("in the middle: all but {colours}").format(colours=", ".join(gone)))
    elif waiting:
        parts.append(_("in the middle: {colours}").format(colours=", ".join(waiting)))
    if scene.jokers:
        jokers = sorted(scene.jokers)
        if short and len(jokers) == len(COLOURS):
            parts.append(_("every colour is a joker"))
        elif short and 2 * len(jokers) > len(COLOURS):
            others = [colour_name(c) for c in range(len(COLOURS)) if c not in scene.jokers]
            parts.append(_("jokers: all but {colours}").format(colours=", ".join(others)))
        else:
            parts.append(_("jokers: {colours}").format(colours=", ".join(map(colour_name, jokers))))
    return " · ".join(parts)
