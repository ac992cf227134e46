"""Every screen of the shell reads whole at 100 % and 200 % text, in English, French and German.

The launcher, the settings screen, each game's lobby, and over a game the menu, the rules page,
the pass-the-device curtain and the end screen are drawn, and the legibility check finds no
label cut with an ellipsis (a game's summary, shortened on purpose to a teaser, aside), none
leaving the window, and no two labels lying on each other.
"""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.legibility import canvases_of, reading_problems

pytestmark = pytest.mark.gl

GAMES = ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek")


def problems_of(view) -> list[str]:
    view.rebuild_now()
    return reading_problems(canvases_of(view), view.bounds)


def overlay_problems(host) -> list[str]:
    host.rebuild_now()
    return reading_problems([host.overlay_canvas], host.bounds)


@pytest.mark.parametrize(
    ("text_size", "language"),
    [
        (100, "en"),
        (200, "en"),
        (200, "fr"),
        (200, "de"),
        # French and German at 100 %: the same words as at 200 %, with more room (slow tier)
        pytest.param(100, "fr", marks=pytest.mark.slow),
        pytest.param(100, "de", marks=pytest.mark.slow),
    ],
)
def test_every_shell_screen_reads_whole(
    language, text_size, window, games_registry, reading_reset, language_reset, tmp_path
):
    from tabletop_core.render.screenshot import take_screenshot

    def draw(target: str, **more):
        take_screenshot(
            target,
            out=tmp_path / f"{target.replace(':', '_')}.bmp",  # not read: no PNG to compress
            registry=games_registry,
            text_size=text_size,
            high_contrast=text_size == 200,
            language=language,
            **more,
        )
        return load_arcade().get_window().current_view

    found: dict[str, list[str]] = {}
    launcher = draw("menu")
    found["launcher"] = problems_of(launcher)
    found["settings"] = problems_of(launcher.shell.show_settings())
    for game in GAMES:
        found[f"{game} lobby"] = problems_of(draw(f"lobby:{game}"))

    host = draw("damit", seed=4)
    host.open_menu()
    found["menu"] = overlay_problems(host)
    host.toggle_rules()
    found["rules"] = overlay_problems(host)
    host.close_overlay()
    host.overlay, host.curtain_for = "curtain", 1
    host.rebuild_now()
    found["curtain"] = reading_problems([host.canvas], host.bounds)  # the table is hidden

    finished = draw("hamsterdam", seed=4, moves=5000)
    assert finished.match.is_over
    finished.overlay = "end"  # as after the last move
    found["end screen"] = overlay_problems(finished)

    unreadable = {screen: problems for screen, problems in found.items() if problems}
    assert not unreadable, unreadable
