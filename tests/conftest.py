"""What every test folder shares: Hypothesis settings that fit a busy machine, and the two tiers.

The shared headless window and the input driver (the ``window`` and ``driver`` fixtures) come
from the core's pytest plugin, :mod:`tabletop_core.pytest_plugin`, which plugins' own tests use
too. Its ``pytest11`` entry point registers it wherever tabletop-core is installed; naming it
here as well keeps these tests working before the installed metadata has the entry point.

``pytest`` runs the fast tier; ``pytest -m slow`` the slow one (tests marked
``@pytest.mark.slow``). A folder whose tests are all in the other tier reports that instead of
failing with "no tests ran".
"""

from __future__ import annotations

import functools
import gc
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tabletop_core.render._arcade import want_headless
from tabletop_core.render.unseen import draw_unseen

# pyglet's silent audio driver for every test; arcade 3.3 reads this when it is first imported.
os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
# Without a display, headless rendering for this process and every command a test starts.
want_headless()
# Mesa's software renderer (llvmpipe, what headless windows draw with) draws in the calling
# thread instead of starting a thread per core: pytest-xdist already runs a worker per core,
# and the renderer's threads only waited for the other worker's core (the same pixels; about
# a third less wall time for a folder of window tests on a busy machine, slightly less CPU).
os.environ.setdefault("LP_NUM_THREADS", "0")

GC_THRESHOLDS = (100_000, 50, 100)
"""The cyclic collector runs after this many new objects (Python's default: 700), and a full
collection after 50 × 100 of those runs. A window test makes hundreds of thousands of short-lived
objects (labels, vertex lists, layout nodes), so at the default the collector ran thousands of
times, each walking what the tests keep alive (fonts, pictures, layouts). Measured on
``tests/damit_table`` and ``tests/core`` in one process: 11.4 s of collecting in 5,326 runs
at the default, 3.6 s in 117 runs with this (of about 60 s of CPU); what is collected is the
same, only later."""
gc.set_threshold(*GC_THRESHOLDS)

# Saves and settings never land in the developer's own data folder, and each pytest-xdist worker
# has a folder of its own, so that two tests running at once never see each other's matches.
_data = Path(os.environ.get("TABLETOP_DATA_DIR") or tempfile.mkdtemp(prefix="tabletop-tests-"))
os.environ["TABLETOP_DATA_DIR"] = str(_data / os.environ.get("PYTEST_XDIST_WORKER", "main"))


def _share_the_sound_cache() -> None:
    """Every test has a data folder of its own, and so would a cache of synthesized sounds
    (seconds of CPU per worker, on every run). The effects go to one cache under
    ``.pytest_cache`` instead, shared by the workers (each file is written atomically) and
    kept between runs, in a folder named after the source of the synth and the cache: a changed
    recipe or file format is synthesized afresh even before its version is bumped, so the tests
    that judge the sounds (``tests/sound``) judge what this source makes."""
    import hashlib

    from tabletop_core.sound import cache, synth

    source = b"".join(Path(module.__file__).read_bytes() for module in (synth, cache))
    stamp = hashlib.sha256(source).hexdigest()[:16]
    folder = Path(__file__).resolve().parent.parent / ".pytest_cache" / "tabletop-cache" / stamp
    os.environ.setdefault(cache.CACHE_DIR_ENV, str(folder))


_share_the_sound_cache()


def _keep_every_picture() -> None:
    """The suite draws its pictures at more sizes (every game at every text size, window and
    card size) than the picture cache keeps for a player (:data:`disk_cache.KEPT`), so each run
    threw out the oldest and rasterised them again: seconds of resvg per run. The suite's
    cache folder keeps them all (a few kilobytes each)."""
    from tabletop_core.assets import disk_cache

    disk_cache.KEPT = max(disk_cache.KEPT, 5000)


_keep_every_picture()

pytest_plugins = ["tabletop_core.pytest_plugin"]

