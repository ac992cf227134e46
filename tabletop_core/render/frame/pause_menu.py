"""The menu over a paused table (Esc, the menu bar's Menu), the rules it opens (F1), and what it
leads to: "Restart this match?", a new deal, the settings, saving and going back to the games."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop_core.i18n import localized_text
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.overlays import paint_menu, paint_restart
from tabletop_core.render.rules_overlay import paint_rules
from tabletop_core.render.save_banner import save_failed_hint
from tabletop_core.render.widgets.buttons import Control

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView


class PauseMenu:
    def __init__(self, host: HostView) -> None:
        self.host = host

    # -- opening and closing ------------------------------------------------------------------

    def open_menu(self) -> None:
        self.host.overlay = "menu"
        self.host.focus.focus = 0
        self.host.refresh()

    def close_overlay(self) -> None:
        """Back to the table from whatever overlay is up."""
        self.host.overlay = None
        self.host.refresh()

    def toggle_rules(self) -> None:
        host = self.host
        host.overlay = None if host.overlay == "rules" else "rules"
        host.refresh()

    def ask_restart(self) -> None:
        """The menu's Restart this match: asked first, keeping on playing the default."""
        self.host.overlay = "restart"
        self.host.refresh()

    # -- what it leads to ---------------------------------------------------------------------

    def restart(self) -> None:
        """The same seats, options and seed: the same deal again."""
        self.new_deal(self.host.match.seed)

    def play_again(self) -> None:
        """The same seats and options, a new deal."""
        self.new_deal(None)

    def new_deal(self, seed: int | None) -> None:
        """A new match of the same seats and options; the one left unfinished is kept, marked
        abandoned (the lobby lists it with the finished ones, apart from those to go on with)."""
        host = self.host
        match = host.match
        new = host.shell.new_match(
            match.game.info.id, list(match.seats), seed, match.options, practice=match.practice
        )
        error = match.save_and_close()
        if error is None and match.read_only is None and not match.is_over:
            from tabletop_core.storage import abandon

            abandon(match.autosave_path)
        host.replace_match(new)

    def save_and_quit(self) -> None:
        """Back to the games once the match is on disk; if it cannot be written, stay, and say
        why (the banner stays too)."""
        host = self.host
        error = host.match.save_and_close()
        if error is not None:
            host.overlay = None
            host.say(save_failed_hint(error))
            return
        host.shell.show_launcher()

    def open_settings(self) -> None:
        """The settings screen; its Back returns here (with the menu still open)."""
        self.host.shell.show_settings(back=self.host)

    def actions(self) -> dict[str, Callable[[], None]]:
        """The menu's buttons by name."""
        host = self.host
        return {
            "resume": host.close_overlay,
            "undo": host.undo,
            "restart": self.ask_restart,
            "rules": host.toggle_rules,
            "settings": self.open_settings,
            "quit": host.save_and_quit,
        }

    # -- drawing ------------------------------------------------------------------------------

    def paint_menu(self, canvas: Canvas) -> list[Control]:
        host = self.host
        can_undo = host.undo_refusal() is None
        return paint_menu(canvas, host.bounds, host.sizes, can_undo, self.actions())

    def paint_rules(self, canvas: Canvas) -> list[Control]:
        host = self.host
        rules = localized_text(host.package, "RULES.md", fallback=host.info.rules)
        return paint_rules(canvas, host.bounds, host.sizes, host.title, rules, host.toggle_rules)

    def paint_restart(self, canvas: Canvas) -> list[Control]:
        host = self.host
        return paint_restart(canvas, host.bounds, host.sizes, host.restart, host.open_menu)
