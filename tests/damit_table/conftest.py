"""One headless window for the session (shared with other GL tests if one is open), a shell on
a registry holding Dam It! with its table, and a driver sending real window events.

The Dam It! plugin module (which carries the table and art hooks) is passed as an extra plugin.
"""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()


@pytest.fixture(autouse=True)
def only_the_plugins_a_test_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")


@pytest.fixture(scope="session")
def damit_registry():
    import tabletop_damit.plugin as damit_plugin

    from tabletop_core import plugins

    return plugins.load(extra_plugins=[damit_plugin], autoload=False)


@pytest.fixture(scope="session")
def gl_window(window):
    return window


@pytest.fixture()
def damit_shell(tabletop_shell, damit_registry, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    return tabletop_shell(damit_registry)


TABLES = (
    (0, 56, 960, 616),
    (0, 103, 960, 552),
    (0, 60, 620, 420),
    (0, 40, 1500, 860),
    (0, 40, 1500, 430),
)
"""Table rects: at 100 % and at larger text in a 1280×720 window, a small window, a large one,
a wide and short one."""
NAMES = ("Marie-Claire", "Oma Gertrud", "Bartholomäus", "Wilhelmine")


_LAYOUTS: dict[tuple, object] = {}
"""The layouts :func:`table_layouts` measured, by language, text size, table and players."""


CORNERS = (("en", 100), ("de", 200))
"""The fast tier's readings of the player areas: the plainest and the hardest (German's longer
words at 200 %), in every table rect for every player count; the slow tier reads every
language at every text size (``whole_sweep``)."""


@pytest.fixture()
def table_layouts(gl_window, whole_sweep):
    """Every Dam It! ``TableLayout`` a region declared on the layout tree is checked in: 2-4
    players, 100, 150 and 200 % text, English and German (the fast tier: :data:`CORNERS`), each
    table rect of :data:`TABLES` (the words measured as the table measures them)."""
    import itertools

    from tabletop_damit.table.layout import TableLayout
    from tabletop_damit.table.words import seat_title

    from tabletop_core import i18n
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.theme import set_text_scale

    def layouts():
        every = itertools.product(("en", "de"), (100, 150, 200))
        readings = every if whole_sweep else CORNERS
        for (language, percent), table, players in itertools.product(readings, TABLES, (2, 3, 4)):
            i18n.set_language(language)
            set_text_scale(percent / 100)
            key = (language, percent, table, players)
            if key not in _LAYOUTS:  # measuring the words is most of the cost: once a worker
                rect = Rect(*table)
                titles = [seat_title(n, seat > 0, seat == 0) for seat, n in enumerate(NAMES)]
                _LAYOUTS[key] = TableLayout(rect, players, tuple(titles[:players]), NAMES[0])
            yield _LAYOUTS[key]

    before = i18n.language()
    yield layouts
    set_text_scale(1.0)
    i18n.set_language(before)


@pytest.fixture()
def table_shot(gl_window, damit_registry, tmp_path, monkeypatch):
    """``table_shot(players, text_size, language)``: the Dam It! table of seed 3 as drawn, the
    window's pixels (RGB), and its layout."""
    from tabletop_core import i18n
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.screenshot import take_screenshot
    from tabletop_core.render.theme import set_text_scale

    arcade = load_arcade()
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    before = i18n.language()

    def shot(players: int, text_size: int, language: str):
        take_screenshot("damit", seed=3, out=tmp_path / "shot.bmp", registry=damit_registry,
                        players=players, text_size=text_size, language=language)  # fmt: skip
        image = arcade.get_image(0, 0, gl_window.width, gl_window.height).convert("RGB")
        return image, gl_window.current_view.table.scene.layout

    yield shot
    set_text_scale(1.0)
    i18n.set_language(before)
