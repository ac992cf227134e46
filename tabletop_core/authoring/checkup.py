"""``tabletop check``: everything an author needs to know about a game, in one readable report.

Five sections, each a list of named checks like the conformance kit's:

1. **discovery** — the plugin loaded, the game is registered, its bot levels and its table;
2. **conformance** — :func:`tabletop_core.testing.check_game` (the engine contract);
3. **bots** — a whole match of the registered bot levels at every player count;
4. **saves and replays** — a save loads back to the same state and the same file, a replay re-runs
   to the same result;
5. **render** — the game's table drawn headless half-way through a match, then "the table
   reads whole": at every player count, at the start, middle and end, at 100 % and 200 % text and
   in every language, no label or word in a picture may be cut, leave the table or lie on another
   (skippable: it imports arcade and costs some seconds).

Nothing here raises for a game bug: each problem becomes one failed line.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_core import watchdog
from tabletop_core.authoring.where_it_broke import debug_traceback, in_game_code
from tabletop_core.messages import counted
from tabletop_core.plugins import GameUnavailable, Registered, Registry
from tabletop_core.testing import CheckResult, check_game, fingerprint

BOT_MATCH_SEED = 11
MAX_BOT_ACTIONS = 20_000


@dataclass
class Section:
    name: str
    checks: list[CheckResult] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(check.ok for check in self.checks)


@dataclass
class Checkup:
    """The report of :func:`check_up`: sections of named checks."""

    game_id: str
    sections: list[Section] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return all(section.ok for section in self.sections)

    @property
    def failures(self) -> list[CheckResult]:
        return [check for section in self.sections for check in section.checks if not check.ok]

    def section(self, name: str) -> Section:
        for section in self.sections:
            if section.name == name:
                return section
        raise KeyError(f"no section {name!r} (sections: {[s.name for s in self.sections]})")

    def summary(self) -> str:
        total = sum(len(s.checks) for s in self.sections)
        passed = total - len(self.failures)
        warnings = sum(c.warning for s in self.sections for c in s.checks if c.ok)
        verdict = "ok" if self.ok else "FAILED"
        if warnings:
            verdict += f", {warnings} warning" + ("s" if warnings > 1 else "")
        lines = [
            f"{self.game_id}: {passed}/{total} checks passed in {self.seconds:.1f} s: {verdict}"
        ]
        for section in self.sections:
            lines.append(f"  {section.name}")
            for check in section.checks:
                detail = f": {check.detail}" if check.detail else ""
                lines.append(f"    {check.mark} {check.name}{detail}")
        return "\n".join(lines)


def check_up(
    registry: Registry,
    game_id: str,
    *,
    games: int = 5,
    seed: int = 0,
    render: bool = True,
    bot_levels: list[str] | None = None,
) -> Checkup:
    """Run every section on ``game_id`` (which must be in ``registry`` or among its failures).

    The bot matches seat the game's registered levels in turn, or only ``bot_levels`` (the
    strongest levels are the slow part of a check).
    """
    started = time.perf_counter()
    report = Checkup(game_id)
    discovery = Section("discovery")
    report.sections.append(discovery)
    registered = _discover(registry, game_id, discovery)
    if registered is None:
        report.seconds = time.perf_counter() - started
        return report
    try:
        game = registered.game
    except GameUnavailable as error:
        discovery.checks.append(CheckResult("its rules load", False, str(error)))
        report.seconds = time.perf_counter() - started
        return report
    try:
        with watchdog.watching(game_id, registered.package):
            kit = check_game(game, games=games, seed=seed)
            report.sections.append(Section("conformance", list(kit.checks)))
            bots = Section("bots")
            report.sections.append(bots)
            matches = _bot_matches(registry, registered, bots, bot_levels)
            saves = Section("saves and replays")
            report.sections.append(saves)
            if matches:
                _check_saves(registry, registered, matches, saves)
            else:
                saves.checks.append(
                    CheckResult("save and load", False, "not checked: no bot match ended")
                )
            words = Section("translations")
            report.sections.append(words)
            missing = _translations(registered.package, words)
            _assets(registered.package, report)
            if render:
                drawing = Section("render")
                report.sections.append(drawing)
                if _step(
                    drawing,
                    "the table draws half-way through a match",
                    lambda: _render(registry, game_id),
                ):
                    _step(
                        drawing,
                        "the table reads whole: every label and word in a picture",
                        lambda: _legible(registry, game_id, missing),
                    )
                    _legible_in_the_smallest_window(registry, game_id, drawing)
    except watchdog.Hung as hung:  # the rest would only hang again: the check ends here
        report.sections.append(
            Section("watchdog", [CheckResult("every call into the game returns", False, str(hung))])
        )
    report.seconds = time.perf_counter() - started
    return report


class _InMatch(Exception):
    """An error raised while a match was played, with where in it: seed and step."""

    def __init__(self, error: Exception, place: str) -> None:
        super().__init__(str(error))
        self.error, self.place = error, place


def _assets(package: str, report: Checkup) -> None:
    """The game's asset manifest, when it has one: every entry reads and every file is there."""
    from tabletop_core.assets.library import read

    found = read(package)  # afresh: the author may just have fixed a line
    if not found.assets and not found.problems:
        return
    report.sections.append(
        Section(
            "assets",
            [
                CheckResult(
                    f"its asset manifest reads whole ({counted(len(found.assets), 'asset', 'assets')})",
                    not found.problems,
                    "; ".join(found.problems),
                )
            ],
        )
    )


