"""Events → animations: the dice thrown and tumbling, hamsters travelling, the flood striking, towns
rising, cards flipping, all played over the picture from before the action. It owns whether the
table is still busy showing an action, whether it has shown a given event yet, and how long the
next bot waits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_core.i18n import translator
from tabletop_core.render import Choreography, Host, Rect
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.theme import Palette
from tabletop_core.render.widgets.dice import DieWidget
from tabletop_hamsterdam.events import Rolled
from tabletop_hamsterdam.table.fx import Effects, Geometry
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.layout_hud import DIE, DIE_OF_ROW, DIE_PLACES
from tabletop_hamsterdam.table.paint import Scenery, paint_dice, row_of, sizes_for

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.controller import HamsterdamController
    from tabletop_hamsterdam.table.scene import HamsterdamScene

_, ngettext = translator("tabletop_hamsterdam")

SECRET_BOT_PAUSE = 0.1
"""Of the bots' usual pause, what one of their hidden moves takes (passing, arranging,
deploying): nothing of them shows, so waiting for them would be waiting for nothing."""
SLOWEST = 0.1
"""The least animation speed the settings may ask for (a tenth of the usual)."""


class HamsterdamChoreography(Choreography):
    def __init__(self, host: Host) -> None:
        settings = host.settings
        self.host = host
        self.scene: HamsterdamScene | None = None
        self.controller: HamsterdamController | None = None
        """The scene it animates over and the controller whose hand it follows (see
        :meth:`watches`): the table builds them after this part, which they look at."""
        self.fx = Effects(settings.animation_speed, settings.reduced_motion)
        self.dice = [DieWidget(), DieWidget()]
        self._dice_canvas = Canvas()
        self._rolled: int | None = None
        """The value of the roll being animated, if the animated action rolled."""
        self._shown_face: tuple[Any, ...] = ()

    def watches(self, scene: HamsterdamScene, controller: HamsterdamController) -> None:
        """Play over ``scene``'s picture, from where ``controller`` let the hamster go."""
        self.scene, self.controller = scene, controller

    @property
    def busy(self) -> bool:
        """An animation is playing: the host lets the next bot wait for it."""
        return self.fx.busy

    def reached(self, event: Any) -> bool:
        """The turn's animation has shown ``event`` (the wave is at its card, the dice down)."""
        return self.fx.reached(event)

    def bot_pause(self, standard: float) -> float:
        """How long the host lets the next bot move wait: short for a hidden move (nothing of it
        shows but the line of who is busy), the usual pause for what everybody watches."""
        match = self.host.seen
        to_act = match.to_act
        if to_act is None or not match.is_bot(to_act):
            return standard
        secret = match.game.shows_secret(match.view(self.host.viewer), to_act)
        return standard * SECRET_BOT_PAUSE if secret else standard

    def on_events(self, events: list[Any]) -> None:
        """Animate the action's events over the picture the looking seat saw before it."""
        scene, controller = self.scene, self.controller
        assert scene is not None and controller is not None
        seat = self.host.viewer
        controller.turned_to(seat)
        painted = scene.painted_seat == seat
        self.play(
            events,
            scene.layout if painted else None,
            scene.shown,
            deploy_from=controller.deploy_from,
        )
        controller.deploy_from = None
        scene.cursor.hover_piece = scene.cursor.hover_town = None
        scene.dirty = True

    def play(
        self, events: list[Any], layout: TableLayout | None, shown: Scenery | None, **where: Any
    ) -> None:
        """Animate ``events`` over the picture ``shown`` (painted in ``layout`` for the seat
        looking now; otherwise nothing animates). ``where``: see :func:`geometry`."""
        settings = self.host.settings
        fx = self.fx
        fx.speed, fx.reduced_motion = (
            max(SLOWEST, settings.animation_speed),
            settings.reduced_motion,
        )
        self._rolled = None
        rolls = [e for e in events if type(e) is Rolled]
        if rolls:
            for die, value in zip(self.dice, rolls[-1].dice, strict=True):
                die.roll_to(value, settings.animation_speed, settings.reduced_motion)
            self._shown_face = ()
            self._rolled = rolls[-1].value
        if layout is not None and shown is not None:
            fx.play(events, geometry(layout, shown, **where))
        else:
            fx.finish()

    def finish(self) -> None:
        self.fx.finish()

    def reset(self) -> None:
        self.finish()

    def update(self, delta_time: float) -> None:
        """Advance the dice and the animation (the picture is repainted when it ends), and the
        controller's calm after a turn (the frame's one tick)."""
        if self.controller is not None:
            self.controller.update(delta_time)
        for die in self.dice:
            die.update(delta_time)
        if self.fx.update(delta_time) and self.scene is not None:
            self.scene.dirty = True

    def draw(self, layout: TableLayout) -> None:
        """Over the picture from before the action: the animation, and the dice tumbling (then
        showing the roll) when the action rolled."""
        if not self.fx.busy:
            return
        self.fx.draw()
        if self._rolled is None:
            return
        fx = self.fx
        face = (*(die.shown for die in self.dice), fx.rolling > 0, fx.thrown)
        if face != self._shown_face:
            self._shown_face = face
            canvas = self._dice_canvas
            canvas.clear()
            part = layout.hud_parts()
            sizes = sizes_for(layout)
            canvas.rect(part["dice"], Palette.PANEL)
            canvas.rect(part["roll"], Palette.PANEL)
            if not fx.thrown:  # thrown dice fly in from the roller's place instead
                paint_dice(canvas, layout, sizes, self.dice)
            if not fx.rolling:
                words = _("rolled {n}").format(n=self._rolled)
                canvas.fitted_text(words, part["roll"], sizes.small, Palette.TEXT, bold=True)
        self._dice_canvas.draw()