# Hypothesis judges its examples by the clock unless told not to; on a shared 2-core machine a
# slow example is load, not a bug. Examples stay as many as Hypothesis's default.
settings.register_profile(
    "tabletop",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile("tabletop")

_deselected: list[pytest.Item] = []
_selected: list[pytest.Item] = []


FAST_TEST_LIMIT = 180  # seconds: a fast test takes seconds, even on a loaded machine


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A fast-tier test that stalls fails after ``FAST_TEST_LIMIT`` with its stack (pytest-timeout),
    instead of holding the whole run until CI's own limit; the slow tier keeps the config's."""
    for item in items:
        if item.get_closest_marker("slow") is None and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(FAST_TEST_LIMIT))


def pytest_deselected(items: list[pytest.Item]) -> None:
    if not items or not items[0].config.option.keyword:  # by the tier's marker, not by -k
        _deselected.extend(items)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Also moves everything alive once the tests are collected (the imported modules, the
    collected items) out of the cyclic garbage collector's sight: it would otherwise walk those
    hundreds of thousands of objects on every full collection while the tests run, and several
    times more when pytest hunts for unraisable exceptions at the end, for nothing, since they live
    as long as the run. What the tests themselves make is collected as before."""
    _selected[:] = session.items
    gc.freeze()


GC_ROUNDS = 5
"""As many collections as pytest makes at the end to find exceptions raised in finalizers."""


def _collect_garbage_once() -> None:
    """Collect until a collection finds nothing (at most ``GC_ROUNDS`` times), then freeze what
    is left. pytest then makes its own ``GC_ROUNDS`` full collections to surface exceptions
    raised in finalizers; each walked everything the tests left alive (fonts, textures, cached
    pictures: about a second each per worker). Once a collection finds nothing, another finds
    nothing either, so pytest's now walk only what is new and the same finalizers run."""
    for _ in range(GC_ROUNDS):
        if not gc.collect():
            break
    gc.freeze()


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """The last hook before pytest's end-of-run collections: everything torn down by then."""
    _collect_garbage_once()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Nothing ran because the tier's marker left this selection empty: say so, and pass."""
    if exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED and _deselected and not _selected:
        session.exitstatus = pytest.ExitCode.OK


def pytest_terminal_summary(terminalreporter, exitstatus: int) -> None:
    if _deselected and not _selected:
        terminalreporter.write_line(
            f"{len(_deselected)} test(s) here belong to the other tier "
            "(pytest -m slow runs the slow tier, plain pytest the fast one)"
        )


@pytest.fixture(
    params=[False, pytest.param(True, marks=pytest.mark.slow)], ids=["corners", "whole"]
)
def whole_sweep(request: pytest.FixtureRequest) -> bool:
    """For a test that sweeps a matrix (window sizes, languages, text sizes, player counts):
    False in the fast tier, where it checks the matrix's plainest and hardest cases (the
    smallest window, the largest text, the longest words), True in the slow tier, which CI runs
    too, where it checks every case. (A parametrized test marks its other cases
    ``pytest.mark.slow`` instead.)"""
    return request.param


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: a worker per core and one more. Some tests wait (on a server's socket, a
    command in a process of its own, a file written by another thread); the extra worker runs
    a test in those waits. Measured on 2 cores, the fast tier: 184 s with two workers, 167 s
    with three, 205 s with four."""
    return (os.cpu_count() or 1) + 1


@pytest.fixture(scope="session")
def tabletop_window(tabletop_window):
    """The core plugin's shared window, whose fonts are kept for the whole run, and which draws
    unseen (:mod:`tabletop_core.render.unseen`): the frames a test draws without reading them
    rasterise nothing; ``driver.frame()`` draws with pixels, and a read after an unseen frame
    raises instead of reading nothing.

    pyglet keeps a font (and the glyphs it has rasterized, one Python loop per glyph) only while
    something holds it, plus the last three loaded. Every test builds its tables afresh, so
    without this each test rasterized the same letters at the same sizes again: seconds of CPU
    per worker. The pictures are the same; only the rasterizing is done once per font."""
    import pyglet.font

    load = pyglet.font.load
    kept: dict[int, object] = {}

    def load_and_keep(name=None, size=None, *args, **kwargs):
        font = load(name, size, *args, **kwargs)
        kept.setdefault(id(font), font)
        return font

    pyglet.font.load = load_and_keep
    draw_unseen(tabletop_window)
    yield tabletop_window
    pyglet.font.load = load


@pytest.fixture(scope="session")
def window(tabletop_window):
    """This repository's tests call the core plugin's ``tabletop_window`` by its short name."""
    return tabletop_window


@pytest.fixture()
def driver(tabletop_driver):
    """This repository's tests call the core plugin's ``tabletop_driver`` by its short name."""
    return tabletop_driver


@functools.cache
def _half_way(game: str, seed: int, players: int | None) -> int:
    from tabletop_core import plugins
    from tabletop_core.render.screenshot import MAX_MOVES, _match_at

    return len(_match_at(plugins.registry(), game, seed, MAX_MOVES, players).actions) // 2


@pytest.fixture(scope="session")
def half_way() -> Callable[..., int]:
    """``half_way(game, seed, players=None)``: the ``moves`` that ``take_screenshot`` and
    ``tabletop screenshot`` choose by default (half the lobby-default match's length), played
    out once per worker. Passing it draws the same moment without playing the whole match
    again for every picture (a Beaver Creek match is seconds of physics)."""

    def moves(game: str, seed: int, players: int | None = None) -> int:
        return _half_way(game, seed, players)

    return moves