def _step(
    section: Section, name: str, check: Callable[[], str], package: str | None = None
) -> bool:
    """Run ``check``; a game bug is a failed line, never a traceback: the error, the file, line
    and function of ``package`` (the game's) that raised it, and the seed and step."""
    try:
        detail = check()
    except Exception as error:
        inner, place = (error.error, error.place) if isinstance(error, _InMatch) else (error, "")
        debug_traceback(inner, f"'{name}'" + (f" {place}" if place else ""))
        lines = str(inner).strip().splitlines()
        message = f"{type(inner).__name__}: {lines[0] if lines else ''}".rstrip(": ")
        if package:
            message += in_game_code(inner, package)
        section.checks.append(CheckResult(name, False, message + (f" {place}" if place else "")))
        return False
    section.checks.append(CheckResult(name, True, detail))
    return True


# -- discovery ----------------------------------------------------------------------------------


def _discover(registry: Registry, game_id: str, section: Section) -> Registered | None:
    registered = registry.games.get(game_id)
    if registered is None:
        broken = [u for u in registry.unavailable if u.name == game_id] or [
            u for u in registry.unavailable if game_id in u.error
        ]
        detail = "; ".join(f"{u.name}: {u.error}" for u in broken) or (
            "no installed plugin registers it (is the distribution installed, with an entry "
            "point in the group 'tabletop'?)"
        )
        section.checks.append(CheckResult("the game is registered", False, detail))
        return None
    origin = f"{registered.distribution} {registered.version}".strip()
    levels = ", ".join(registry.bot_levels(game_id))
    section.checks.append(
        CheckResult(
            "the game is registered",
            True,
            f"by {registered.plugin} from {origin}; bot levels: {levels}",
        )
    )
    own = [u for u in registry.unavailable if u.name == registered.plugin]
    section.checks.append(
        CheckResult(
            "every hook of its plugin ran",
            not own,
            "; ".join(u.error for u in own),
        )
    )
    table = "its own table" if registered.view_factory is not None else "the generic table"
    section.checks.append(CheckResult("it has a table to play on", True, table))
    return registered


# -- bots ---------------------------------------------------------------------------------------


