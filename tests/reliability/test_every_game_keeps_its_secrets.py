"""Every installed game (the four built-in ones at least) passes the kit's secrets check at every player count: each declares its
secrets in ``redeal_secrets``, and no view or log line changes when they are re-drawn."""

from __future__ import annotations

import pytest

from tabletop_core.plugins import load
from tabletop_core.testing import SECRETS, check_game

BUILT_IN = {"damit", "mein_lieber_biber", "beaver_creek", "hamsterdam"}


def test_the_built_in_games_are_all_checked() -> None:
    assert set(load(autoload=True).games) >= BUILT_IN


@pytest.mark.slow  # whole games at every player count: Beaver Creek's physics takes most of a minute
def test_views_and_logs_do_not_depend_on_secrets_at_every_player_count(game_id: str) -> None:
    game = load(autoload=True).games[game_id].game
    report = check_game(game, games=1, seed=5)
    secrets = report.get(SECRETS)
    assert secrets.ok, report.summary()
    counts = range(game.info.min_players, game.info.max_players + 1)
    assert [f"random playthroughs, {n} players" for n in counts] == [
        c.name for c in report.checks if c.name.startswith("random playthroughs")
    ]
    assert "left every view unchanged" in secrets.detail
