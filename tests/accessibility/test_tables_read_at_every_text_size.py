"""Every game table, and the frame around it, read whole from 100 % to 200 % text.

Each table is drawn by ``take_screenshot`` (the real registry, a lobby-default match) at the
start, a few moves in and half way through, at 100, 150 and 200 % text (200 % in high contrast;
150 % in the slow tier), and half way through at 200 % in French and German, whose words run
longer. The legibility check
then finds no label cut with an ellipsis, none reaching out of the table (or the window), and no
two labels lying on each other; and the table's text really is bigger.
"""

from __future__ import annotations

from statistics import median

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.legibility import canvases_of, reading_problems, visible_labels

pytestmark = pytest.mark.gl


def drawing(host):
    """The part of the game's table that draws: a table of three parts its scene, an older
    single-class table itself."""
    from tabletop_core.render import Table

    return host.table.scene if isinstance(host.table, Table) else host.table


GAMES = ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek")
SEEDS = {"beaver_creek": 2}
"""Seed 3 but where a shorter match has the same moments: Beaver Creek's seed 2 is 94 moves of
physics, its seed 3 213."""
CASES = [
    *((size, "en", moves) for size in (100, 200) for moves in (0, 4, None)),
    # 150 % lies between the two ends the fast tier reads: the slow tier reads it too
    *(pytest.param(150, "en", moves, marks=pytest.mark.slow) for moves in (0, 4, None)),
    (200, "fr", None),
    (200, "de", None),
]


def draw(game, registry, tmp_path, *, text_size, language, moves):
    """The table as take_screenshot draws it; ``moves`` None is half way through (the moves
    the default chooses, counted once by the ``half_way`` fixture)."""
    from tabletop_core.render.screenshot import take_screenshot

    take_screenshot(
        game,
        seed=SEEDS.get(game, 3),
        moves=moves,
        out=tmp_path / f"{game}_{text_size}_{language}_{moves}.bmp",  # not read back
        registry=registry,
        text_size=text_size,
        high_contrast=text_size == 200,
        language=language,
    )
    return load_arcade().get_window().current_view


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("text_size", "language", "moves"), CASES)
def test_table_and_frame_read_whole(
    game,
    text_size,
    language,
    moves,
    window,
    games_registry,
    reading_reset,
    language_reset,
    tmp_path,
    half_way,
):
    if moves is None:
        moves = half_way(game, SEEDS.get(game, 3))
    host = draw(game, games_registry, tmp_path, text_size=text_size, language=language, moves=moves)
    assert not host.failed and visible_labels(canvases_of(host.table)), "the table drew nothing"
    _bar, table_rect, _log, _prompt = host.layout()
    problems = reading_problems(canvases_of(host.table), table_rect)
    problems += [f"frame: {p}" for p in reading_problems([host.canvas], host.bounds)]
    assert not problems, f"{game} at {text_size} % ({language}, moves {moves}): " + "; ".join(
        problems
    )


@pytest.mark.parametrize("game", GAMES)
def test_table_text_grows_the_whole_way_to_200_percent(
    game, window, games_registry, reading_reset, language_reset, tmp_path, half_way
):
    sizes = {}
    for text_size in (100, 200):
        moves = half_way(game, SEEDS.get(game, 3))
        host = draw(game, games_registry, tmp_path, text_size=text_size, language="en", moves=moves)
        labels = visible_labels(canvases_of(host.table))
        sizes[text_size] = median(label.font_size for label in labels) / drawing(host).layout.scale
    assert sizes[200] >= sizes[100] * 1.9
