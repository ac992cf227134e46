"""What a seat's table shows, in words and numbers: the :class:`Scenery` the painters work from,
and the labels, counts and titles they draw (no drawing here).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tabletop_core.i18n import translator
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Sizes, table_sizes
from tabletop_core.render.widgets.dice import DieWidget
from tabletop_hamsterdam.pieces import (
    TWINSTER_SIDEWAYS,
    next_breach_at,
)
from tabletop_hamsterdam.state import (
    ABILITY,
    ARRANGE,
    KEEP,
    PASS,
    REROLLING,
    HamsterdamState,
)
from tabletop_hamsterdam.table.choices import (
    Ask,
    Offer,
    Source,
    piece_title,
)
from tabletop_hamsterdam.table.layout import TableLayout, Words
from tabletop_hamsterdam.table.panel_words import Decision

_, ngettext = translator("tabletop_hamsterdam")


WATER = (86, 180, 233, 255)


@dataclass
class Scenery:
    """What the painter needs besides the view: who looks, who acts, what is asked, the focus."""

    view: HamsterdamState
    names: list[str]
    bots: list[bool]
    viewer: int | None
    big: int
    """The seat whose dam is drawn large."""
    rows: list[int]
    """The seats of the smaller dams, top to bottom."""
    to_act: int | None
    my_turn: bool
    ask: Ask | None = None
    focus: Any = None
    """The focused item: ("hand", i), ("special", i), a Spot, ("button", i)."""
    held: Source | None = None
    """The hamster picked up (dragged, or chosen with the keyboard)."""
    target: int | None = None
    """The dam position the held hamster would go to (keyboard)."""
    hover_piece: int | None = None
    hover_town: int | None = None
    """The seat whose town or reinforcements figure is under the pointer (told in words)."""
    dice: list[DieWidget] = field(default_factory=list)
    waiting: str = ""
    layout: TableLayout | None = None
    explaining: bool = False
    """The decision's words the panel has no room for are open over the dams."""

    @property
    def tray_kinds(self) -> list[int]:
        """The kinds in the big dam's tray, in the order drawn: plain hamsters first."""
        return sorted(set(self.view.dams[self.big].reserves), key=lambda k: (k != 0, k))

    @property
    def buttons(self) -> list[Rect]:
        """Where the ask's buttons are drawn."""
        if self.ask is None or self.layout is None:
            return []
        return self.layout.buttons(len(self.ask.buttons))


def sizes_for(layout: TableLayout) -> Sizes:
    return table_sizes(layout.scale)


def row_of(scene: Scenery, seat: int) -> int:
    """The layout row of ``seat``: -1 for the big dam."""
    return -1 if seat == scene.big else scene.rows.index(seat)


def stack_groups(pieces: list[int]) -> list[tuple[int, int]]:
    """A stack bottom to top as runs of one kind: (kind, how many). Plain hamsters lie below the
    specials and look alike, so they show as one hamster with a count."""
    groups: list[tuple[int, int]] = []
    for piece in pieces:
        if groups and groups[-1][0] == piece:
            groups[-1] = (piece, groups[-1][1] + 1)
        else:
            groups.append((piece, 1))
    return groups


def card_pixels(layout: TableLayout, row: int) -> tuple[int, int]:
    if row < 0:
        w, h = layout.card_size
    else:
        w, h = layout.small_card_size(row)
    return int(w), int(h)


def hot_numbers(scene: Scenery, seat: int) -> set[int]:
    """The numbers about to flood (shown in blue) while the roll abilities are decided."""
    view = scene.view
    if view.stage in (REROLLING, ABILITY) and view.values and view.values[seat]:
        return {view.values[seat]}
    return set()


def seat_label(scene: Scenery, seat: int) -> str:
    if scene.bots[seat]:
        return _("{name} · bot").format(name=scene.names[seat])
    if seat == scene.viewer:
        return _("{name} · you").format(name=scene.names[seat])
    return scene.names[seat]


def town_figure(dam: Any) -> str:
    """The town pile against the next breach, as figures ("2/3"): the picture's legend."""
    return f"{dam.town}/{next_breach_at(dam.town)}"


def town_words(scene: Scenery, seat: int) -> tuple[str, ...]:
    """What the town and reserve pictures of ``seat`` show, in words (their hover help), in
    wordings longest first: the shortest keeps the town's tokens and the next breach."""
    dam = scene.view.dams[seat]
    town = ngettext(
        "{name}'s town: {n} flood token", "{name}'s town: {n} flood tokens", dam.town
    ).format(name=scene.names[seat], n=dam.town)
    breach = _("the dam breaches at {n}").format(n=next_breach_at(dam.town))
    breaches = ngettext("{n} breach so far", "{n} breaches so far", dam.breaches).format(
        n=dam.breaches
    )
    reserve = ngettext(
        "{n} hamster in reinforcements", "{n} hamsters in reinforcements", len(dam.reserves)
    ).format(n=len(dam.reserves))
    return (
        " · ".join((town, breach, breaches, reserve)),
        " · ".join((town, breach, reserve)),
        " · ".join((town, breach)),
    )


