"""The launcher's front door: the games fill the grid's rows evenly (four games: two rows of
two, not three and one; a shorter last row is centred), the tile under the mouse or with the
focus stands up (a shadow under it, a lighter face, an outline) without the screen being built
again, the focus moves with the arrows and Tab and Enter opens the game, the wordmark is
written in the shipped display face, and a launcher nobody touches stays idle."""

from __future__ import annotations

from importlib.resources import files

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.launcher import grid_columns, row_offset

pytestmark = pytest.mark.gl
key = load_arcade().key


def _hover(window, x: float, y: float) -> None:
    """The mouse moves to (x, y), as a real motion event through the window."""
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    window.dispatch_events()


def _face(label) -> str:
    """The first family a label asks the text engine for."""
    name = label.font_name
    return name if isinstance(name, str) else name[0]


def _pixel(image, x: float, y: float) -> tuple[int, int, int]:
    return image.getpixel((int(x), image.height - 1 - int(y)))


def _tile_pixels(image, tile) -> list[tuple[int, int, int]]:
    """A few points of the tile's face below its words (the panel, not the picture) and just
    under its bottom edge (where a raised tile casts its shadow)."""
    r = tile.rect
    return [
        _pixel(image, r.left + 14, r.bottom + 12),
        _pixel(image, r.right - 14, r.bottom + 12),
        _pixel(image, r.center_x, r.bottom - 4),
    ]


def test_any_number_of_games_fills_rows_evenly():
    assert [grid_columns(n, 3) for n in range(1, 8)] == [1, 2, 3, 2, 3, 3, 3]
    assert grid_columns(4, 4) == 4 and grid_columns(5, 4) == 3 and grid_columns(9, 4) == 3
    # five games in rows of three: the last row of two starts half a tile in
    assert [row_offset(i, 5, 3) for i in range(5)] == [0, 0, 0, 0.5, 0.5]
    assert [row_offset(i, 4, 2) for i in range(4)] == [0, 0, 0, 0]


def test_four_games_make_two_full_rows_with_no_hole(shell, driver):
    launcher = shell.show_launcher()
    driver.draw()
    tiles = launcher.tiles
    assert len(tiles) == 4 and launcher.columns == 2
    rows = sorted({round(t.rect.bottom) for t in tiles})
    assert len(rows) == 2, "all four games are on screen, in two rows"
    for bottom in rows:
        row = sorted(
            (t for t in tiles if round(t.rect.bottom) == bottom), key=lambda t: t.rect.left
        )
        assert len(row) == 2
        # the row spans the grid: as far in from the left as its right end is from the right
        left, right = row[0].rect.left, launcher.bounds.width - row[-1].rect.right
        assert abs(left - right) <= 2


def test_hover_raises_a_tile_and_leaving_lays_it_down(shell, driver):
    launcher = shell.show_launcher()
    _hover(shell.window, 2, 2)  # the mouse off every tile (and the window's queued events)
    resting = driver.frame()
    tile = launcher.tiles[3]  # not the focused one
    assert launcher.raised() == [launcher.tiles[0]]
    before = _tile_pixels(resting, tile)
    edge = (tile.rect.center_x, tile.rect.bottom + 1)
    _hover(shell.window, tile.rect.center_x, tile.rect.center_y)
    assert not launcher.needs_frame(), "standing a tile up builds nothing again"
    raised = driver.frame()
    assert launcher.raised() == [launcher.tiles[0], tile]
    after = _tile_pixels(raised, tile)
    assert sum(after[0]) > sum(before[0]) and sum(after[1]) > sum(before[1]), "a lighter face"
    assert sum(after[2]) < sum(before[2]), "a shadow under the raised tile"
    assert _pixel(raised, *edge) != _pixel(resting, *edge), "an outline along its edge"
    _hover(shell.window, 2, 2)  # off every tile
    laid = driver.frame()
    assert launcher.raised() == [launcher.tiles[0]]
    assert _tile_pixels(laid, tile) == before and _pixel(laid, *edge) == _pixel(resting, *edge)


def test_focus_moves_with_arrows_and_tab_and_enter_opens(shell, driver):
    from tabletop_core.render.lobby import LobbyView

    launcher = shell.show_launcher()
    driver.draw()

    def lit_and_focused(index: int) -> bool:
        """Tile ``index`` has the focus and is the one tile drawn raised (the screen builds
        its tiles anew each time)."""
        tiles = launcher.tiles
        return launcher.focus.focused is tiles[index] and launcher.raised() == [tiles[index]]

    assert lit_and_focused(0)
    for symbol, index in ((key.RIGHT, 1), (key.DOWN, 3), (key.LEFT, 2), (key.UP, 0)):
        driver.key(symbol)
        driver.draw()
        assert lit_and_focused(index), (symbol, index)
    driver.key(key.TAB)
    driver.draw()
    assert lit_and_focused(1)
    game = launcher.tiles[1].game_id
    driver.key(key.ENTER)
    lobby = shell.window.current_view
    assert isinstance(lobby, LobbyView) and lobby.game_id == game


def test_the_wordmark_is_written_in_the_shipped_display_face(shell, driver):
    from tabletop_core.render.display_font import display_family

    DISPLAY_FAMILY = display_family()
    assert DISPLAY_FAMILY == "Fredoka"
    fonts = files("tabletop_core") / "assets" / "fonts"
    assert (fonts / "Fredoka-Bold.ttf").is_file()
    licence = (fonts / "OFL-Fredoka.txt").read_text(encoding="utf-8")
    assert "SIL Open Font License" in licence and "Fredoka" in licence
    launcher = shell.show_launcher()
    driver.draw()
    marks = [t for t in launcher.canvas.texts if t.visible and t.text == "Tabletop"]
    assert marks and _face(marks[0]) == DISPLAY_FAMILY
    titles = {t.text: t for t in launcher.canvas.texts if t.visible}
    assert _face(titles["Dam It!"]) == DISPLAY_FAMILY
    # the players' count is body text: it keeps the text face
    counts = [t for text, t in titles.items() if "–" in text]
    assert counts and all(_face(t) != DISPLAY_FAMILY for t in counts)


def test_a_launcher_nobody_touches_stays_idle(shell, driver):
    launcher = shell.show_launcher()
    driver.draw()
    assert not launcher.needs_frame()
    driver.update(frames=30)
    assert not launcher.needs_frame(), "nothing moves: no redraw"


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_wordmark_leaves_the_header_buttons_their_room(shell, driver, language_reset, language):
    from tabletop_core.i18n import set_language
    from tabletop_core.render.theme import apply_settings

    set_language(language)
    shell.settings.text_size = 200
    apply_settings(shell.settings)
    launcher = shell.show_launcher()
    driver.draw()
    (mark,) = [t for t in launcher.canvas.texts if t.visible and t.text == "Tabletop"]
    assert mark.x + mark.content_width < launcher.join_button.rect.left
    assert launcher.join_button.rect.right <= launcher.settings_button.rect.left
