"""``tabletop check`` under a profiler: the secrets check watches which functions a re-draw runs
through the interpreter's profile hook, and must hand the hook back as it found it. Under
cProfile (an author profiling their game's check) it once failed the honest example game with
"'Profile' object is not callable" and left the profiler switched off."""

from __future__ import annotations

import cProfile
import pstats
import sys

from tabletop_core.testing import check_game


def after_the_check() -> int:
    return 42


def test_the_secrets_check_passes_under_cprofile_and_the_profiler_keeps_counting(example_game):
    game = example_game
    profiler = cProfile.Profile()
    profiler.enable()
    try:
        report = check_game(game, players=[2], games=1)
        after_the_check()
    finally:
        profiler.disable()
    assert report.ok, report.summary()
    assert sys.getprofile() is None
    counted = {func[2] for func in pstats.Stats(profiler).stats}
    assert "after_the_check" in counted


def test_a_profile_function_is_put_back_as_it_was(example_game):
    game = example_game
    calls: list[str] = []

    def profile(frame, event, arg):
        if event == "call":
            calls.append(frame.f_code.co_name)

    sys.setprofile(profile)
    try:
        report = check_game(game, players=[2], games=1)
        back = sys.getprofile()
        after_the_check()
    finally:
        sys.setprofile(None)
    assert report.ok, report.summary()
    assert back is profile
    assert "after_the_check" in calls