def _bot_matches(
    registry: Registry, registered: Registered, section: Section, only: list[str] | None
) -> list[Any]:
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec
    from tabletop_core.seats import BOT_NAMES

    info = registered.info
    levels = registry.bot_levels(info.id)
    if only:
        unknown = [level for level in only if level not in levels]
        if unknown:
            section.checks.append(
                CheckResult(
                    "bot levels", False, f"no level {', '.join(unknown)} ({', '.join(levels)})"
                )
            )
            return []
        levels = list(only)
    matches: list[Any] = []
    for players in range(info.min_players, info.max_players + 1):
        chosen = [levels[(players + i) % len(levels)] for i in range(players)]

        def play(chosen: list[str] = chosen, players: int = players) -> str:
            seats = [SeatSpec.bot(BOT_NAMES[i], level) for i, level in enumerate(chosen)]
            bots = {i: registry.make_bot(info.id, level) for i, level in enumerate(chosen)}
            match = Match(registered.game, seats, BOT_MATCH_SEED + players, None, bots=bots)
            started = time.perf_counter()
            try:
                match.run_bots(max_steps=MAX_BOT_ACTIONS)
            except Exception as error:
                where = f"at players={players} seed={match.seed} step={len(match.actions)}"
                raise _InMatch(error, where) from error
            result = match.result
            if result is None:
                raise RuntimeError(f"no end after {MAX_BOT_ACTIONS} bot actions")
            matches.append(match)
            winners = " and ".join(match.names[w] for w in result.winners)
            return (
                f"{counted(len(match.actions), 'action', 'actions')} in "
                f"{time.perf_counter() - started:.1f} s, "
                f"{winners} won"
            )

        _step(section, f"{players} players: {', '.join(chosen)}", play, registered.package)
    return matches


# -- saves and replays --------------------------------------------------------------------------


def _check_saves(
    registry: Registry, registered: Registered, matches: list[Any], section: Section
) -> None:
    from tabletop_core.match import Match
    from tabletop_core.replay import read_replay
    from tabletop_core.replay_check import replay_file

    game = registered.game
    fp = getattr(game, "fingerprint", None) or fingerprint
    with tempfile.TemporaryDirectory(prefix="tabletop-check-") as folder:
        root = Path(folder)

        def save_and_load() -> str:
            for match in matches:
                path = root / f"{match.players}-players.json"
                match.save(path)
                loaded = Match.load(path, registry)
                if fp(loaded.state) != fp(match.state):
                    raise AssertionError(
                        f"{match.players} players: the loaded state differs from the saved one"
                    )
                again = root / f"{match.players}-players-again.json"
                loaded.save(again)
                if again.read_bytes() != path.read_bytes():
                    raise AssertionError(
                        f"{match.players} players: saving the loaded match gives another file"
                    )
            return (
                f"{counted(len(matches), 'match', 'matches')} saved, loaded and saved again "
                "byte for byte"
            )

        def half_way() -> str:
            for match in matches:
                replay = read_replay(root / f"{match.players}-players.json")
                half = len(match.actions) // 2
                partial = Match.from_replay(replay, game, upto=half)
                fresh = Match(game, match.seats, match.seed, match.options)
                for _seat, action in match.actions[:half]:
                    fresh.act(action)
                if fp(partial.state) != fp(fresh.state):
                    raise AssertionError(f"{match.players} players: step {half} differs")
            return "each match stopped half-way equals its first half played again"

        def replays() -> str:
            for match in matches:
                outcome = replay_file(root / f"{match.players}-players.json", registry, check=True)
                if "identical" not in outcome.summary:
                    raise AssertionError(outcome.summary)
            return f"{counted(len(matches), 'replay', 'replays')} re-run to the recorded result"

        package = registered.package
        if _step(section, "save and load", save_and_load, package):
            _step(section, "load half-way", half_way, package)
            _step(section, "replay --check", replays, package)


# -- render -------------------------------------------------------------------------------------


def _render(registry: Registry, game_id: str) -> str:
    from tabletop_core.render._arcade import want_headless

    want_headless()  # ARCADE_HEADLESS=1 when there is no display, before arcade is imported
    from PIL import Image

    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.screenshot import take_screenshot

    with tempfile.TemporaryDirectory(prefix="tabletop-render-") as folder:
        path = Path(folder) / f"{game_id}.png"
        started = time.perf_counter()
        take_screenshot(game_id, seed=BOT_MATCH_SEED, out=path, registry=registry)
        seconds = time.perf_counter() - started
        view = load_arcade().get_window().current_view
        if type(view).__name__ == "ErrorView":
            raise RuntimeError(f"the table raised: {getattr(view, 'message', '').splitlines()[0]}")
        with Image.open(path) as image:
            colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
        count = len(colours) if colours is not None else 1 << 16
        if count < 8:
            raise RuntimeError(f"the picture has only {count} colours: nothing was drawn")
    return f"1280×720 in {seconds:.1f} s, {count} colours"


