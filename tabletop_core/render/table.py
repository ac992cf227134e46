"""The older single-class form of a game's table (deprecated), and what the host offers a table.

A table is now three parts (:mod:`tabletop_core.render.parts`); a ``GameTable`` still plays, seen
as the three through :mod:`tabletop_core.render.table_adapter`, which warns its author once.

The host draws the common frame (menu bar, prompt bar, log, curtain, end screen) and hands the
table the rectangle in between. A table draws the match and turns clicks into actions, which it
sends with ``host.send(action)``; it never changes the game state itself. The events the match
returns come back through :meth:`GameTable.on_events` to be animated.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from tabletop_core.render.geometry import Rect

if TYPE_CHECKING:
    from tabletop_core.game import Event
    from tabletop_core.looking import SeatMatch
    from tabletop_core.match import Match
    from tabletop_core.settings import Settings
    from tabletop_core.sound import SoundMap


class Host(Protocol):
    """What a table may use of the game host."""

    match: Match
    settings: Settings
    seen: SeatMatch
    """The match as the looking seat may see it (what :attr:`GameTable.match` gives)."""

    @property
    def viewer(self) -> int | None:
        """The seat whose eyes the table draws with (see :mod:`tabletop_core.looking`); None for
        a spectator: only bots play, or bots act between people who hold secrets."""

    def can_act(self) -> bool:
        """Whether a person may act now (a human's turn, no curtain or overlay up)."""

    def send(self, action: Any) -> list[Event]:
        """Play ``action`` for the seat to act; an illegal one is shown in the prompt bar."""

    def say(self, text: str | Sequence[str], seconds: float | None = None) -> None:
        """Put a hint in the prompt bar (say, "choose a card to play") until the next action,
        or for ``seconds`` (a refusal's reason); several wordings, longest first, let the host
        show the longest that fits."""


class GameTable:
    """A game's table. Subclass it and return an instance from your view factory.

    Every hook is optional except :meth:`draw`. Coordinates are window pixels, origin
    bottom-left; ``rect`` is the part of the window the table owns, and it changes when the
    window is resized. Exceptions raised here do not close the window: the host shows an error
    screen and returns to the launcher (the match is autosaved).
    """

    sounds: ClassVar[SoundMap] = {}
    """The effect each kind of event makes, declared once per game: event class → effect name
    (see :data:`tabletop_core.sound.EFFECTS`), a tuple of names, or a function of the event
    giving either or None. The host plays them as it hands the events to :meth:`on_events`."""

    ambience: ClassVar[str | None] = None
    """The quiet loop under the table when the player turns ambience on (see
    :attr:`tabletop_core.render.parts.Table.ambience`)."""

    lists_seats: ClassVar[bool] = False
    """True when the table shows every seat itself (names, markers, whose turn): the host's
    menu bar then lists no seats, so each seat is named in one place."""

    def __init__(self, host: Host) -> None:
        self.host = host

    @property
    def match(self) -> SeatMatch:
        """The match through the looking seat's eyes: its view, its moves, its log lines."""
        return self.host.seen

    @property
    def seat(self) -> int | None:
        return self.host.viewer

    def draw(self, rect: Rect) -> None:
        """Paint the table inside ``rect`` (called every frame: keep it batched)."""
        raise NotImplementedError

    def on_update(self, delta_time: float) -> None:
        """Advance animations."""

    def on_events(self, events: list[Event]) -> None:
        """Events of an action just played (by anyone) that the looking seat may see; animate
        them."""

    def on_reset(self) -> None:
        """The match was replaced or rewound (undo, restart): forget animations, redraw all."""

    def on_viewer_changed(self, seat: int | None) -> None:
        """Somebody else looks now (``seat``, None for a spectator): the host calls it whenever
        :attr:`seat` changes, before the next frame (behind the curtain when one is up). Drop
        what belongs to the previous person (selection, keyboard cursor, piece in hand), or
        keep it per seat; the next person's selection must never be the last one's."""

    def notices(self) -> Sequence[Rect]:
        """Where the table shows its own notes right now (a banner telling what just happened),
        in window pixels: the host's toast is placed clear of them, never over them. Asked
        every frame; the default, none."""
        return ()

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        """Return True when the click was used."""
        return False

    def on_mouse_motion(self, x: float, y: float) -> None:
        """The pointer moved (for hover highlights)."""

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool:
        """The pointer moved with a button held (carrying a piece); True when used."""
        return False

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        """A button was let go (dropping a piece); True when used."""
        return False

    def on_mouse_scroll(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        """The wheel turned (turning a piece); True when used."""
        return False

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        """Return True when the key was used."""
        return False

    def prompt(self) -> str | Sequence[str]:
        """What the prompt bar asks the person to act, in the table's own words: one line, or
        several wordings from longest to shortest (the bar shows the longest that fits beside
        the player's name). Keys in brackets, ``_("[Enter] builds it ([1]–[5] or click)")``, are
        drawn as key caps (:mod:`tabletop_core.keys`; put free text in with ``escape``). Empty:
        the bar lists the legal actions instead (through the game's ``describe_action`` when it
        has one). Asked only on a human's turn."""
        return ()

    @property
    def busy(self) -> bool:
        """True while an animation people should watch is playing: the host holds the bots."""
        return False

    def end_note(self) -> str:
        """The game's own word on how the match went, shown on the end screen under the
        winners (a solo verdict: "31 logs placed: The dam has a boss and it's you!"). Empty:
        nothing to add to the score sheet."""
        return ""

    def reached(self, event: Event) -> bool:
        """Whether the animation of the events last handed to :meth:`on_events` has shown
        ``event`` yet (the flood wave has reached its card, the raft has tipped). Until it
        has, the host holds back the event's log line, the toast over the table and the next
        move; it asks again every frame, in the events' order, and waits at most a few
        seconds. The default, True, tells every event at once."""
        return True

    def bot_pause(self, standard: float) -> float:
        """Seconds the next bot move waits (``standard``: the player's bot pacing setting). A
        table may shorten it for a move that shows nothing (a hidden pick), so people do not wait
        for what they cannot watch; the host never waits longer than ``standard``."""
        return standard
