"""Whole games at 200 % text, in German (the longest words), with the most players each game
seats and with the fewest (solo, for Beaver Creek), and at 100 % in English with the most: after every move of the person in seat 0, and every few moves of the
bots, the table and its frame read whole (nothing cut, nothing out of the table, no labels on
each other). The screens a single mid-game picture never shows — a breach, a special hamster's
choice, an accident, the round's end — are read too.

Seat 0 is a person played by the game's random stand-in; the others are random bots; the seats
carry names as long as a family's real ones. Reduced
motion is on, so every picture is the settled table.
"""

from __future__ import annotations

import random

import pytest

from tabletop_core import i18n
from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.legibility import canvases_of, reading_problems, visible_labels

pytestmark = pytest.mark.gl

BOT_EVERY = 4
"""Between two of the person's moves the table is read after every fourth bot move."""
MOST_READS = 120
"""Reads per game at most (the longest games have a few hundred moves)."""
NAMES = ("Marie-Claire", "Oma Gertrud", "Großvater", "Bartholomäus", "Konstantin", "Wilhelmine")
"""A family's names, as long as real ones run (a dozen letters, two words)."""
key = load_arcade().key
PICK_UP = {"beaver_creek": key.KEY_1, "mein_lieber_biber": key.A}
"""The key that takes a piece in hand in the dexterity games: the table is read again while the
person holds it (the captions about the held piece), then Backspace puts it back."""


def host_for(
    make_shell, registry, game: str, players: int, seed: int, text_size: int = 200, language="de"
):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec
    from tabletop_core.settings import Settings

    i18n.set_language(language)
    settings = Settings(
        bot_pacing=10,
        reduced_motion=True,
        text_size=text_size,
        high_contrast=text_size == 200,
    )
    shell = make_shell(registry, settings, settings_path=None)
    seats = [SeatSpec.human(NAMES[0])] + [SeatSpec.bot(name, "random") for name in NAMES[1:players]]
    bots = {seat: registry.make_bot(game, "random") for seat in range(1, players)}
    match = Match(registry.get(game).game, seats, seed, None, bots=bots, autosave=False)
    return shell.start_match(match)


def read(host) -> list[str]:
    host.on_update(0.0)
    host.on_draw()
    assert not host.failed, "the table raised (the host shows its error screen)"
    if host.overlay is not None:  # the end screen over the finished table: it alone is read
        return [
            f"{host.overlay}: {p}" for p in reading_problems([host.overlay_canvas], host.bounds)
        ]
    assert visible_labels(canvases_of(host.table)), "the table drew no words"
    _bar, table_rect, _log, _prompt = host.layout()
    problems = reading_problems(canvases_of(host.table), table_rect)
    return problems + [f"frame: {p}" for p in reading_problems([host.canvas], host.bounds)]


def player_counts(registry, game: str) -> list[int]:
    info = registry.get(game).info
    return sorted({info.min_players, info.max_players})


@pytest.mark.parametrize("game", ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek"))
def read_through(host, seed: int, unreadable: dict[str, list[str]], where: str) -> int:
    """Play ``host``'s match to its end (or :data:`MOST_READS` reads), reading the table after
    each of seat 0's moves and every few bot moves; returns how many tables were read."""
    match = host.match
    stand_in = getattr(match.game, "random_action", None)
    rng = random.Random(seed)
    reads = bot_moves = 0

    def check() -> None:
        problems = read(host)
        if problems:
            unreadable.setdefault(f"{where}, move {len(match.actions)}", problems)

    while not match.is_over and reads < MOST_READS:
        seat = match.to_act
        due = False
        if match.is_bot(seat):
            action = match.bot_choice(seat, match.view(seat), len(match.actions))
            bot_moves += 1
            due = bot_moves % BOT_EVERY == 0
        else:
            check()
            reads += 1
            pick_up = PICK_UP.get(match.game.info.id)
            if pick_up is not None:
                host.on_key_press(pick_up, 0)
                check()
                host.on_key_press(key.BACKSPACE, 0)
            legal = match.legal_actions()
            action = stand_in(match.state, rng) if stand_in else rng.choice(legal)
        host.act_for_seat_to_act(action)
        if due:
            check()
            reads += 1
    check()  # the end screen
    host.close_overlay()
    check()  # the finished table
    return reads + 2


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text_size", "language", "fewest_too"), [(200, "de", True), (100, "en", False)]
)
@pytest.mark.parametrize("game", ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek"))
def test_a_whole_game_reads_through(
    game,
    text_size,
    language,
    fewest_too,
    window,
    tabletop_shell,
    games_registry,
    reading_reset,
    language_reset,
):
    """At 200 % in German with the fewest and the most players; at 100 % in English with the
    most (a full table at the designed size)."""
    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)
    counts = player_counts(games_registry, game)
    unreadable: dict[str, list[str]] = {}
    for players in counts if fewest_too else counts[-1:]:
        reads, seed = 0, 7
        while reads < 20 and seed < 17:  # short games (a solo dam that falls early): play more
            host = host_for(
                tabletop_shell, games_registry, game, players, seed, text_size, language
            )
            reads += read_through(host, seed, unreadable, f"{players} players, seed {seed}")
            seed += 1
        assert reads >= 20, f"{game} with {players}: only {reads} tables read"
    assert not unreadable, "\n".join(
        f"{where}: {'; '.join(problems[:4])}" for where, problems in list(unreadable.items())[:8]
    )
