"""Keys named inside a player-facing sentence, so the prompt bar can draw them as key caps.

A table's prompt writes a key in square brackets inside the translated sentence:
``_("take a river card ([1]–[5] or click)")``, ``_("[Enter] builds the dam")``,
``_("[↑↓] choose a hamster")``. The brackets survive translation untouched (a translator moves
them with the words and keeps what is inside as written), and the prompt bar draws each one as a
small key cap (:mod:`tabletop_core.render.key_caps`). Wherever the sentence is read as text
instead (tests, logs, a terminal), :func:`plain` gives it without brackets: "take a river card
(1–5 or click)".

Key names that are words (``[Enter]``, ``[Space]``, ``[Esc]``…, see :data:`KEY_WORDS`) are
translated by the core's catalogue when they are shown, so every game says "Entrée" in French
without translating the key itself. ``[[`` and ``]]`` stand for a bracket that is not a key;
:func:`escape` writes free text (a player's name) that way before it goes into a prompt.
"""

from __future__ import annotations

import re

from tabletop_core.i18n import N_, _

KEY_WORDS: dict[str, str] = {
    "Enter": N_("Enter"),
    "Esc": N_("Esc"),
    "Space": N_("Space"),
    "Tab": N_("Tab"),
    "Shift": N_("Shift"),
    "Backspace": N_("Backspace"),
    "Delete": N_("Delete"),
    "Ctrl": N_("Ctrl"),
}
"""Key names written as words: shown in the player's language (the core's catalogue)."""

_PIECE = re.compile(r"\[\[|\]\]|\[([^\[\]\n]{1,20})\]")


def key(name: str) -> str:
    """``name`` marked as a key: ``key("Enter")`` is ``"[Enter]"``."""
    return f"[{name}]"


def key_span(first: int, last: int) -> str:
    """The number keys ``first`` to ``last``: ``"[1]–[3]"``, or one key when they are the same."""
    return key(str(first)) if first == last else f"{key(str(first))}–{key(str(last))}"


def escape(text: str) -> str:
    """``text`` as words only: its brackets are not taken for keys (a name, a card's title)."""
    return text.replace("[", "[[").replace("]", "]]")


def label(name: str) -> str:
    """What a key cap shows: a word key in the player's language, any other name as written."""
    word = KEY_WORDS.get(name)
    return _(word) if word else name


def pieces(markup: str) -> list[tuple[str, bool]]:
    """``markup`` as (text, is_key) pieces in order, key names already in the player's language;
    consecutive words come as one piece."""
    found: list[tuple[str, bool]] = []
    words: list[str] = []
    at = 0
    for match in _PIECE.finditer(markup):
        words.append(markup[at : match.start()])
        at = match.end()
        name = match.group(1)
        if name is None:
            words.append(match.group(0)[0])
            continue
        if words and "".join(words):
            found.append(("".join(words), False))
        words = []
        found.append((label(name), True))
    words.append(markup[at:])
    if "".join(words):
        found.append(("".join(words), False))
    return found


def plain(markup: str) -> str:
    """``markup`` as readable text: each key by its name (translated), no brackets."""
    return "".join(text for text, _is_key in pieces(markup))


def has_keys(markup: str) -> bool:
    return any(is_key for _text, is_key in pieces(markup))