def other_facts(scene: Scenery, seat: int) -> list[str]:
    """A small dam's facts in reading order: name, its reinforcements, its town's figure (the
    last: it stands over the town picture at the row's end)."""
    dam = scene.view.dams[seat]
    return [seat_label(scene, seat), str(len(dam.reserves)), town_figure(dam)]


def big_title(scene: Scenery) -> str:
    seat = scene.big
    if seat == scene.viewer:
        return _("Your dam, {name}").format(name=scene.names[seat])
    return _("{name}'s dam").format(name=seat_label(scene, seat))


def tray_title_words(dam: Any) -> str:
    return _("Reinforcements: {n}").format(n=len(dam.reserves))


def specials_line(dam: Any) -> list[str]:
    """The specials on a dam, in wordings longest first: with the heading, the names alone,
    and how many there are (when a long list of long names has no room in the tray)."""
    specials = sorted({p for p in specials_of(dam) if p != TWINSTER_SIDEWAYS})
    if not specials:
        return []
    names = " · ".join(piece_title(p) for p in specials)
    return [
        _("Specials: {names}").format(names=names),
        names,
        _("Specials: {count} kinds").format(count=len(specials)),
    ]


def specials_of(dam: Any) -> list[int]:
    found = [p for p in dam.reserves if p]
    for stack in dam.stacks:
        found.extend(p for p in stack.pieces if p)
    return found


def in_danger(town: int) -> bool:
    """One more token breaches the dam."""
    return town + 1 >= next_breach_at(town)


def roll_words(view: HamsterdamState) -> tuple[str, ...]:
    """The words beside the dice, longest first (a narrow column shows the shorter)."""
    if view.stage in (PASS, ARRANGE, KEEP):
        total = sum(v for v in view.dice.values if v) if all(view.dice.values) else None
        return (
            _("first-player roll: {n}").format(n=total or 0),
            _("start roll: {n}").format(n=total or 0),
        )
    return (_("rolled {n}").format(n=view.value) if view.value else _("no roll yet"),)


def keep_label(index: int, kind: int) -> str:
    """A special to keep: its key and name (the title over the choices says "keep", so the
    name stands alone and fits beside its picture in any language)."""
    return f"{index + 1}  {piece_title(kind)}"


def passing_words(scene: Scenery, k: int) -> str:
    view = scene.view
    seat = scene.big
    chosen = view.dams[seat].passing
    names = (scene.names[view.left_of(seat)], scene.names[view.right_of(seat)])
    card = chosen[k] if k < len(chosen) else None
    if k == 0:
        if card is not None:
            return _("← to {name}: card {n}").format(name=names[k], n=card)
        return _("← to {name}: pick a card above").format(name=names[k])
    if card is not None:
        return _("→ to {name}: card {n}").format(name=names[k], n=card)
    return _("→ to {name}: pick a card above").format(name=names[k])


def table_words(scene: Scenery) -> Words:
    """The words on the table that its layout makes room for, in the scenery's state (names,
    numbers and language): each small dam's facts, the big dam's name and town figure, its
    tray's title, counts and specials line."""
    dam = scene.view.dams[scene.big]
    counts = Counter(dam.reserves)
    specials = specials_line(dam)
    return Words(
        big=(big_title(scene), town_figure(dam)),
        others=tuple(tuple(other_facts(scene, seat)) for seat in scene.rows),
        tray_title=tray_title_words(dam),
        tray=tuple((kind, counts[kind]) for kind in scene.tray_kinds),
        specials=specials[0] if specials else "",
        specials_short=specials[-1] if specials else "",
        decision=decision_words(scene),
        waiting=scene.waiting,
    )


def decision_words(scene: Scenery) -> Decision | None:
    """The decision on the table in words (:class:`Decision`), None while nobody is asked."""
    ask, stage = scene.ask, scene.view.stage
    if ask is None:
        return None
    arranging = bool(ask.hand) and stage == ARRANGE
    chosen = len(scene.view.dams[scene.big].passing)
    passing = bool(ask.hand) and stage == PASS
    return Decision(
        title=ask.title,
        brief=ask.brief,
        why=ask.help if not ask.specials and not arranging else "",
        buttons=tuple(Offer(offer.label, offer.detail, None) for offer in ask.buttons),
        passing=tuple((passing_words(scene, k), k < chosen) for k in range(2) if passing),
        keep=tuple(kind for kind, _action in ask.specials),
        arranging=arranging,
    )
