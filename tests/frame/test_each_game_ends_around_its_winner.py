"""Each game's end screen is built around its winner: their portrait (the game's own figure on a
disc of their colour) and what they built, both real pictures in the window's pixels and each
game's its own; the winner's column framed in their seat colour; the celebration the same for
the same match and absent with reduced motion; and a game that declares no ending (an author's
scaffold) still gets the end screen every game had."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageStat

from tabletop_core.render.theme import seat_color
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl

GAMES = {  # a seed each whose match ends quickly (Beaver Creek's physics is the slow one)
    "damit": 3,
    "hamsterdam": 3,
    "mein_lieber_biber": 3,
    "beaver_creek": 4,
}


def _played_out(shell, game: str, seed: int, players: int = 2):
    """A match of bots played to its end without a window (a finished match opens on its
    result, so only the end screen needs the table)."""
    names = ("Otto", "Tina", "Hugo", "Lena")[:players]
    match = shell.new_match(game, [SeatSpec.bot(name, "random") for name in names], seed, None)
    while not match.is_over:
        match.bot_step()
    return match


def _pieces(host) -> dict[str, object]:
    return {key: rect for key, rect in host.overlay_canvas.pieces if str(key).startswith("ending")}


def _crop(frame: Image.Image, rect) -> Image.Image:
    top = frame.height - rect.top
    return frame.crop((int(rect.left), int(top), int(rect.right), int(top + rect.height)))


def _busy(picture: Image.Image) -> float:
    """How much a picture varies (0 for a flat fill): the spread of its pixels' values."""
    return sum(ImageStat.Stat(picture).stddev) / 3


@pytest.fixture(scope="module")
def endings(window, games_registry, tmp_path_factory):
    """Each game's end screen (reduced motion: no celebration), drawn in the real window: its
    portrait's and built thing's pixels, and the winner."""
    from tabletop_core.render.driving import Driver
    from tabletop_core.render.driving import make_shell as shell_on

    driver = Driver(window)
    seen = {}
    for game, seed in GAMES.items():
        shell = shell_on(window, games_registry, tmp_path_factory.mktemp(game) / "s.json")
        host = shell.start_match(_played_out(shell, game, seed))
        assert host.overlay == "end"
        driver.draw()  # the first frame pictures the table as it ended (Biber, Beaver Creek)
        frame = driver.frame()
        pieces = _pieces(host)
        built = [rect for key, rect in pieces.items() if str(key).startswith("ending:built")]
        seen[game] = {
            "portrait": _crop(frame, pieces["ending:portrait:0"]) if pieces else None,
            "built": [_crop(frame, rect) for rect in built],
            "winner": host.match.result.winners[0],
            "frame": frame,
            "host": host,
        }
    return seen


@pytest.mark.parametrize("game", list(GAMES))
def test_the_end_screen_shows_the_winners_portrait_and_what_they_built(endings, game):
    seen = endings[game]
    assert seen["portrait"] is not None, f"{game}: no winner's portrait"
    assert seen["portrait"].width >= 100, "the portrait is drawn large"
    assert _busy(seen["portrait"]) > 20, "the portrait is a picture, not an empty disc"
    assert seen["built"], f"{game}: nothing built is shown"
    for picture in seen["built"]:
        assert picture.width >= 30 and _busy(picture) > 15, "what was built is a real picture"


def test_each_game_ends_with_its_own_pictures(endings):
    def small(picture: Image.Image) -> Image.Image:
        return picture.convert("RGB").resize((24, 24))

    games = list(GAMES)
    for i, one in enumerate(games):
        for other in games[i + 1 :]:
            a, b = endings[one], endings[other]
            for part in ("portrait",):
                diff = ImageStat.Stat(
                    Image.fromarray(_difference(small(a[part]), small(b[part])))
                ).mean
                assert sum(diff) / 3 > 8, f"{one} and {other} show the same {part}"
            built = ImageStat.Stat(
                Image.fromarray(_difference(small(a["built"][0]), small(b["built"][0])))
            ).mean
            assert sum(built) / 3 > 8, f"{one} and {other} show the same built thing"


def _difference(a: Image.Image, b: Image.Image):
    import numpy

    return numpy.abs(
        numpy.asarray(a, dtype=numpy.int16) - numpy.asarray(b, dtype=numpy.int16)
    ).astype(numpy.uint8)


