"""A seat's legal moves as a short menu a person picks from by number, with a second step where
a choice has parts (Dam It!'s "build a cost-3 dam with …", then which trees).

Every game gets it without a line of its own: moves are grouped by their action type and its
first field (a Dam It! ``Take`` by position, a ``Build`` by the dam's cost, a Biber ``Play`` by
the card), and a group that is still long is split again by the next field that differs. A
group is named by what its moves' labels share ("build a cost-3 dam with …", "deploy … on card
3"); its entries by what differs. A game that knows better names the steps itself with the
optional ``choice_steps(view, action, names)``: the labels of the questions a person answers to
reach ``action``, first to last.

Numbers count from 1, like every position on a table; the terminal (local and online) and any
other text front end read the same menu.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_core.describe import person_action_label
from tabletop_core.game import supports
from tabletop_core.i18n import translator

_, ngettext = translator("tabletop_core")

SHORT = 9
"""A group of more moves than this is split again by the next field where its moves differ."""

_PUNCTUATION = ",;:—–-"


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a menu: a move (``action``), or a group of moves (``entries``) asked next."""

    label: str
    action: Any = None
    entries: tuple[Entry, ...] = ()
    whole: str = ""
    """A move's whole label (``label`` may say only what differs within its group)."""

    @property
    def is_group(self) -> bool:
        return bool(self.entries)

    def count(self) -> int:
        """How many moves this entry leads to."""
        return sum(entry.count() for entry in self.entries) if self.entries else 1


def build_menu(
    game: Any,
    view: Any,
    actions: Sequence[Any],
    names: Sequence[str],
    labels: Sequence[str] | None = None,
) -> list[Entry]:
    """The menu of ``actions`` for the seat whose ``view`` it is (``labels``: the moves in words
    when they are known already, else the game's own names for them)."""
    if labels is None:
        labels = [person_action_label(game, view, action, list(names)) for action in actions]
    if supports(game, "choice_steps"):
        try:
            paths = [
                tuple(str(step) for step in game.choice_steps(view, action, names))
                for action in actions
            ]
        except Exception:  # a hook that fails: the generic menu still plays
            paths = []
        if paths and all(paths):
            return _from_paths(list(zip(actions, paths, strict=True)))
    return _grouped(list(zip(actions, labels, strict=True)))


# -- a game's own steps -----------------------------------------------------------------------


def _from_paths(items: list[tuple[Any, tuple[str, ...]]], before: str = "") -> list[Entry]:
    order: dict[str, list[tuple[Any, tuple[str, ...]]]] = {}
    for action, path in items:
        order.setdefault(path[0], []).append((action, path[1:]))
    entries = []
    for label, members in order.items():
        said = f"{before} {label}".strip()
        if len(members) == 1:
            rest = " ".join(members[0][1])
            entries.append(
                Entry(f"{label} {rest}".strip(), members[0][0], whole=f"{said} {rest}".strip())
            )
        else:
            deeper = [(a, p if p else (label,)) for a, p in members]
            entries.append(
                Entry(_counted(label, len(members)), entries=tuple(_from_paths(deeper, said)))
            )
    return entries


# -- the generic menu -------------------------------------------------------------------------


def parts(action: Any) -> tuple[str, tuple[Any, ...]]:
    """An action's type and its field values in order (a dataclass, or a JSON object with a
    ``type``: how an action arrives from a server without the game installed)."""
    if dataclasses.is_dataclass(action) and not isinstance(action, type):
        values = tuple(getattr(action, f.name) for f in dataclasses.fields(action))
        return type(action).__name__, values
    if isinstance(action, dict):
        values = tuple(_hashable(v) for k, v in action.items() if k != "type")
        return str(action.get("type", "")), values
    return type(action).__name__, (_hashable(action),)


def _hashable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_hashable(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _hashable(v)) for k, v in value.items()))
    return value


Item = tuple[Any, str]


def _grouped(items: list[Item]) -> list[Entry]:
    """The top of the menu: one entry per action type and first field value."""

    def key(item: Item) -> Any:
        kind, values = parts(item[0])
        return (kind, values[0]) if values else (kind,)

    return _entries(items, key, level=1)


