"""The seat's view → what to draw: the layout for the table's rect and words, the scenery of the
moment, and the regions of the picture, each repainted only when what it shows changes.

The table is one picture cached as a still image: each frame copies it, and the choreography and
the carried hamster draw on top.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop_core.i18n import language, translator
from tabletop_core.render import Host, Rect, Scene
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit.window_layers import still_layer
from tabletop_core.render.material import TableSurface
from tabletop_core.render.theme import Palette, reading
from tabletop_core.render.widgets.dice import DieWidget
from tabletop_hamsterdam.state import (
    ABILITY,
    ARRANGE,
    BAIL,
    BREACH,
    DEPLOY,
    KEEP,
    LIFEGUARDING,
    LOOKING_OUT,
    MOVE,
    PASS,
    REROLLING,
    ROLLING,
    HamsterdamState,
)
from tabletop_hamsterdam.table.cursor import Cursor
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.paint import (
    Scenery,
    paint_part,
    part_key,
    parts,
)
from tabletop_hamsterdam.table.scenery import table_words

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.choreography import HamsterdamChoreography
    from tabletop_hamsterdam.table.controller import HamsterdamController

_, ngettext = translator("tabletop_hamsterdam")

Region = tuple[tuple[Any, ...], Canvas, Canvas]
"""A region of the picture: the key it was painted for, its canvas and its top canvas."""


def waiting_words(stage: int) -> str:
    texts = {
        PASS: _("passing dam cards"),
        ARRANGE: _("arranging the dam"),
        KEEP: _("choosing special hamsters"),
        DEPLOY: _("deploying hamsters"),
        LOOKING_OUT: _("deciding on a Lookout swap"),
        ROLLING: _("rolling the dice"),
        REROLLING: _("deciding on a re-roll"),
        ABILITY: _("deciding on special hamsters"),
        LIFEGUARDING: _("choosing a Lifeguard rescue"),
        BREACH: _("choosing which end card to flip"),
        MOVE: _("choosing a move"),
        BAIL: _("bailing out a token"),
    }
    return texts.get(stage, "")


class HamsterdamScene(Scene):
    def __init__(self, host: Host, cursor: Cursor, choreography: HamsterdamChoreography) -> None:
        self.host = host
        self.cursor = cursor
        self.choreography = choreography
        self.dice: list[DieWidget] = choreography.dice
        self.controller: HamsterdamController | None = None
        """Whose decision and hamster in hand the frame shows (the table sets it)."""
        self.regions: dict[Any, Region] = {}
        """The picture's regions by part (one dict for the table's life, changed in place)."""
        self.still = still_layer(Palette.TABLE)
        self.surface = TableSurface()
        self.layout: TableLayout | None = None
        self.shown: Scenery | None = None
        """What the picture on screen was painted from."""
        self.hits: Scenery | None = None
        """What clicks are tested against: the scenery of the state now."""
        self.dirty = True
        """The picture no longer shows the state: repaint it at the next frame."""
        self.painted_seat: int | None = -1
        self._laid_out_for: tuple[Any, ...] | None = None
        self._regions_for: tuple[Any, ...] = ()

    @property
    def view(self) -> HamsterdamState:
        return self.host.seen.view(self.host.viewer)

    def big_seat(self, view: HamsterdamState) -> int:
        seat = self.host.viewer
        return seat if seat is not None else view.active

    def other_rows(self, view: HamsterdamState) -> list[int]:
        big = self.big_seat(view)
        return [(big + k) % view.players for k in range(1, view.players)]

    def laid_out(self, rect: Rect, words: Any) -> TableLayout:
        """The layout for ``rect`` and the words on the table now (``words``: the decision they
        come from; names, numbers, language and text size decide how much room they take);
        worked out again only when one changes."""
        match = self.host.seen
        key = (rect, words, reading.text_scale, language(), match.players)
        if self.layout is None or key != self._laid_out_for:
            self._laid_out_for = key
            others = match.players - 1
            layout = TableLayout(rect, others, table_words(self.scenery(None)))
            if layout != self.layout:
                self.layout = layout
                self.dirty = True
        assert self.layout is not None
        return self.layout

    def scenery(self, layout: TableLayout | None) -> Scenery:
        match, cursor = self.host.seen, self.cursor
        view = self.view
        to_act = match.to_act
        waiting = ""
        if to_act is not None and cursor.ask is None:
            name = match.names[to_act]
            waiting = _("{name} is {doing}…").format(name=name, doing=waiting_words(view.stage))
        elif to_act is None:
            waiting = self._final_words()
        return Scenery(
            view=view,
            names=match.names,
            bots=[match.is_bot(seat) for seat in range(match.players)],
            viewer=self.host.viewer,
            big=self.big_seat(view),
            rows=self.other_rows(view),
            to_act=to_act,
            my_turn=self.host.can_act(),
            ask=cursor.ask,
            focus=cursor.focused(),
            held=cursor.held,
            target=cursor.target,
            hover_piece=cursor.hover_piece,
            hover_town=cursor.hover_town,
            dice=self.dice,
            waiting=waiting,
            layout=layout,
            explaining=cursor.explaining,
        )

    def _final_words(self) -> str:
        match = self.host.seen
        result = match.result
        if result is None:
            return _("The game is over.")
        names = [match.names[s] for s in result.winners]
        if len(names) == 1:
            return _("{name} kept the driest town and wins!").format(name=names[0])
        return _("{names} share the win!").format(names=", ".join(names))

    def refresh(self, layout: TableLayout, animating: bool, rolling: bool) -> None:
        """Bring the picture up to date: repainted when it is out of date and nothing animates
        over it; while the last move still animates over the picture from before it, nobody may
        act yet, so its decision panel goes out (no lit button) and the rest stays as it was."""
        if self.dirty and not animating:
            self._repaint(layout, rolling)
        elif animating and self.cursor.ask is None and self.shown is not None and self.shown.ask:
            self._unlight(layout)

    def layout_for(self, rect: Rect) -> TableLayout:
        """The layout the next frame draws in ``rect``: the decision on the table synced first,
        the layout worked out again only when what decides it changed (:meth:`laid_out`)."""
        controller = self.controller
        assert controller is not None
        controller.ensure_synced()
        return self.laid_out(rect, controller.synced_for)

    def draw(self, rect: Rect) -> None:
        """The picture, then the animation over it, then the hamster being dragged."""
        controller, choreography = self.controller, self.choreography
        assert controller is not None
        layout = self.layout_for(rect)
        if self.host.viewer != self.painted_seat:
            # another person's eyes: never show them the last one's animation or picture
            choreography.finish()
            self.dirty = True
        self.refresh(layout, choreography.busy, rolling=choreography.fx.rolling > 0)
        self.still.draw(rect, self._paint_layers)
        choreography.draw(layout)
        controller.carry.draw()

    def settle_hits(self) -> None:
        """Clicks are tested against the scenery of the state now, cheap to work out; the
        picture itself is repainted at the next frame."""
        if self.dirty and self.layout is not None:
            self.hits = self.scenery(self.layout)

    def reset(self) -> None:
        self.forget()

    def forget(self) -> None:
        """The match was replaced or rewound: paint every region afresh."""
        self.regions.clear()
        self.dirty = True

    def _repaint(self, layout: TableLayout, rolling: bool) -> None:
        self.dirty = False
        if not rolling:
            for die, value in zip(self.dice, self.view.dice.values, strict=True):
                die.value = value
        self.shown = self.hits = scene = self.scenery(layout)
        self._paint_parts(layout, scene)

    def _unlight(self, layout: TableLayout) -> None:
        assert self.shown is not None
        looking = self.host.seen.to_act == self.host.viewer
        waiting = "" if looking else self.scenery(layout).waiting
        self.shown = self.hits = replace(
            self.shown, ask=None, my_turn=False, focus=None, held=None, target=None, waiting=waiting
        )
        self._paint_parts(layout, self.shown)

    def _paint_parts(self, layout: TableLayout, scene: Scenery) -> None:
        seat = self.host.viewer
        if self.regions and self._regions_for != (layout, seat):
            self.regions.clear()
        self._regions_for = (layout, seat)
        regions: dict[Any, Region] = {}
        for part in parts(scene):
            key = part_key(part, scene)
            old = self.regions.get(part)
            if old is not None and old[0] == key:
                regions[part] = old
                continue
            canvas, top = (old[1], old[2]) if old is not None else (Canvas(), Canvas())
            canvas.clear()
            top.clear()
            paint_part(part, canvas, top, layout, scene)
            regions[part] = (key, canvas, top)
        self.regions.clear()
        self.regions.update(regions)
        self.painted_seat = seat
        self.still.invalidate()

    def _paint_layers(self) -> None:
        if self.layout is not None:
            self.surface.draw(self.layout.rect)
        for _key, canvas, top in self.regions.values():
            canvas.draw()
            top.draw()
