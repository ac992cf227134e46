"""Asking a person at the terminal for their move: the menu (:mod:`tabletop_core.choice_menu`),
numbered from 1, a second question where a choice has parts, and the words that always work —
``help``, ``rules``, ``table`` and ``undo``. Local play (:mod:`tabletop_core.terminal`) and a
seat joined online (:mod:`tabletop_core.online.terminal`) ask the same way.

Reading is left to the caller (``read(prompt)``): it returns the typed line, raises ``EOFError``
when the input ended, and may raise any exception of its own to drop the question (an online
table that changed while the person was choosing).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_core.choice_menu import Entry, paths
from tabletop_core.i18n import _

Say = Callable[[str], None]
Read = Callable[[str], str]


class TakeBack:
    """The answer of a person who asked to take back their last move."""

    def __repr__(self) -> str:
        return "TAKE_BACK"


TAKE_BACK = TakeBack()

HELP_WORDS = ("help", "?", "h")
RULES_WORDS = ("rules", "r")
UNDO_WORDS = ("undo", "u")
TABLE_WORDS = ("table", "t")
MOVES_WORDS = ("moves", "m")
BACK_WORDS = ("back", "b", "0")


def show_entries(entries: Sequence[Entry], say: Say, *, back: bool = False) -> None:
    """The menu lines: ``  1. take the maple at position 1 (free)``."""
    width = len(str(len(entries)))
    for number, entry in enumerate(entries, 1):
        say(f"  {str(number).rjust(width)}. {entry.label}")
    if back:
        say("  " + " " * (width - 1) + _("0. back to the moves"))


def hint_line() -> str:
    return _("Type a move's number, or: help, rules, table, moves, undo.")


def help_lines(stop_note: str) -> list[str]:
    return [
        _("Type the number before a move, then press Enter."),
        _("A move that ends in “(… choices)” asks which one next; 0 goes back."),
        _("Two numbers pick both at once: “4 2” is choice 2 of move 4."),
        _("help: this text · rules: the rules of the game · table: the table again"),
        _("moves: every move at once, with the numbers that pick it"),
        _(
            "undo: take back your last move (as at the table: not past a card drawn or dice "
            "rolled, nor past another person's move)"
        ),
        stop_note,
    ]


def _word(answer: str, choices: tuple[str, ...], translated: str) -> bool:
    return answer in choices or answer == translated.lower()


def ask_move(
    entries: Sequence[Entry],
    *,
    read: Read,
    say: Say,
    rules: Callable[[], list[str]],
    table: Callable[[], None],
    stop_note: str,
) -> Any:
    """Show the menu of ``entries`` and return the action the person picks, or
    :data:`TAKE_BACK`. A menu that is one group of moves opens at that group."""
    top: Sequence[Entry] = entries
    heading: str | None = None
    if len(entries) == 1 and entries[0].is_group:
        top = entries[0].entries
        if any(entry.is_group or entry.label != entry.whole for entry in top):
            heading = entries[0].label + ":"  # the entries say only what differs
    menu, group = top, None

    def show() -> None:
        if group is not None:
            say(group.label + ":")
        elif heading is not None:
            say(heading)
        show_entries(menu, say, back=group is not None)

    show()
    say(hint_line())
    while True:
        answer = read(_("Your move") if group is None else _("Which one")).strip()
        word = answer.lower()
        if _word(word, HELP_WORDS, _("help")):
            for line in help_lines(stop_note):
                say(line)
            continue
        if _word(word, RULES_WORDS, _("rules")):
            for line in rules() or [_("This game ships no rules text.")]:
                say(line)
            continue
        if _word(word, TABLE_WORDS, _("table")):
            table()
            show()
            continue
        if _word(word, MOVES_WORDS, _("moves")):
            for numbers, entry in paths(top):
                say(f"  [{' '.join(map(str, numbers))}] {entry.whole or entry.label}")
            continue
        if _word(word, UNDO_WORDS, _("undo")):
            return TAKE_BACK
        if group is not None and _word(word, BACK_WORDS, _("back")):
            menu, group = top, None
            show()
            continue
        picked = _follow(menu, answer)
        if isinstance(picked, Entry) and not picked.is_group:
            return picked.action
        if isinstance(picked, Entry):
            menu, group = picked.entries, picked
            show()
            continue
        say(not_a_choice(answer, len(menu)))


def _follow(menu: Sequence[Entry], answer: str) -> Entry | None:
    """The entry a path of numbers (``4``, ``4 2``, ``[4]``, ``4.2``) leads to, or None."""
    numbers = [part for part in re.split(r"[\s.,/\[\]]+", answer) if part]
    if not numbers or not all(part.isdigit() for part in numbers):
        return None
    entry: Entry | None = None
    for part in numbers:
        if entry is not None:
            if not entry.is_group:
                return None
            menu = entry.entries
        number = int(part)
        if not 1 <= number <= len(menu):
            return None
        entry = menu[number - 1]
    return entry


def not_a_choice(answer: str, count: int) -> str:
    """One plain sentence for an answer that picks no move."""
    if not answer.strip():
        return _(
            "Type the number of your move, from 1 to {last}, then press Enter (help: what "
            "else you can type)."
        ).format(last=count)
    return _(
        "“{answer}” is not one of the moves: type a number from 1 to {last} (the one before "
        "your move), or help."
    ).format(answer=answer.strip(), last=count)