def _legible(registry: Registry, game_id: str, untranslated: int = 0) -> str:
    """The table reads whole (:mod:`tabletop_core.render.reading_check`): every player count,
    start, middle and end, 100 % and 200 % text, every language: no label or word in a
    picture cut short, too small, out of the table or on top of another. Every problem is told:
    a few in the line, more in a file whose path the line gives."""
    from tabletop_core.render.reading_check import table_problems

    made, problems = table_problems(registry, game_id)
    if problems:
        raise RuntimeError(listed_in_full(problems, f"tabletop-check-{game_id}-reading-"))
    languages = (
        f"every language, {untranslated} strings of them untranslated"
        if untranslated
        else "every language"
    )
    return (
        f"{made} readings (every player count, start/middle/end, 100 % and 200 %, {languages}): "
        "no label or word in a picture cut, too small, out of the table or overlapping"
    )


def _legible_in_the_smallest_window(registry: Registry, game_id: str, section: Section) -> None:
    """The same reading in the smallest window the settings offer. Problems there are a
    warning, not yet a failure: the check reads this window since the shipped tables began to
    be fixed for it, and a plugin that read whole before keeps passing for a release. A table
    that raises fails, as in the opening window."""
    from tabletop_core.render.reading_check import SMALLEST_WINDOW, table_problems

    width, height = SMALLEST_WINDOW
    name = f"the table reads whole in the smallest window ({width}×{height})"
    found: list[str] = []

    def read() -> str:
        made, problems = table_problems(registry, game_id, windows=(SMALLEST_WINDOW,))
        found.extend(problems)
        return f"{made} readings: no label or word in a picture cut, too small, out or covered"

    if _step(section, name, read) and found:
        listed = listed_in_full(found, f"tabletop-check-{game_id}-small-window-")
        section.checks[-1] = CheckResult(
            name, True, f"{listed} (a warning for now; a later release fails it)", warning=True
        )


IN_LINE = 3
"""Problems shown in the report's line; more are written to a file as well, all of them."""


def listed_in_full(problems: list[str], prefix: str) -> str:
    """``problems`` in one line when few; else the count, the first few, and a new text file
    (in the temporary folder) that lists every one, one a line."""
    if len(problems) <= IN_LINE:
        return "; ".join(problems)
    descriptor, name = tempfile.mkstemp(prefix=prefix, suffix=".txt")
    with open(descriptor, "w", encoding="utf-8") as out:
        out.write("\n".join(problems) + "\n")
    return f"{len(problems)} problems, all listed in {name}; the first: " + "; ".join(
        problems[:IN_LINE]
    )


# -- translations -------------------------------------------------------------------------------


def _translations(package: str, section: Section) -> int:
    """Warn (never fail) with the count of the game's strings each language lacks; the most
    missing in one language."""
    from tabletop_core.authoring.translations import LANGUAGE_NAMES, source_messages, untranslated

    messages = source_messages(package)  # read once: extracting walks the package's source
    missing = untranslated(package, messages)
    total = len(messages)
    worst = max((len(m) for m in missing.values()), default=0)
    name = "every string of the game is translated"
    if not worst:
        section.checks.append(
            CheckResult(name, True, f"{total} strings in {len(missing) + 1} languages")
        )
        return 0
    counts = ", ".join(
        f"{len(m)} of {total} in {LANGUAGE_NAMES.get(code, code)}"
        for code, m in missing.items()
        if m
    )
    first = next(m for m in missing.values() if m)[0]
    section.checks.append(
        CheckResult(
            name,
            True,
            f"untranslated: {counts} (e.g. {first!r}); players of those languages read them in "
            f"English. Update the catalogues: python -m tabletop_core.i18n_tools all "
            f"path/to/{package}",
            warning=True,
        )
    )
    return worst
