"""Keeping specials with six to choose from (at 200 % German text, and at 100 % English): each
cell has room only for its picture and name, so hovering a cell with the mouse shows what that
special does over the cells on its larger side, which give way while the pointer rests there —
whole, with the hovered cell in sight and on no other words. Real mouse motion on the headless
window."""

from __future__ import annotations

import pytest

from tabletop_core import i18n
from tabletop_core.render.legibility import canvases_of, reading_problems, visible_labels

pytestmark = pytest.mark.gl
SEED = 2
"""Two players, every decision the first offered: after 24 of them Ana keeps from six kinds."""


@pytest.fixture(params=[(200, "de"), (100, "en")], ids=["200-de", "100-en"])
def reading(request):
    size, language = request.param
    i18n.set_language(language)
    yield size, language
    i18n.set_language("en")


def test_hovering_each_of_six_keep_cells_shows_what_that_special_does(
    window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch, driver, reading
) -> None:
    from tabletop_hamsterdam.state import KEEP
    from tabletop_hamsterdam.table.choices import piece_help, piece_title

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    size, language = reading
    settings = Settings(bot_pacing=0.0, reduced_motion=True, text_size=size, language=language)
    shell = tabletop_shell(hamsterdam_registry, settings)
    game = hamsterdam_registry.get("hamsterdam").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    bots = {1: hamsterdam_registry.make_bot("hamsterdam", "random")}
    match = Match(game, seats, SEED, None, bots=bots, autosave=False)
    while not (match.state.stage == KEEP and match.to_act == 0):
        match.act(match.legal_actions()[0])
    host = shell.start_match(match)
    driver.draw()
    table = host.table
    table.controller.ensure_synced()
    kinds = [kind for kind, _action in table.controller.cursor.ask.specials]
    assert len(kinds) == 6
    _bar, table_rect, _log, _prompt = host.layout()
    for index, kind in enumerate(kinds):
        cell = table.scene.layout.special_choice(index, len(kinds))
        driver.hover(cell.center_x, cell.center_y)
        driver.draw()
        assert table.controller.cursor.hover_piece == kind, (
            f"hovering the cell of {piece_title(kind)}"
        )
        canvases = canvases_of(table)
        import os

        if os.environ.get("KEEP_SHOT"):
            from tabletop_core.render._arcade import load_arcade

            load_arcade().get_image(0, 0, 1280, 720).save(f"/tmp/tt-terminal/keep{size}{index}.png")
        texts = [label.text for label in visible_labels(canvases)]
        help_text = piece_help(kind)
        assert any(t.endswith(help_text) for t in texts), f"no help for {kind} among {texts}"
        assert f"{index + 1}  {piece_title(kind)}" in texts, "the hovered cell stays in sight"
        assert reading_problems(canvases, table_rect) == []
    driver.hover(table_rect.left + 5, table_rect.bottom + 5)
    driver.draw()
    assert table.controller.cursor.hover_piece is None
