"""Pictures of the shell without a screen: the launcher, a lobby, or a game in progress.

Used by ``tabletop screenshot`` and the README's pictures. Without a display the window is
headless (EGL on Mesa's software renderer); an already open window is reused.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tabletop_core.render import unseen
from tabletop_core.render._arcade import load_arcade, resize_window

MAX_MOVES = 2000
OVERLAYS = ("end", "rules", "menu")
"""The overlays ``take_screenshot(..., overlay=...)`` can open over a game."""


def _window(size: tuple[int, int]) -> Any:
    arcade = load_arcade()
    try:
        window = arcade.get_window()
    except RuntimeError:
        window = None
    if window is None:
        window = arcade.Window(size[0], size[1], "Tabletop", visible=False, antialiasing=False)
    elif (window.width, window.height) != size:
        resize_window(window, size)
    return window


def take_screenshot(
    target: str,
    *,
    seed: int = 1,
    moves: int | None = None,
    size: tuple[int, int] = (1280, 720),
    out: Path,
    registry: Any = None,
    text_size: int = 100,
    high_contrast: bool = False,
    language: str | None = None,
    players: int | None = None,
    overlay: str | None = None,
    animate: float | None = None,
    frames: int | None = None,
    every: float = 1 / 15,
    scale: float = 1.0,
) -> Path:
    """Draw ``target`` ("menu", "settings", "lobby:GAME" or a game id) into the PNG ``out``.

    A game id gives a lobby-default match (Ana in seat 0, bots elsewhere, all moving with the
    random bot) after ``moves`` actions, by default about half way through the game.
    ``text_size`` (100–200), ``high_contrast`` and ``language`` ("en", "fr", "de") draw it as a
    player with those settings would see it; ``players`` seats that many (default: the lobby's).
    ``overlay`` opens one of the host's overlays over a game: "end" (the match played to its
    end, unless ``moves`` says otherwise), "rules" or "menu".
    ``animate`` plays the table's animations of the moves since Ana's last one (hers included)
    and draws the moment that many seconds in; with ``overlay`` "end", the winner moment that
    many seconds after it opened.
    ``frames`` records the moves since Ana's last one (hers included) as they are played at the
    table: that many pictures ``every`` seconds apart, written to ``out`` as an animation (APNG
    for ``.png``, GIF for ``.gif``; see :mod:`tabletop_core.render.animation`), ``scale`` times
    the window's size.
    Raises KeyError for an unknown game and ValueError for a player count it does not allow.
    """
    if overlay is not None and overlay not in OVERLAYS:
        raise ValueError(f"no overlay {overlay!r} (overlays: {', '.join(OVERLAYS)})")
    if overlay == "end" and moves is None:
        moves = MAX_MOVES
    from tabletop_core.plugins import registry as load_registry
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    arcade = load_arcade()
    registry = registry or load_registry()
    window = _window(size)
    settings = Settings(
        bot_pacing=10,
        reduced_motion=animate is None and frames is None,
        text_size=text_size,
        high_contrast=high_contrast,
    )
    if language is not None:
        from tabletop_core.i18n import set_language

        set_language(language)
    shell = Shell(window, registry, settings, on_quit=lambda: None)
    if target == "menu":
        view = shell.show_launcher()
    elif target == "settings":
        view = shell.show_launcher().shell.show_settings()
    elif target.startswith("lobby:"):
        game_id = target.removeprefix("lobby:")
        registry.get(game_id)
        view = shell.show_lobby(game_id)
    elif frames is not None:
        from tabletop_core.render import animation

        match = _match_at(registry, target, seed, moves, players)
        before, moment = animation.before_the_moment(match)
        view = shell.start_match(before)
        view.on_update(0.0)
        pictures = animation.record(view, moment, frames, every, scale)
        return animation.save(pictures, Path(out), every)
    else:
        view = shell.start_match(_match_at(registry, target, seed, moves, players))
        if overlay is not None:
            if overlay == "end" and not view.match.is_over:
                raise ValueError(f"the match has not ended after {moves} moves")
            view.overlay = overlay
            view.refresh()
        if overlay == "end" and animate is not None:
            _play_the_ending(view, animate)
        elif animate is not None:
            _replay_last_moves(view, animate)
    view.on_update(0.0)
    unseen.draw_seen(view.window, view.on_draw)
    image = arcade.get_image(0, 0, size[0], size[1])
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    image.convert("RGB").save(out)
    return out


def _match_at(
    registry: Any, game_id: str, seed: int, moves: int | None, players: int | None = None
) -> Any:
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec
    from tabletop_core.seats import BOT_NAMES, default_players

    registered = registry.get(game_id)
    info = registered.info
    if players is None:
        players = default_players(info)
    elif not info.min_players <= players <= info.max_players:
        raise ValueError(
            f"{info.title} is for {info.min_players}–{info.max_players} players, not {players}"
        )
    seats = [SeatSpec.human("Ana")] + [
        SeatSpec.bot(BOT_NAMES[i], "random") for i in range(players - 1)
    ]

    def fresh() -> Match:
        bots = {i: registry.make_bot(game_id, "random") for i in range(1, players)}
        return Match(registered.game, seats, seed, None, bots=bots, autosave=False)

    if moves is None:
        probe = fresh()
        length = _advance(probe, MAX_MOVES, seed)
        moves = length // 2
    match = fresh()
    _advance(match, moves, seed)
    for _ in range(players):
        if match.is_over or not match.is_bot(match.to_act):
            break
        _advance(match, 1, seed)
    return match


def _play_the_ending(host: Any, seconds: float) -> None:
    """Open the winner moment afresh and let it play for ``seconds`` (the totals counting up,
    the celebration falling), drawing as it goes: the table is pictured as it ended."""
    host.end_dialog.open()
    for _ in range(round(seconds * 30)):
        host.on_update(1 / 30)
    host.on_draw()


def _replay_last_moves(host: Any, seconds: float) -> None:
    """Hand the table the events since seat 0's last action and let it play them for ``seconds``."""
    log = host.match.log
    since = next((i for i in range(len(log) - 1, -1, -1) if log[i].seat == 0), len(log))
    for entry in log[since:]:
        host.parts.choreography.on_events(list(entry.events))
    for _ in range(round(seconds * 30)):
        host.parts.choreography.update(1 / 30)


def _advance(match: Any, moves: int, seed: int) -> int:
    """Play ``moves`` actions (seat 0 by a random bot standing in); returns how many were played."""
    rng = random.Random(seed ^ 0x5C4EE2)
    stand_in = None
    played = 0
    while played < moves and not match.is_over:
        if match.is_bot(match.to_act):
            match.bot_step()
        else:
            legal = match.legal_actions()
            if stand_in is None and hasattr(match.game, "random_action"):
                stand_in = match.game.random_action
            action = stand_in(match.state, rng) if stand_in else legal[rng.randrange(len(legal))]
            match.act(action)
        played += 1
    return played