def _entries(items: list[Item], key: Callable[[Item], Any], level: int) -> list[Entry]:
    groups: dict[Any, list[Item]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    entries = []
    for members in groups.values():
        if len(members) == 1:
            entries.append(Entry(members[0][1], members[0][0], whole=members[0][1]))
        else:
            entries.append(_group(members, level))
    return told_apart(entries)


def told_apart(entries: list[Entry]) -> list[Entry]:
    """``entries`` with lines that read alike (a game naming two moves the same way) told
    apart by their order: "… (2 of 2 alike)"."""
    labels = [entry.label for entry in entries]
    if len(set(labels)) == len(labels):
        return entries
    seen: dict[str, int] = {}
    apart = []
    for entry in entries:
        count = labels.count(entry.label)
        if count == 1:
            apart.append(entry)
            continue
        seen[entry.label] = seen.get(entry.label, 0) + 1
        label = _("{label} ({number} of {count} alike)").format(
            label=entry.label, number=seen[entry.label], count=count
        )
        whole = entry.whole and _("{label} ({number} of {count} alike)").format(
            label=entry.whole, number=seen[entry.label], count=count
        )
        apart.append(dataclasses.replace(entry, label=label, whole=whole))
    return apart


def _group(members: list[Item], level: int) -> Entry:
    labels = [label for _, label in members]
    head, tail = shared_words(labels)
    choices = _split(members, level, head, tail)
    trimmed = [_trim(entry.label, head, tail) for entry in choices]
    if all(_says_something(t) for t in trimmed) and len(set(trimmed)) == len(trimmed):
        choices = [dataclasses.replace(e, label=t) for e, t in zip(choices, trimmed, strict=True)]
    name = _named(head, tail) or _fallback_name(members[0][0], level)
    return Entry(_counted(name, len(members)), entries=tuple(choices))


def _split(members: list[Item], level: int, head: str, tail: str) -> list[Entry]:
    """A group's own entries: its moves, or, when they are many, groups by the next field
    that sorts them into groups with a name of their own (a spot's coordinate does not)."""
    if len(members) > SHORT:
        width = max(len(parts(action)[1]) for action, _ in members)
        for field in range(level, width):

            def key(item: Item, field: int = field) -> Any:
                values = parts(item[0])[1]
                return values[field] if field < len(values) else None

            groups: dict[Any, list[str]] = {}
            for item in members:
                groups.setdefault(key(item), []).append(_trim(item[1], head, tail))
            if not 1 < len(groups) < len(members):
                continue
            if all(len(labels) == 1 or any(shared_words(labels)) for labels in groups.values()):
                split = _entries(members, key, field + 1)
                names = [entry.label for entry in split]
                if len(set(names)) == len(names):
                    return split
    return told_apart([Entry(label, action, whole=label) for action, label in members])


def shared_words(labels: Sequence[str]) -> tuple[str, str]:
    """The words every label starts with, and the words every label ends with after them (only
    when they say more than the start: "deploy … on card 3", not "build … beech")."""
    head = _at_word_end(labels, os.path.commonprefix(list(labels)))
    if any(len(label) == len(head) for label in labels):  # one label would be left with nothing
        head = head[: head.rstrip().rfind(" ") + 1]
        while head.count("(") > head.count(")"):  # never inside brackets: "(1 …"
            head = head[: head.rfind("(")]
    rests = [label[len(head) :] for label in labels]
    backwards = [rest[::-1] for rest in rests]
    tail = _at_word_end(backwards, os.path.commonprefix(backwards))[::-1]
    if len(tail.strip(_PUNCTUATION + " ")) < len(head.strip(_PUNCTUATION + " ")):
        tail = ""
    return head, tail


def _at_word_end(labels: Sequence[str], prefix: str) -> str:
    """``prefix`` cut back to where no label goes on with the same word."""
    while prefix and prefix[-1].isalnum():
        size = len(prefix)
        if all(size == len(label) or not label[size].isalnum() for label in labels):
            break
        prefix = prefix[:-1]
    return prefix


def _says_something(text: str) -> bool:
    """Whether a label cut to what differs still reads as a choice ("beech", not "2 of the
    box", which only reads after the words cut off)."""
    return text[:1].isalpha()


def paths(
    entries: Sequence[Entry], prefix: tuple[int, ...] = ()
) -> list[tuple[tuple[int, ...], Entry]]:
    """Every move of a menu with the numbers that pick it, first to last."""
    found: list[tuple[tuple[int, ...], Entry]] = []
    for number, entry in enumerate(entries, 1):
        if entry.is_group:
            found += paths(entry.entries, (*prefix, number))
        else:
            found.append(((*prefix, number), entry))
    return found


def _trim(label: str, head: str, tail: str) -> str:
    middle = label[len(head) : len(label) - len(tail)]
    return middle.strip(_PUNCTUATION + " ")


def _named(head: str, tail: str) -> str:
    start = head.rstrip(_PUNCTUATION + " ")
    end = tail.lstrip(_PUNCTUATION + " ")
    if not start and not end:
        return ""
    return " ".join(part for part in (start, "…", end) if part)


def _fallback_name(action: Any, level: int) -> str:
    kind, values = parts(action)
    shown = " ".join(str(v) for v in values[:level])
    return f"{kind.lower()} {shown} …".strip()


def _counted(name: str, count: int) -> str:
    return ngettext("{choice} ({count} choice)", "{choice} ({count} choices)", count).format(
        choice=name, count=count
    )
