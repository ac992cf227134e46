"""Installed distributions broken in every way we know break only themselves.

Each distribution in :mod:`broken_distributions` is really installed (a dist-info with its
entry points on the path). With all of them installed at once: `tabletop list` names each
broken one with its reason, the menu opens and shows them greyed, every command on a broken game
ends with one line, and the healthy games (the four built-ins) still play.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tabletop_core import plugins
from tabletop_core.lazy import LazyGame
from tabletop_core.replay import SeatSpec

sys.path.insert(0, str(Path(__file__).parent))
import broken_distributions  # noqa: E402

HEALTHY = ("beaver_creek", "hamsterdam", "mein_lieber_biber")
"""The built-in games no broken distribution competes with (Dam It! has an impostor)."""
BOUND = "1"
"""Seconds, for the watchdog and the plugin time limit, so that a hang is reported quickly."""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("site")
    broken_distributions.install_all(folder)
    return folder


@pytest.fixture(scope="module")
def env(site: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join(
        [str(site), *filter(None, [os.environ.get("PYTHONPATH")])]
    )
    environment["TABLETOP_DATA_DIR"] = str(tmp_path_factory.mktemp("data"))
    environment["TABLETOP_PLUGIN_TIMEOUT"] = BOUND
    environment["TABLETOP_WATCHDOG_SECONDS"] = BOUND
    environment["ARCADE_HEADLESS"] = "1"
    for name in ("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "TABLETOP_DEBUG"):
        environment.pop(name, None)
    return environment


def tabletop(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def one_line(run: subprocess.CompletedProcess[str]) -> str:
    """The single stderr line of a failed command (asserting there is exactly one)."""
    lines = run.stderr.strip().splitlines()
    assert run.returncode == 1, (run.returncode, run.stderr)
    assert len(lines) == 1 and lines[0].startswith("tabletop: "), run.stderr
    return lines[0]


@pytest.fixture(scope="module")
def loaded(site: Path) -> plugins.Registry:
    """Everything installed, loaded in this process the way the menu loads it (the person
    chose the real Dam It!): once, since the hook that hangs is waited out for ``BOUND``."""
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(site))
        patch.setenv("TABLETOP_PLUGIN_TIMEOUT", BOUND)
        importlib.invalidate_caches()
        return plugins.load(autoload=True, choices={"damit": "tabletop-damit"})


@pytest.fixture()
def installed(
    loaded: plugins.Registry, site: Path, monkeypatch: pytest.MonkeyPatch
) -> plugins.Registry:
    """What :func:`loaded` loaded, as fresh for each test as a load of its own: a test may
    mark games unavailable, and no lazily registered game has been imported yet."""
    monkeypatch.syspath_prepend(str(site))  # the lazy modules are imported from there
    monkeypatch.setenv("TABLETOP_PLUGIN_TIMEOUT", BOUND)
    fresh = dataclasses.replace(
        loaded,
        games={},
        unavailable=list(loaded.unavailable),
        any_game_bots=dict(loaded.any_game_bots),
    )
    for game_id, registered in loaded.games.items():
        entry = registered.entry
        if isinstance(entry, LazyGame):
            entry = LazyGame(entry.info, entry.target)
        fresh.games[game_id] = dataclasses.replace(
            registered, entry=entry, bots=dict(registered.bots), registry=fresh
        )
    return fresh


# -- tabletop list -------------------------------------------------------------------------------


def test_list_names_each_broken_plugin_with_its_reason(env: dict[str, str]) -> None:
    run = tabletop(env, "list", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    games = {g["id"] for g in data["games"]}
    reasons = {u["name"]: u["error"] for u in data["unavailable"]}
    assert set(HEALTHY) | {"markup_pond", "capsize_pond", "endless_pond"} <= games
    assert reasons["tt_bp_import"] == "ImportError: no module named otters"
    assert reasons["tt_bp_bad_id"].startswith("GameInfo: id: String should match pattern")
    assert "has no GameInfo" in reasons["tt_bp_bad_info"]
    assert reasons["tt_bp_sleepy"] == f"tabletop_register_games: took longer than {BOUND} s"
    assert reasons["syntax_pond"].startswith("tabletop_register_bots: SyntaxError: ")
    assert "no game 'damitt' is registered" in reasons["tt_bp_typo"]
    assert 200 < len(reasons["tt_bp_long_error"]) <= 300
    # the impostor sorts first, yet neither Dam It! is used until the person says which
    assert "damit" not in games
    assert "tabletop-damit" in reasons["damit"] and "tabletop-impostor" in reasons["damit"]


def test_list_shows_plugin_text_as_text_never_as_markup(env: dict[str, str]) -> None:
    env = {**env, "COLUMNS": "400"}
    run = tabletop(env, "list")
    assert run.returncode == 0, run.stderr
    assert "[bold]Marked[/] Pond [/]" in run.stdout
    assert "RuntimeError: [/] broke [bold]loudly" in run.stdout


@pytest.mark.slow  # five commands, each in a process of its own
def test_a_choice_settles_a_duplicate_id_by_flag_or_setting(env: dict[str, str]) -> None:
    chosen = tabletop(env, "--use", "damit=tabletop-damit", "list", "--json")
    (damit,) = [g for g in json.loads(chosen.stdout)["games"] if g["id"] == "damit"]
    assert (damit["title"], damit["distribution"]) == ("Dam It!", "tabletop-damit")
    other = tabletop(env, "--use", "damit=tabletop-impostor", "list", "--json")
    (damit,) = [g for g in json.loads(other.stdout)["games"] if g["id"] == "damit"]
    assert damit["distribution"] == "tabletop-impostor"

    data = Path(env["TABLETOP_DATA_DIR"]) / "settings-choice"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps({"game_sources": {"damit": "tabletop-damit"}}))
    run = tabletop({**env, "TABLETOP_DATA_DIR": str(data)}, "simulate", "damit", "--games", "2")
    assert run.returncode == 0, run.stderr

    unchosen = one_line(tabletop(env, "play", "damit", "--headless"))
    assert "tabletop-damit (damit)" in unchosen and "tabletop-impostor (aaa_damit)" in unchosen


# -- commands on a broken game: one line each ----------------------------------------------------


MISSING_RULES = "lazy_pond: its rules cannot be loaded: ModuleNotFoundError: No module named"


@pytest.mark.slow  # a process for each command, several waiting out a hang
@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("play", "lazy_pond", "--headless"), MISSING_RULES),
        (("simulate", "lazy_pond"), MISSING_RULES),
        (("screenshot", "lazy_pond", "--out", "{tmp}/x.png"), MISSING_RULES),
        (
            ("play", "lazybot_pond", "--seats", "bot:hard,bot:hard", "--headless"),
            "lazybot_pond: its bot 'hard' cannot be loaded: ModuleNotFoundError",
        ),
        (
            ("play", "syntax_pond", "--seats", "bot:hard,bot:hard", "--headless"),
            "tabletop_register_bots: SyntaxError: invalid syntax (bots.py, line 1)",
        ),
        (("simulate", "capsize_pond"), "ZeroDivisionError: the rules divided by the river"),
        (("play", "endless_pond", "--headless"), "endless_pond: legal_actions did not return"),
        (("simulate", "endless_pond"), "endless_pond: legal_actions did not return within 1 s"),
        (
            ("simulate", "endless_pond", "--jobs", "2", "--games", "4"),
            "endless_pond: legal_actions did not return within 1 s",
        ),
        (
            ("screenshot", "endless_pond", "--moves", "3", "--out", "{tmp}/x.png"),
            "endless_pond: legal_actions did not return within 1 s",
        ),
    ],
)
def test_a_command_on_a_broken_game_ends_in_one_line(
    env: dict[str, str], tmp_path: Path, args: tuple[str, ...], expected: str
) -> None:
    line = one_line(tabletop(env, *(a.format(tmp=tmp_path) for a in args)))
    assert expected in line
    assert "has no bot level" not in line


@pytest.mark.slow  # three `tabletop check` processes, one waiting out a hang
def test_check_reports_a_hang_and_a_missing_module_as_failed_checks(env: dict[str, str]) -> None:
    hung = tabletop(env, "check", "endless_pond", "--no-render", "--games", "1")
    assert hung.returncode == 1 and "Traceback" not in hung.stderr
    assert (
        "FAIL every call into the game returns: endless_pond: legal_actions did not return "
        "within 1 s" in hung.stdout
    )
    missing = tabletop(env, "check", "lazy_pond", "--no-render", "--games", "1")
    assert missing.returncode == 1 and "Traceback" not in missing.stderr
    assert f"FAIL its rules load: {MISSING_RULES}" in missing.stdout
    broken_bots = tabletop(env, "check", "syntax_pond", "--no-render", "--games", "1")
    assert broken_bots.returncode == 1 and "Traceback" not in broken_bots.stderr
    assert (
        "FAIL the game is registered: syntax_pond: tabletop_register_bots: SyntaxError: "
        "invalid syntax (bots.py, line 1)\n" in broken_bots.stdout
    )


def test_check_goes_on_to_the_next_game_after_a_broken_one(
    installed: plugins.Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What `check --all` does for each game, over the broken ones and a healthy one."""
    from tabletop_core.authoring.checkup import check_up

    verdicts = {}
    for game_id in ("endless_pond", "capsize_pond", "lazy_pond", "damit"):
        # a hang is reported after BOUND; the healthy game is not raced against that second (on
        # a loaded machine one of its decisions took longer)
        bound = "60" if game_id == "damit" else BOUND
        monkeypatch.setenv("TABLETOP_WATCHDOG_SECONDS", bound)
        report = check_up(installed, game_id, games=1, render=False, bot_levels=["random"])
        verdicts[game_id] = report.ok
    # the healthy one: the real Dam It!, chosen over its impostor (a sixth of Hamsterdam's check)
    assert verdicts == {
        "endless_pond": False,
        "capsize_pond": False,
        "lazy_pond": False,
        "damit": True,
    }


