"""The rules overlay (F1) shows a game's RULES.md as formatted text: headings, lists, bold and
italic words and tables with real columns, never markdown's marks ("| card | count |", "**",
"---"), in every language and at 100 and 200 % text; the part for programs after the
``<!-- for programs -->`` line is left out."""

from __future__ import annotations

import re

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.legibility import reading_problems
from tabletop_core.render.theme import apply_settings

pytestmark = pytest.mark.gl
key = load_arcade().key
MARKS = re.compile(r"^\s*(\||#|[-*] |\d+\. )|\*\*|\|---|`|<!--")


def _open_rules(shell, driver, game: str):
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    host = shell.start_match(shell.new_match(game, seats, 2, None))
    driver.update(2)
    driver.draw()
    driver.key(key.F1)
    driver.draw()
    assert host.overlay == "rules"
    return host, host.focus.focused


def _read_every_page(host, page, driver) -> tuple[list[str], list[str]]:
    """Every label the rules page shows, paging down with the keys, and what reads badly."""
    texts: list[str] = []
    problems: list[str] = []
    while True:
        driver.draw()
        texts += [
            t.text for t in host.overlay_canvas.texts if t.visible and page.rect.contains(t.x, t.y)
        ]
        problems += reading_problems([host.overlay_canvas], host.bounds)
        before = page.first
        driver.key(key.PAGEDOWN)
        if page.first == before:
            return texts, problems


@pytest.mark.parametrize(("language", "size"), [("en", 100), ("fr", 200), ("de", 200), ("de", 100)])
def test_the_cards_table_of_dam_it_has_columns(shell, driver, language, size, language_reset):
    from tabletop_core.i18n import set_language

    set_language(language)
    shell.settings.text_size = size
    apply_settings(shell.settings)
    host, page = _open_rules(shell, driver, "damit")
    texts, problems = _read_every_page(host, page, driver)
    assert not problems, problems
    marked = [text for text in texts if MARKS.search(text)]
    assert not marked, marked
    # the cards table: a header row and rows whose cells stand in columns, one label each
    header = next(line for line in page.lines if line.kind == "header")
    cells = [line for line in page.lines if line.kind == "cell"]
    rows = [line for line in cells if line.air > 0]  # a row's first line (more may wrap)
    assert len(header.pieces) == 3 and len(rows) >= 5
    columns = [piece.x for piece in header.pieces]
    for row in rows[:5]:
        assert [piece.x for piece in row.pieces][: len(columns)] == columns[: len(row.pieces)]
    for line in cells:  # a wrapped cell goes on in its own column
        assert {piece.x for piece in line.pieces} <= set(columns), line.text
    kinds = {line.kind for line in page.lines}
    assert {"heading", "text", "header", "cell"} <= kinds
    assert any(piece.bold for line in page.lines if line.kind == "text" for piece in line.pieces)


def test_every_games_rules_read_without_markdown_marks(shell, driver):
    for game in ("hamsterdam", "mein_lieber_biber", "beaver_creek"):
        host, page = _open_rules(shell, driver, game)
        texts, problems = _read_every_page(host, page, driver)
        assert not problems, (game, problems)
        assert not [t for t in texts if MARKS.search(t)], game
        assert any(line.pieces[0].text == "•" for line in page.lines), game


def test_the_part_for_programs_is_left_out():
    from tabletop_core.render.rules_text import parse, plain

    markdown = (
        "# Beaver Bids\n\nPlay a **card**.\n\n- one\n- two\n\n"
        '<!-- for programs -->\n\n## Actions as JSON\n\n`{"kind": "play"}`\n'
    )
    blocks = parse(markdown)
    words = [plain(block.runs) for block in blocks]
    assert words == ["Beaver Bids", "Play a card.", "one", "two"]
    assert [block.kind for block in blocks] == ["heading", "paragraph", "item", "item"]
