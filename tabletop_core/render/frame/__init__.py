"""The frame around a game's table, as small parts the host composes.

Each part owns its state, what it draws, the input it answers and its place in the frame's
layout tree (:mod:`tabletop_core.render.frame.bands`):

- :mod:`~.menu_bar`: the title and the Menu, Rules, Undo and Log buttons;
- :mod:`~.seat_strip`: a tab per seat, in the menu bar or stacked in the side panel;
- :mod:`~.log_drawer`: the log, in the side panel while the drawer is open;
- :mod:`~.prompt_bar`: what the seat to act is asked, and the hint under it;
- :mod:`~.curtain`: the pass-the-device curtain of a hot-seat game;
- :mod:`~.pause_menu`: the menu, the rules and "restart this match?" over the table;
- :mod:`~.end_dialog`: the winner moment and "play again?";
- :mod:`~.bot_pacing`: the pause before each bot move, and the wait for a busy table;
- :mod:`~.keys`: what a key means to the frame, and the deliberate hold of a guarded overlay;
- :mod:`~.take_back`: undo, and why not.

The toast (the latest event over the table) is :mod:`tabletop_core.render.toast`.
:class:`~tabletop_core.render.host.HostView` holds one of each, routes input to them and reads
what the frame shows from them; the online host reuses the same parts, a few of them taught
what a remote seat says (:mod:`tabletop_core.render.online_host`).
"""

from __future__ import annotations

from typing import Any


class Via:
    """An attribute of the host that belongs to one of its parts: ``say = Via("prompt_bar")``
    in the host's class makes ``host.say`` the prompt bar's ``say``, and ``log_open =
    Via("log_drawer", "open")`` reads and sets the drawer's ``open``. Tables, tests and tools
    keep the host's face while the part owns the state and the behaviour."""

    def __init__(self, part: str, name: str | None = None) -> None:
        self.part = part
        self.name = name or ""

    def __set_name__(self, owner: type, name: str) -> None:
        if not self.name:
            self.name = name

    def __get__(self, host: Any, owner: type | None = None) -> Any:
        if host is None:
            return self
        return getattr(getattr(host, self.part), self.name)

    def __set__(self, host: Any, value: Any) -> None:
        setattr(getattr(host, self.part), self.name, value)