@pytest.mark.slow  # a process for each game's games
@pytest.mark.parametrize("healthy", [*HEALTHY, "damit"])
def test_the_healthy_games_still_play_from_the_command_line(
    env: dict[str, str], healthy: str
) -> None:
    run = tabletop(env, "--use", "damit=tabletop-damit", "simulate", healthy, "--games", "2")
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr


# -- the window ----------------------------------------------------------------------------------


@pytest.fixture()
def shell(tabletop_shell: Any, installed: plugins.Registry, tmp_path: Path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TABLETOP_WATCHDOG_SECONDS", BOUND)
    return tabletop_shell(installed)


def _frame(window: Any) -> None:
    window.current_view.on_draw()


def _updates(window: Any, count: int) -> None:
    for _ in range(count):
        window.dispatch_event("on_update", 1 / 60)
        window.dispatch_events()
        _frame(window)


@pytest.mark.gl
def test_the_menu_opens_with_each_broken_plugin_greyed_and_its_reason(shell, installed) -> None:
    broken = [(u.label, u.error) for u in installed.unavailable]
    launcher = shell.show_launcher()
    _frame(shell.window)  # the first frame is drawn: nothing broken stopped the window
    tiles = {tile.label: tile for tile in launcher.tiles}
    for name, reason in broken:
        assert not tiles[name].enabled and tiles[name].reason == reason
    assert "ImportError: no module named otters" in tiles["tt_bp_import"].reason
    assert "SyntaxError" in tiles["Syntax_Pond"].reason
    # drawing the tiles imported no game's rules: the lazy game with a missing module is there
    assert tiles["Lazy Pond"].enabled
    assert installed.games["lazy_pond"].entry._game is None
    assert tiles["[bold]Marked[/] Pond [/]"].enabled


@pytest.mark.gl
def test_a_tile_whose_art_fails_is_drawn_then_greyed_with_the_reason(shell) -> None:
    launcher = shell.show_launcher()
    _frame(shell.window)
    labels = [tile.label for tile in launcher.tiles]
    launcher.focus.focus = labels.index("Badart_Pond")  # scrolls its row into view
    launcher.refresh()
    _frame(shell.window)  # its art is drawn, fails, and the fallback picture stands in
    _frame(shell.window)  # the next frame shows the tile greyed
    (tile,) = [t for t in launcher.tiles if t.label == "Badart_Pond"]
    assert not tile.enabled
    assert tile.reason == "its art cannot be drawn: ValueError: the paint pot is empty"
    assert "badart_pond" not in shell.registry.games


@pytest.mark.gl
def test_choosing_a_game_whose_rules_are_missing_says_why_and_greys_its_tile(shell) -> None:
    from tabletop_core.render.error_view import ErrorView

    registry = shell.registry
    shell.show_launcher()
    _frame(shell.window)
    shell.show_lobby("lazy_pond")
    error = shell.window.current_view
    assert isinstance(error, ErrorView)
    assert MISSING_RULES in error.message
    launcher = shell.show_launcher()
    _frame(shell.window)
    (tile,) = [t for t in launcher.tiles if t.label == "Lazy Pond"]
    assert not tile.enabled
    assert tile.reason.startswith("its rules cannot be loaded: ModuleNotFoundError")
    assert "lazy_pond" not in registry.games


@pytest.mark.gl
def test_seating_a_bot_whose_module_is_missing_says_why_instead_of_crashing(shell) -> None:
    from tabletop_core.render.error_view import ErrorView

    lobby = shell.show_lobby("lazybot_pond")
    _frame(shell.window)
    for row in lobby.seat_rows:
        row.kind.index = row.kind.choices.index("bot")
        row.level.index = row.level.choices.index("hard")
    lobby.start_match()
    error = shell.window.current_view
    assert isinstance(error, ErrorView)
    assert "lazybot_pond: its bot 'hard' cannot be loaded: ModuleNotFoundError" in error.message
    assert "lazybot_pond" not in shell.registry.games


@pytest.mark.gl
def test_a_table_whose_module_is_missing_says_why_and_greys_the_game(shell) -> None:
    from tabletop_core.render.error_view import ErrorView

    seats = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]
    shell.start_match(shell.new_match("badtable_pond", seats, 1, None))
    error = shell.window.current_view
    assert isinstance(error, ErrorView)
    assert "No module named 'tt_bp_nosuch_table'" in error.message
    assert "badtable_pond" not in shell.registry.games
    reason = shell.registry.why_unavailable("badtable_pond") or ""
    assert reason.startswith("its table cannot be built: ModuleNotFoundError")
    launcher = shell.show_launcher()
    _frame(shell.window)
    (tile,) = [t for t in launcher.tiles if t.label == "Badtable_Pond"]
    assert not tile.enabled and tile.reason == reason


