"""At large text the decision panel is one tree of its words, measured in the language and at
the text size in force: laid out under the dams in the smallest window and in a large one, in
English and German at 150 and 200 %, the parts it shows (its title, its why, its buttons, the
"Why?" button) lie inside it, none on another, each button as tall as its words whole; its
title shows whole, else its short title, and its why gives way before its title does."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from tabletop_hamsterdam.table.choices import Offer
from tabletop_hamsterdam.table.layout import TableLayout, Words
from tabletop_hamsterdam.table.panel_words import Decision

from tabletop_core import i18n
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import set_text_scale

pytestmark = pytest.mark.gl

TABLES = (Rect(0, 80, 1024, 470), Rect(0, 110, 1920, 880))
"""The tables of a 1024×600 and a 1920×1080 window (less the frame's bars)."""

DECISIONS: dict[str, Decision | None] = {
    "waiting": None,
    "a move": Decision(
        title="Move a hamster one card left or right, or keep every hamster where it stands now?",
        brief="Move a hamster?",
        why="A Twinster on your dam may step one card aside before the flood comes.",
        buttons=(Offer("Don't move", "keep the dam as it is", None),),
    ),
    "three choices": Decision(
        title="Use the Rerollster?",
        why="It may roll one die again before the flood comes.",
        buttons=(
            Offer("Roll the first die again", "it showed 3", None),
            Offer("Roll the second die again", "it showed 5", None),
            Offer("Keep the roll", "", None),
        ),
    ),
    "roll": Decision("Roll the dice", why="Every dam floods.", buttons=(Offer("Roll", "", None),)),
}
WORDS = Words(
    big=("Your dam, Ana", "0/3"),
    others=(("Otto · bot", "8", "0/3"), ("Benny · bot", "7", "1/3")),
    tray_title="Reinforcements: 7",
    tray=((0, 7),),
    specials="Specials: Twinster · Rerollster",
    specials_short="Specials: 2 kinds",
    waiting="Benny is placing hamsters…",
)


@pytest.mark.parametrize(
    ("decision", "language", "text"),
    list(itertools.product(DECISIONS, ("en", "de"), (1.5, 2.0))),
)
def test_the_panels_words_are_whole_inside_it_and_apart(
    window, panel_reads_whole, decision, language, text
):
    before = i18n._language
    i18n.set_language(language)
    set_text_scale(text)
    try:
        for rect in TABLES:
            layout = TableLayout(rect, 2, replace(WORDS, decision=DECISIONS[decision]))
            assert layout.wide_panel
            panel_reads_whole(layout)
            title, why = layout.panel_words()
            assert title in ("whole", "brief", "")
            assert not why or title == "whole", "the why gives way before the title"
    finally:
        set_text_scale(1.0)
        i18n._language = before
