"""At 200 % text in a 1280×720 window every dam keeps the card size it has at 100 %, with two,
three and four players, in German and in English (whose tray title "Reinforcements: 7" is the
widest word of the side column: there it is set in small type so the column leaves the big dam
its width): the decision panel's words give way first (its why, then the rest
of a long title, then the title), and with four players the other dams' names stand beside
their cards. The layout alone (no window), its words measured in the language and at the text
size set; the window's pixels are checked by tests/accessibility/test_pieces_grow_with_text.py (slow tier)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tabletop_hamsterdam.state import DAM_SIZE
from tabletop_hamsterdam.table.choices import Offer
from tabletop_hamsterdam.table.layout import TableLayout, Words
from tabletop_hamsterdam.table.panel_words import Decision

from tabletop_core.i18n import translator
from tabletop_core.render.geometry import Rect
from tabletop_core.render.standard_size import standard_size
from tabletop_core.render.theme import set_text_scale

TABLE = Rect(0, 103.07, 1280, 552.4)
"""The table's rect at 200 % text in a 1280×720 window."""
GERMAN = Words(
    big=("Dein Damm, Ana", "1/3"),
    others=tuple((name, "7", "1/3") for name in ("Otto · Bot", "Benny · Bot", "Tina · Bot")),
    tray_title="Verstärkung: 7",
    tray=((0, 4), (1, 1), (4, 1)),
    specials="Spezialhamster: Zwilling · Nochmalwürfler · Späher · Sanitäter · Ingenieur",
)
ENGLISH = Words(
    big=("Your dam, Ana", "1/3"),
    others=tuple((name, "7", "1/3") for name in ("Otto · bot", "Benny · bot", "Tina · bot")),
    tray_title="Reinforcements: 7",
    tray=((0, 4), (1, 1), (4, 1)),
    specials="Specials: Twinster · Rerollster · Scout · Medic · Engineer",
)
MOVE_WHY = (
    "Drag it onto a neighbouring card; moves stay secret until everybody has chosen. Onto a "
    "flood token it is spent: the token goes back to the Reservoir."
)
LIFEGUARD_WHY = "When it holds a flood it also sends a token on a neighbouring card back."
CASES = ("a move", "waiting", "a move in English", "a long title")


def _words(case: str) -> Words:
    """The table's words in ``case``, translated into the language set as the game words them:
    a move (its why on lines of their own, one button), somebody else placing hamsters, or a
    question whose title takes two lines (the Lifeguard's) over one short button."""
    _ = translator("tabletop_hamsterdam")[0]
    words = ENGLISH if case.endswith("English") else GERMAN
    if case == "waiting":
        return replace(words, waiting="Benny setzt Hamster ein …")
    if case == "a long title":
        lifeguard = Decision(
            title=_("Lifeguard: which neighbouring token goes back to the Reservoir?"),
            brief=_("Lifeguard: which token goes back?"),
            why=_(LIFEGUARD_WHY),
            buttons=(Offer(_("Card {n}").format(n=7), "", None),),
        )
        return replace(words, decision=lifeguard)
    move = Decision(
        title=_("Move a hamster one card left or right?"),
        brief=_("Move a hamster?"),
        why=_(MOVE_WHY),
        buttons=(Offer(_("Don't move"), "", None),),
    )
    return replace(words, decision=move)


@pytest.fixture()
def large_text(window):
    from tabletop_core import i18n

    before = i18n._language
    set_text_scale(2.0)
    yield
    set_text_scale(1.0)
    i18n._language = before


def _apart(a: Rect, b: Rect) -> bool:
    return a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom


@pytest.mark.parametrize("others", [1, 2, 3])
@pytest.mark.parametrize("case", CASES)
def test_every_dam_keeps_its_100_percent_cards_while_the_panel_words_give_way(
    large_text, others, case
):
    from tabletop_core import i18n

    i18n.set_language("en" if case.endswith("English") else "de")
    words = _words(case)
    layout = TableLayout(TABLE, others, replace(words, others=words.others[:others]))
    big = standard_size(lambda rect: TableLayout(rect, others).card_size, TABLE)
    small = standard_size(lambda rect: TableLayout(rect, others).small_card_size(0), TABLE)
    assert layout.wide_panel and layout.others_shown == "full"
    assert layout.card_size[0] >= big[0] - 1e-6
    rows = [-1, *range(others)]
    cards = {(row, p): layout.card(row, p) for row in rows for p in range(DAM_SIZE)}
    for (row, _p), card in cards.items():
        if row >= 0:
            assert card.width >= small[0] - 1e-6 and card.height >= small[1] - 1e-6
        room_of = layout.main_row if row < 0 else layout.other_row(row)
        assert room_of.left <= card.left and card.right <= layout.town(row).left
        assert room_of.bottom <= card.bottom and card.top <= room_of.top
        assert TABLE.bottom <= card.bottom and card.top <= TABLE.top
    placed = list(cards.values())
    assert all(_apart(a, b) for k, a in enumerate(placed) for b in placed[k + 1 :])
    lows = [layout.main_row] + [layout.other_row(k) for k in range(others)]
    assert all(_apart(a, b) for k, a in enumerate(lows) for b in lows[k + 1 :])
    panel = layout.panel
    assert panel.top <= layout.main_row.bottom and panel.bottom >= TABLE.bottom
    assert layout.buttons_row().top <= panel.top
    if words.decision:  # the button that opens the decision's words, on the panel
        assert not _apart(layout.more_button(), panel)
    title, why = layout.panel_words()
    assert not why or title == "whole", "the why gives way before the title"
    if case == "a long title" and others == 3:  # four players: the short title stays
        assert (title, why) == ("brief", False)
        assert layout.panel_title().height == pytest.approx(layout.line("body"))
    if others == 3:  # the names and figures in a column left of the cards
        assert layout.others_beside
        for row in range(others):
            cells = layout.other_cells(row)
            assert all(cell.right <= layout.sea(row).left for cell in cells)
            assert all(layout.other_row(row).bottom <= cell.bottom for cell in cells)
