"""A game's table in three parts: the scene, the choreography and the controller.

The host draws the frame (menu bar, prompt bar, log, curtain, end screen) and gives the table the
rectangle in between. A table is three parts and the game's declarations, and the host calls
each part directly, for its one job:

- the **scene** draws what the looking seat may see (``draw(rect)``): the seat's view turned into
  what to draw, with pictures cached until something changes;
- the **choreography** turns the events of each action into animations (``on_events``,
  ``update``); it alone says whether something people should watch is playing (``busy``),
  whether the animation has shown an event yet (``reached``: until then its log line, toast and
  sound wait; a sound waits further for the animation to land, see
  :mod:`tabletop_core.render.frame.landing`) and how long the next bot waits (``bot_pause``);
- the **controller** turns clicks and keys into an action (``host.send``), asking the game only
  ``legal_actions`` and ``why_not``, never deciding a rule itself; it words the prompt.

A click travels: window → host → ``controller.on_mouse_press`` → ``host.send(action)`` →
``Match.act`` → the events come back to ``choreography.on_events`` → the scene draws what they
left. Every part has harmless defaults, so a part overrides only what it does. Exceptions raised
in a part do not close the window: the host shows an error screen and returns to the launcher
(the match is autosaved).

The parts of one table usually share a little state (what the person is choosing, which the scene
lights and the controller changes): give it to them when the table builds them::

    class MyTable(Table):
        sounds = {CardPlayed: "card"}

        def __init__(self, host: Host) -> None:
            motion = MyChoreography(host)
            scene = MyScene(host, motion)
            super().__init__(scene, motion, MyController(host, scene))

The older single-class form (:class:`tabletop_core.render.table.GameTable`) still plays, through
an adapter (:mod:`tabletop_core.render.table_adapter`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from tabletop_core.render.geometry import Rect

if TYPE_CHECKING:
    from tabletop_core.game import Event
    from tabletop_core.render.kit.ending import EndingOf
    from tabletop_core.render.kit.life import Life
    from tabletop_core.sound import SoundMap

__all__ = ["Choreography", "Controller", "Scene", "Table"]


class Scene:
    """What the looking seat sees, drawn into the table's rectangle."""

    def draw(self, rect: Rect) -> None:
        """Paint the table inside ``rect`` (every frame: rebuild only what changed)."""
        raise NotImplementedError

    def notices(self) -> Sequence[Rect]:
        """Where the scene shows its own notes now (a banner saying what happened): the host's
        toast stays clear of them."""
        return ()

    def end_note(self) -> str:
        """The game's own word on the finished match, shown under the winners ("" for none)."""
        return ""

    def reset(self) -> None:
        """The match was replaced or rewound, or the text size changed: draw everything anew."""


class Choreography:
    """The events of each action, as animations people watch."""

    @property
    def busy(self) -> bool:
        """True while something people should watch is moving: the bots wait for it."""
        return False

    def on_events(self, events: list[Event]) -> None:
        """The events of an action just played, as the looking seat may see them."""

    def update(self, delta_time: float) -> None:
        """Advance the animations by ``delta_time`` seconds."""

    def reached(self, event: Event) -> bool:
        """Whether the animation has shown ``event`` yet; its log line, toast, sound and the next
        move wait until it has (a few seconds at most). By default every event at once."""
        return True

    def bot_pause(self, standard: float) -> float:
        """Seconds the next bot move waits (``standard``: the player's setting, never exceeded);
        shorter for a move that shows nothing."""
        return standard

    def reset(self) -> None:
        """The match was replaced or rewound: forget every animation."""


class Controller:
    """Clicks and keys, turned into the action they mean."""

    def prompt(self) -> str | Sequence[str]:
        """What the prompt bar asks, one line or wordings longest first; keys in brackets show
        as key caps. Empty: the bar lists the legal actions (or, when the controller words its
        own prompts, says to choose on the table). Asked only on a person's turn."""
        return ()

    def words_own_prompt(self) -> bool:
        """Whether this controller words its prompts (then an empty one is no list of moves)."""
        return type(self).prompt is not Controller.prompt

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        """A click; True when it was used."""
        return False

    def on_mouse_motion(self, x: float, y: float) -> None:
        """The pointer moved (hover highlights)."""

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
        """A key; True when it was used."""
        return False

    def on_viewer_changed(self, seat: int | None) -> None:
        """Somebody else looks now: drop the last person's choice (their selection, cursor,
        piece in hand); the next person's choice never starts as the last one's."""

    def reset(self) -> None:
        """The match was replaced or rewound: nothing is being chosen."""


class Table:
    """The three parts of a game's table, and what the game declares about it."""

    sounds: ClassVar[SoundMap] = {}
    """The effect each kind of event makes: event class → effect name (see
    :data:`tabletop_core.sound.EFFECTS`), a tuple of names, or a function of the event giving
    either or None. Each sounds as its animation lands
    (:mod:`tabletop_core.render.frame.landing`)."""

    ambience: ClassVar[str | None] = None
    """The quiet loop under the table when the player turns ambience on: a name from
    :data:`tabletop_core.sound.synth.AMBIENCES` (``"water"``, ``"river"``) or one the game
    declared (:func:`tabletop_core.sound.synth.declare`); None for none."""

    lists_seats: ClassVar[bool] = False
    """True when the scene shows every seat itself: the menu bar then lists none."""

    ending: ClassVar[EndingOf | None] = None
    """The game's ending (:mod:`tabletop_core.render.kit.ending`): a function of the table, the
    finished match's view and its result giving what the end screen shows around the winner,
    declared as ``ending = my_ending`` (it is called as the table's method); None: the default
    end screen."""

    life: ClassVar[Life | None] = None
    """The living touches over the resting table (water that shimmers, a leaf that drifts): a
    function of the scene and the table's rectangle giving :class:`~tabletop_core.render.kit.
    life.Touch` es, which the core draws a few times a second while the table is idle and never
    under reduced motion (:mod:`tabletop_core.render.kit.life`); None for a still table."""

    def __init__(self, scene: Scene, choreography: Choreography, controller: Controller) -> None:
        self.scene = scene
        self.choreography = choreography
        self.controller = controller

    def reset(self) -> None:
        """The match was replaced or rewound: each part starts from the view."""
        self.choreography.reset()
        self.controller.reset()
        self.scene.reset()
