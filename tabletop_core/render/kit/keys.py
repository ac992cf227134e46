"""The keyboard's keys by name, as a table's controller receives them in ``on_key_press``.

A controller compares the ``symbol`` and ``modifiers`` the host passes with these names rather
than with the renderer's own constants, so a game's controller imports no renderer. The codes
are X11 keysyms, which is what arcade (through pyglet) passes on every platform; another
renderer (a browser seat) would pass the same codes for the same keys.
"""

from __future__ import annotations

from collections.abc import Iterable

ENTER = 0xFF0D
"""Enter, or Return: the same key."""
NUM_ENTER = 0xFF8D
"""Enter on the keypad."""
CONFIRM = (ENTER, NUM_ENTER)
"""Either Enter: what confirms a choice."""
SPACE = 0x20
BACKSPACE = 0xFF08
DELETE = 0xFFFF
TAB = 0xFF09
ESCAPE = 0xFF1B
LEFT = 0xFF51
UP = 0xFF52
RIGHT = 0xFF53
DOWN = 0xFF54
ARROWS = (UP, DOWN, LEFT, RIGHT)

A, B, C, D, E, F, G, H, I, J, K, L, M = range(0x61, 0x6E)  # noqa: E741  # the keys' own names
N, O, P, Q, R, S, T, U, V, W, X, Y, Z = range(0x6E, 0x7B)  # noqa: E741
"""The letters, by the letter on the key."""

MOD_SHIFT = 0x1
"""In ``modifiers``: Shift is held (``modifiers & MOD_SHIFT``)."""
MOD_CTRL = 0x2
MOD_ALT = 0x4


def letter(name: str) -> int:
    """The key of letter ``name`` (either case): ``letter("D")``."""
    if len(name) != 1 or not name.isascii() or not name.isalpha():
        raise ValueError(f"a letter key is one letter from A to Z, not {name!r}")
    return ord(name.lower())


def letters(names: Iterable[str]) -> dict[int, int]:
    """Each letter's key and its place in ``names``: ``letters("ASDF")`` picks card 0 with A."""
    return {letter(name): index for index, name in enumerate(names)}


def digit(number: int) -> int:
    """The key of ``number`` (0-9) in the row above the letters."""
    if not 0 <= number <= 9:
        raise ValueError(f"a digit key is 0-9, not {number}")
    return 0x30 + number


def keypad(number: int) -> int:
    """The key of ``number`` (0-9) on the keypad."""
    if not 0 <= number <= 9:
        raise ValueError(f"a keypad key is 0-9, not {number}")
    return 0xFFB0 + number


def numbered(count: int) -> dict[int, int]:
    """The keys 1 to ``count`` (at most 9), on the row and on the keypad, each to the place it
    picks: key 1 picks place 0."""
    if not 0 <= count <= 9:
        raise ValueError(f"the number keys pick at most 9 places, not {count}")
    return {
        **{digit(number): number - 1 for number in range(1, count + 1)},
        **{keypad(number): number - 1 for number in range(1, count + 1)},
    }
