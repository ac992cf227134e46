"""``tabletop check`` under a profiler: the secrets check watches which functions a re-draw runs
through the interpreter's profile hook, and must hand the hook back as it found it. Under
cProfile (an author profiling their game's check) it once failed the honest example game with
"'Profile' object is not callable" and left the profiler switched off."""

from __future__ import annotations

import cProfile
import importlib.util
import pstats
import sys
from pathlib import Path

from tabletop_core.testing import check_game


def _example():
    name = "tabletop_tests_example_game"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, Path(__file__).with_name("example_game.py")
        )
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def after_the_check() -> int:
    return 42


def test_the_secrets_check_passes_under_cprofile_and_the_profiler_keeps_counting():
    game = _example().ExampleGame()
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


def test_a_profile_function_is_put_back_as_it_was():
    game = _example().ExampleGame()
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