def _framed_in(frame: Image.Image, colour: tuple[int, ...]) -> int:
    """The tallest run of pixels of exactly ``colour`` in any one column of ``frame``."""
    import numpy

    pixels = numpy.asarray(frame.convert("RGB"), dtype=numpy.int16)
    match = numpy.all(numpy.abs(pixels - numpy.array(colour[:3])) <= 3, axis=2)
    best = 0
    for x in range(match.shape[1]):
        column = match[:, x]
        run = longest = 0
        for hit in column:
            run = run + 1 if hit else 0
            longest = max(longest, run)
        best = max(best, longest)
    return best


def test_the_winners_column_is_framed_in_their_colour(endings):
    for game in ("damit", "hamsterdam"):
        seen = endings[game]
        winner = seen["winner"]
        frame = seen["frame"]
        host = seen["host"]
        panel = frame.crop((0, int(frame.height * 0.35), frame.width, frame.height))
        assert _framed_in(panel, seat_color(winner)) >= 100, f"{game}: the winner's frame"
        for seat in range(host.match.players):
            if seat not in host.match.result.winners:
                assert _framed_in(panel, seat_color(seat)) < 60, f"{game}: a loser framed"


def _celebrating(make_shell, driver, seed: int, reduced: bool, seconds: float = 0.8):
    """Dam It!'s end screen ``seconds`` into its winner moment: where each flake is drawn (the
    pictures under the panel), after checking that the panel itself holds no flake."""
    shell = make_shell(reduced_motion=True)
    finished = _played_out(shell, "damit", seed)
    shell.settings.reduced_motion = reduced
    host = shell.start_match(finished)
    driver.update(1 / 10, frames=round(seconds * 10))
    driver.draw()
    drawn = [rect for _key, rect in host.overlay_canvas.pieces]
    over_the_panel = [
        sprite
        for sprite in host.overlay_canvas.sprites
        if not any(
            abs(sprite.center_x - rect.center_x) < 0.5
            and abs(sprite.center_y - rect.center_y) < 0.5
            for rect in drawn
        )
    ]
    assert over_the_panel == [], "every picture on the panel is the portrait or what was built"
    flakes = list(host.backdrop_canvas.sprites)
    return [(round(s.center_x, 2), round(s.center_y, 2), round(s.angle, 2)) for s in flakes]


def test_the_celebration_is_the_same_for_a_seed_and_absent_with_reduced_motion(make_shell, driver):
    from tabletop_core.render import celebration

    first = _celebrating(make_shell, driver, 3, reduced=False)
    assert len(first) >= 10, "the game's material is thrown up round the result"
    assert _celebrating(make_shell, driver, 3, reduced=False) == first, "the same every time"
    assert _celebrating(make_shell, driver, 5, reduced=False) != first, (
        "another match, another burst"
    )
    assert _celebrating(make_shell, driver, 3, reduced=True) == [], "nothing moves"
    assert celebration.burst(3, 6, celebration.LASTS) == [], "it ends"


def _broken(table, view, result):
    raise KeyError("no such picture")


@pytest.mark.parametrize("declared", [None, _broken], ids=["none", "one that fails"])
def test_a_game_without_a_working_ending_gets_the_default_end_screen(
    window, tmp_path: Path, monkeypatch, driver, caplog, declared
):
    from tabletop_core import plugins
    from tabletop_core.authoring.scaffold import create_plugin
    from tabletop_core.render.driving import make_shell as shell_on

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    root = create_plugin("Otter Pond", tmp_path)
    sys.path.insert(0, str(root))
    try:
        module = importlib.import_module("tabletop_otter_pond.plugin")
        registry = plugins.load(extra_plugins=[module], autoload=False)
        if declared is not None:
            table = importlib.import_module("tabletop_otter_pond.view").OtterPondTable
            monkeypatch.setattr(table, "ending", declared, raising=False)
        shell = shell_on(window, registry, tmp_path / "s.json")
        host = shell.start_match(_played_out(shell, "otter_pond", 2))
        assert host.overlay == "end"
        frame = driver.frame()
        words = [t.text for t in host.overlay_canvas.texts if t.visible]
        assert "Play again" in words and "Look at the table" in words
        assert len(host.overlay_canvas.sprites) == 1, "the game's own tile picture, as before"
        winner = host.match.result.winners[0]
        panel = frame.crop((0, int(frame.height * 0.3), frame.width, frame.height))
        assert _framed_in(panel, seat_color(winner)) >= 60, "its winner's column in their colour"
        assert _pieces(host) == {}, "no ending: no portrait, nothing built"
        assert host.end_dialog.hero() is None and not host.failed
        told = [r.getMessage() for r in caplog.records if "its ending failed" in r.getMessage()]
        assert len(told) == (0 if declared is None else 1), told
    finally:
        sys.path.remove(str(root))
        for name in [n for n in sys.modules if n.startswith("tabletop_otter_pond")]:
            del sys.modules[name]
