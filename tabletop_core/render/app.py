"""The window and the shell that moves between its screens: launcher → lobby → game → launcher."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_core.i18n import _
from tabletop_core.render import NoDisplayError
from tabletop_core.render._arcade import display_available, load_arcade

if TYPE_CHECKING:
    from tabletop_core.match import Match
    from tabletop_core.plugins import Registry
    from tabletop_core.settings import Settings

TITLE = "Tabletop"


class Shell:
    """Which screen the window shows, plus what all screens share (registry, settings, art)."""

    def __init__(
        self,
        window: Any,
        registry: Registry,
        settings: Settings,
        *,
        settings_path: Path | None = None,
        on_quit: Callable[[], None] | None = None,
    ) -> None:
        self.window = window
        self.registry = registry
        self.settings = settings
        self.settings_path = settings_path
        self.on_quit = on_quit or window.close
        self._textures: dict[tuple[str, int, int, str], Any] = {}
        self.last_error: str | None = None
        self.host_class: Any = None
        """The game host's class (``tabletop dev`` sets its own); None: :class:`HostView`."""
        from tabletop_core.render.idle import watch_sight
        from tabletop_core.render.theme import apply_settings

        apply_settings(settings)
        self.sight = watch_sight(window)
        """Whether the system hides the window (no life at rest is drawn then)."""

    def show_launcher(self) -> Any:
        from tabletop_core.render.launcher import LauncherView

        return self._show(LauncherView(self))

    def show_lobby(self, game_id: str) -> Any:
        from tabletop_core.plugins import GameUnavailable
        from tabletop_core.render.lobby import LobbyView

        try:
            lobby = LobbyView(self, game_id)
        except GameUnavailable as error:
            return self.show_unavailable(error)
        except KeyError as error:  # taken out of play since its tile was drawn
            return self.show_unavailable(RuntimeError(error.args[0] if error.args else game_id))
        return self._show(lobby)

    def show_unavailable(self, error: Exception) -> Any:
        """A game that failed to load when chosen: say why; its tile is greyed from now on."""
        return self.show_error(_("This game cannot be played"), str(error))

    def show_settings(self, back: Any = None) -> Any:
        """The settings screen; Esc or Back returns to ``back`` (a view), else the launcher."""
        from tabletop_core.render.settings_view import SettingsView

        return self._show(SettingsView(self, back))

    def start_match(self, match: Match) -> Any:
        from tabletop_core.render.host import HostView

        host = (self.host_class or HostView)(self, match)
        self._show(host)
        host.open_table()
        return host

    def show_error(self, title: str, message: str) -> Any:
        from tabletop_core.render.error_view import ErrorView

        self.last_error = message
        return self._show(ErrorView(self, title, message))

    def quit(self) -> None:
        self.on_quit()

    def _show(self, view: Any) -> Any:
        self.window.show_view(view)
        return view

    def make_bots(self, game_id: str, seats: list[Any]) -> dict[int, Any]:
        return {
            index: self.registry.make_bot(game_id, seat.level or "random")
            for index, seat in enumerate(seats)
            if seat.kind == "bot"
        }

    def new_match(
        self,
        game_id: str,
        seats: list[Any],
        seed: int | None,
        options: Any,
        practice: bool = False,
    ) -> Match:
        from tabletop_core.match import Match

        game = self.registry.get(game_id).game
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        return Match(
            game,
            seats,
            seed,
            options,
            bots=self.make_bots(game_id, seats),
            autosave=True,
            practice=practice,
        )

    def save_settings(self) -> None:
        from tabletop_core.settings import save_settings

        try:
            save_settings(self.settings, self.settings_path)
        except OSError as error:
            print(f"tabletop: could not save settings: {error}")

    def tile_texture(self, registered: Any, width: int, height: int) -> Any:
        from tabletop_core.i18n import language

        key = (registered.info.id, width, height, language())
        texture = self._textures.get(key)
        if texture is None:
            from tabletop_core.render.art import cached_tile_image

            arcade = load_arcade()
            image = cached_tile_image(registered, width, height)
            texture = arcade.Texture(
                image,
                hash=f"tabletop-tile-{key[0]}-{width}x{height}-{key[3]}",
                hit_box_algorithm=arcade.hitbox.algo_bounding_box,
            )
            self._textures[key] = texture
        return texture


