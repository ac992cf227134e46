"""The older single-class table (:class:`~tabletop_core.render.table.GameTable`) seen as the
three parts (:mod:`tabletop_core.render.parts`), so the host calls every table one way.

Each part passes the host's calls on to the hook of the same job. Adapting a game's own
``GameTable`` warns once per class (a ``DeprecationWarning``: Python shows those to developers
running with ``-W default`` or under pytest, never to players).
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_core.render.parts import Choreography, Controller, Scene, Table
from tabletop_core.render.table import GameTable

if TYPE_CHECKING:
    from tabletop_core.game import Event
    from tabletop_core.sound import SoundMap

__all__ = ["parts_of"]

_warned: set[type] = set()


def parts_of(built: Table | GameTable, *, warn: bool = True) -> Table:
    """The three parts of what a view factory built: a :class:`Table` as it is, a
    ``GameTable`` adapted (warning once per class when ``warn``)."""
    if isinstance(built, Table):
        return built
    if not isinstance(built, GameTable):
        raise TypeError(f"a view factory must build a Table, not {type(built).__name__}")
    kind = type(built)
    if warn and kind not in _warned:
        _warned.add(kind)
        warnings.warn(
            f"{kind.__module__}.{kind.__qualname__} is a GameTable: build a "
            "tabletop_core.render.Table (scene, choreography, controller) instead",
            DeprecationWarning,
            stacklevel=2,
        )
    return AdaptedTable(built)


class AdaptedTable(Table):
    """A ``GameTable``'s hooks as the three parts."""

    def __init__(self, old: GameTable) -> None:
        super().__init__(_OldScene(old), _OldChoreography(old), _OldController(old))
        self.old = old

    @property
    def sounds(self) -> SoundMap:  # type: ignore[override]  # the old table's, as they are now
        return self.old.sounds

    @property
    def lists_seats(self) -> bool:  # type: ignore[override]
        return self.old.lists_seats

    def reset(self) -> None:
        self.old.on_reset()  # one hook resets the whole old table


class _OldScene(Scene):
    def __init__(self, old: GameTable) -> None:
        self.old = old

    def draw(self, rect: Rect) -> None:
        self.old.draw(rect)

    def notices(self) -> Sequence[Rect]:
        return self.old.notices()

    def end_note(self) -> str:
        return self.old.end_note()


class _OldChoreography(Choreography):
    def __init__(self, old: GameTable) -> None:
        self.old = old

    @property
    def busy(self) -> bool:
        return self.old.busy

    def on_events(self, events: list[Event]) -> None:
        self.old.on_events(events)

    def update(self, delta_time: float) -> None:
        self.old.on_update(delta_time)

    def reached(self, event: Event) -> bool:
        return self.old.reached(event)

    def bot_pause(self, standard: float) -> float:
        return self.old.bot_pause(standard)


class _OldController(Controller):
    def __init__(self, old: GameTable) -> None:
        self.old = old

    def prompt(self) -> str | Sequence[str]:
        return self.old.prompt()

    def words_own_prompt(self) -> bool:
        return type(self.old).prompt is not GameTable.prompt

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        return self.old.on_mouse_press(x, y, button, modifiers)

    def on_mouse_motion(self, x: float, y: float) -> None:
        self.old.on_mouse_motion(x, y)

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool:
        return self.old.on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        return self.old.on_mouse_release(x, y, button, modifiers)

    def on_mouse_scroll(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        return self.old.on_mouse_scroll(x, y, scroll_x, scroll_y)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        return self.old.on_key_press(symbol, modifiers)

    def on_viewer_changed(self, seat: int | None) -> None:
        self.old.on_viewer_changed(seat)
