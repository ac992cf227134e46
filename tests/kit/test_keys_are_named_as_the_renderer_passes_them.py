"""The kit's key names are the codes the window passes to a controller: every named key, letter,
digit and keypad digit is arcade's own. Games name keys through the kit, so no game's table reads
the renderer's key constants."""

from __future__ import annotations

import string
from pathlib import Path

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.kit import keys

ROOT = Path(__file__).resolve().parents[2]
NAMED = ("ENTER", "NUM_ENTER", "SPACE", "BACKSPACE", "DELETE", "TAB", "ESCAPE", "LEFT", "UP")
NAMED += ("RIGHT", "DOWN", "MOD_SHIFT", "MOD_CTRL", "MOD_ALT")


def test_every_named_key_is_the_windows_own():
    key = load_arcade().key
    for name in NAMED:
        assert getattr(keys, name) == getattr(key, name), name
    assert keys.ENTER == key.RETURN, "Enter and Return are one key"
    for letter in string.ascii_uppercase:
        assert getattr(keys, letter) == getattr(key, letter) == keys.letter(letter), letter
        assert keys.letter(letter.lower()) == getattr(key, letter)
    for number in range(10):
        assert keys.digit(number) == getattr(key, f"KEY_{number}")
        assert keys.keypad(number) == getattr(key, f"NUM_{number}")


def test_number_keys_pick_places_from_one_on_the_row_and_the_keypad():
    key = load_arcade().key
    picks = keys.numbered(3)
    assert picks == {key.KEY_1: 0, key.KEY_2: 1, key.KEY_3: 2, key.NUM_1: 0, key.NUM_2: 1,
                     key.NUM_3: 2}  # fmt: skip
    assert keys.letters("KLS") == {key.K: 0, key.L: 1, key.S: 2}


@pytest.mark.parametrize(
    "call",
    [
        lambda: keys.letter("Ä"),
        lambda: keys.letter("AB"),
        lambda: keys.digit(10),
        lambda: keys.keypad(-1),
        lambda: keys.numbered(10),
    ],  # fmt: skip
)
def test_a_key_that_does_not_exist_is_refused_in_one_line(call):
    with pytest.raises(ValueError) as refused:
        call()
    assert "\n" not in str(refused.value)


def test_no_games_table_reads_the_renderers_key_constants():
    tables = [
        *ROOT.glob("plugins/*/tabletop_*/table/*.py"),
        ROOT / "tabletop_core/authoring/templates",
    ]
    files = [p for t in tables for p in ([t] if t.is_file() else t.glob("*.py"))]
    assert len(files) > 40
    naming = [p.relative_to(ROOT) for p in files if "arcade.key" in p.read_text(encoding="utf-8")]
    assert naming == [], "name keys through tabletop_core.render.kit.keys"