def make_window_class() -> type:
    load_arcade()  # headless or not, decided before arcade's first import
    import arcade

    class TabletopWindow(arcade.Window):
        """The one window; F11 toggles full screen.

        With ``TABLETOP_EXIT_AFTER_FIRST_FRAME=1`` it closes after showing its first frame: the
        startup benchmark times `tabletop` from the command to a drawn menu that way.
        """

        exit_after_first_frame = bool(os.environ.get("TABLETOP_EXIT_AFTER_FIRST_FRAME"))

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            from tabletop_core.render.idle import FULL_UPDATE_RATE, FramePacer

            self.pacer = FramePacer()
            """Skips frames while nothing changes (:mod:`tabletop_core.render.idle`)."""
            self._update_every = FULL_UPDATE_RATE
            super().__init__(*args, **kwargs)

        def dispatch_event(self, event_type: str, *args: Any) -> Any:
            from tabletop_core.render.idle import WAKING

            if event_type in WAKING and hasattr(self, "pacer"):
                self.pacer.wake()
                self._pace_updates()
            return super().dispatch_event(event_type, *args)

        def draw(self, dt: float) -> None:
            """Draw only when something may have changed (the pacer decides); updates slow
            down while the window is idle."""
            if self.pacer.wants_frame(self.current_view):
                super().draw(dt)
            self._pace_updates()

        def _pace_updates(self) -> None:
            rate = self.pacer.update_rate()
            if rate != self._update_every:
                self._update_every = rate
                self.set_update_rate(rate)

        def flip(self) -> None:
            super().flip()
            if self.exit_after_first_frame:
                launched = os.environ.get("TABLETOP_LAUNCHED_AT")
                if launched:  # the benchmark's clock: seconds since it started the command
                    print(f"first frame after {time.time() - float(launched):.3f} s", flush=True)
                self.close()

        def on_key_press(self, symbol: int, modifiers: int) -> None:
            if symbol == arcade.key.F11:
                self.set_fullscreen(not self.fullscreen)

    return TabletopWindow


def open_window(settings: Settings, *, visible: bool = True) -> Any:
    """Create the window, or raise :class:`NoDisplayError` (never a pyglet traceback)."""
    if not display_available():
        raise NoDisplayError("DISPLAY is not set")
    try:
        window_class = make_window_class()
        return window_class(
            settings.window_width,
            settings.window_height,
            TITLE,
            resizable=True,
            fullscreen=settings.fullscreen,
            visible=visible,
            antialiasing=settings.smooth_edges,
        )
    except Exception as error:  # pyglet raises several unrelated types for "no screen"
        if "display" in str(error).lower() or type(error).__name__.startswith("NoSuch"):
            raise NoDisplayError(str(error).splitlines()[0] if str(error) else "") from None
        raise


def run_window(
    settings: Settings | None = None,
    *,
    game_id: str | None = None,
    resume: Path | None = None,
    practice: bool = False,
    start: tuple[list[Any], int | None] | None = None,
) -> int:
    """Open the window on the launcher (or on ``game_id``'s lobby, with Practice switched on
    when ``practice``, going on with the save ``resume`` if given, or straight into a new
    match of ``start``'s seats and seed, as the command line chose them) and run until it
    closes."""
    from tabletop_core.plugins import registry as load_registry
    from tabletop_core.settings import load_settings

    if not display_available():
        raise NoDisplayError("DISPLAY is not set")
    settings = settings or load_settings()
    from tabletop_core.i18n import set_language
    from tabletop_core.storage import tidy_autosaves

    tidy_autosaves(settings.keep_finished)
    set_language(settings.language)
    registry = load_registry()
    if game_id is not None and game_id not in registry.games:
        known = ", ".join(sorted(registry.games)) or "none"
        raise KeyError(f"no game {game_id!r} is installed (installed: {known})")
    window = open_window(settings)
    shell = Shell(window, registry, settings)
    open_on(shell, game_id, resume=resume, practice=practice, start=start)
    run_loop()
    return 0


def open_on(
    shell: Shell,
    game_id: str | None,
    *,
    resume: Path | None = None,
    practice: bool = False,
    start: tuple[list[Any], int | None] | None = None,
) -> Any:
    """The first screen of ``tabletop play``: the launcher, the game's lobby, a resumed match,
    or the new match the command line chose (``start``: seats and seed; practice only with
    exactly one person seated, as in the lobby). Returns the screen shown."""
    if game_id is None:
        return shell.show_launcher()
    lobby = shell.show_lobby(game_id)
    lobby.practice.value = lobby.practice.value or practice
    if resume is not None:
        return lobby.resume(resume)
    if start is not None:
        seats, seed = start
        alone = sum(seat.kind == "human" for seat in seats) == 1
        match = shell.new_match(game_id, list(seats), seed, None, practice=practice and alone)
        return shell.start_match(match)
    return lobby


def run_loop() -> None:
    """pyglet's event loop, as ``arcade.run`` runs it with a display: it sleeps between the
    frames the window schedules (arcade's headless stand-in would spin instead)."""
    import pyglet

    pyglet.app.run(None)