def geometry(layout: TableLayout, scene: Scenery, deploy_from: Rect | None = None) -> Geometry:
    """Where things were in the picture painted before the events (``scene``); ``deploy_from``:
    where the hamster being placed was when it was sent (its tray slot or where it was let go)."""
    old = scene.view

    def row(seat: int) -> int:
        return row_of(scene, seat)

    def top_piece(seat: int, position: int) -> Rect:
        count = max(1, len(old.dams[seat].stacks[position].pieces))
        return layout.piece(row(seat), position, count - 1, count)

    def pixels(seat: int) -> tuple[int, int]:
        w, h = layout.card_size if row(seat) < 0 else layout.small_card_size(row(seat))
        return int(w), int(h)

    def next_piece(seat: int, position: int) -> Rect:
        count = len(old.dams[seat].stacks[position].pieces)
        return layout.piece(row(seat), position, count, count + 1)

    dice_row = layout.hud_parts()["dice"]
    tallest, widest = DIE_OF_ROW
    die_size = min(
        DIE * layout.scale * sizes_for(layout).text ** 0.5,
        dice_row.height * tallest,
        dice_row.width * widest,
    )
    return Geometry(
        card=lambda seat, p: layout.card(row(seat), p),
        token=lambda seat, p: layout.token(row(seat), p),
        top_piece=top_piece,
        town=lambda seat: layout.town(row(seat)),
        span=lambda seat: layout.row_span(row(seat)),
        cover=lambda seat: Palette.PANEL_LIGHT if seat == scene.to_act else Palette.PANEL,
        card_pixels=pixels,
        number=lambda seat, p: old.dams[seat].cards[p],
        seats=old.players,
        dice=tuple(
            (dice_row.left + dice_row.width * share, dice_row.center_y) for share in DIE_PLACES
        ),
        die_size=die_size,
        seat_place=lambda seat: layout.town(row(seat)),
        next_piece=next_piece,
        deploy_from=deploy_from,
        towns=tuple(
            old.dams[seat].town if row(seat) < 0 or layout.others_shown == "full" else -1
            for seat in range(old.players)
        ),
    )
