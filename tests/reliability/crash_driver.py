"""A process for the crash-safety test to kill: it plays, autosaves and says how far it got.

``python crash_driver.py match GAME SEED`` plays a bot-only match of ``GAME`` with autosave on
(match id ``crash``) and prints the number of actions played once its autosave is on disk (the
journal's writer works on a thread of its own; ``flush_autosave`` waits for it).
``python crash_driver.py settings`` saves the settings over and over, printing the counter it has
just saved (kept as the window width, 640 + counter). Both print ``ready`` first and loop until
killed. The data folder is ``$TABLETOP_DATA_DIR``.
"""

from __future__ import annotations

import sys


def play(game_id: str, seed: int) -> None:
    from tabletop_core import plugins
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    registry = plugins.load()
    game = registry.get(game_id).game
    players = max(2, game.info.min_players)
    seats = [SeatSpec.bot(f"Bot {i}", "random") for i in range(players)]
    bots = {i: registry.make_bot(game_id, "random") for i in range(players)}
    match = Match(game, seats, seed, bots=bots, autosave=True, match_id="crash")
    print("ready", flush=True)
    while True:
        if match.is_over:
            match = Match(game, seats, seed + 1, bots=bots, autosave=True, match_id="crash")
            seed += 1
            print(f"new {seed}", flush=True)
        match.bot_step()
        match.flush_autosave()
        if match.autosave_error:
            print(f"error {match.autosave_error}", flush=True)
        print(len(match.actions), flush=True)


def save_settings_forever() -> None:
    from tabletop_core.settings import LobbyChoice, SeatChoice, Settings, save_settings

    print("ready", flush=True)
    counter = 0
    while True:
        counter = (counter + 1) % 7000
        settings = Settings(window_width=640 + counter, player_names=[f"Ana {counter}"] * 12)
        settings.lobby = {
            f"game{i}": LobbyChoice(players=3, seats=[SeatChoice(name=f"Bo {counter}")] * 3)
            for i in range(20)
        }
        save_settings(settings)
        print(counter, flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "match":
        play(sys.argv[2], int(sys.argv[3]))
    else:
        save_settings_forever()