@pytest.mark.gl
def test_a_bot_caught_in_an_endless_loop_ends_the_match_with_one_line(shell) -> None:
    from tabletop_core.render.error_view import ErrorView

    window = shell.window
    host = shell.start_match(
        shell.new_match("endless_pond", [SeatSpec.bot("Otto", "random")] * 2, 1, None)
    )
    _updates(window, 3)
    assert host.failed and isinstance(window.current_view, ErrorView)
    message = window.current_view.message.splitlines()
    assert message[0] == "endless_pond: legal_actions did not return within 1 s"


@pytest.mark.gl
def test_every_healthy_game_plays_in_the_window_beside_the_broken_ones(shell) -> None:
    from tabletop_core.render.host import HostView

    window = shell.window
    crashed = shell.start_match(
        shell.new_match("capsize_pond", [SeatSpec.bot("Otto", "random")] * 2, 1, None)
    )
    _updates(window, 4)
    assert crashed.failed
    for game_id in (*HEALTHY, "damit", "markup_pond"):
        shell.show_launcher()
        _frame(window)
        info = shell.registry.get(game_id).info
        seats = [SeatSpec.bot(f"Bot {i}", "random") for i in range(max(2, info.min_players))]
        host = shell.start_match(shell.new_match(game_id, seats, 3, None))
        _updates(window, 4)
        assert window.current_view is host and isinstance(host, HostView), game_id
        assert not host.failed and len(host.match.actions) >= 1, game_id
