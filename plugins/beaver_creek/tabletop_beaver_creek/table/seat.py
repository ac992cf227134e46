"""The seat the Beaver Creek table is seen from: its view of the match (worked out once per
move), whether it may act, and what its tray offers and why not. The scene, the choreography and
the controller share one; what it says about a piece comes from the rules (:mod:`.tray`,
:mod:`tabletop_beaver_creek.placing`), never from the table."""

from __future__ import annotations

from tabletop_beaver_creek import placing, tray
from tabletop_beaver_creek.pieces import LOG, SMALL_LOG
from tabletop_beaver_creek.scoring import verdict
from tabletop_beaver_creek.state import OVER, PLACE, CreekState
from tabletop_beaver_creek.table.layout import TRAY_SLOTS
from tabletop_beaver_creek.table.words import solo_over_words
from tabletop_core.i18n import translator
from tabletop_core.render import Host
from tabletop_core.render.seat_view import SeatView

_, ngettext = translator("tabletop_beaver_creek")


class CreekSeat(SeatView[CreekState]):
    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self._placeable: tuple[CreekState, list[str]] | None = None

    def placeable(self) -> list[str]:
        if not self.my_turn():
            return []
        view = self.view
        if self._placeable is None or self._placeable[0] is not view:
            self._placeable = (view, placing.placeable(view)[:TRAY_SLOTS])
        return self._placeable[1]

    def tray(self) -> list[str]:
        """The tray's slots in number order, the same for the whole turn (:mod:`tray`); the
        pieces not placeable now are shown closed, with why."""
        if not self.my_turn():
            return []
        return tray.slots(self.view)

    def stuck(self) -> list[tuple[str, str]]:
        """The beavers or logs the dice still ask for that cannot go now, with why."""
        view = self.view
        if not self.my_turn() or view.phase != PLACE or view.combo_due:
            return []
        open_kinds = self.placeable()
        found = []
        if view.beavers_due > 0 and "beaver" not in open_kinds:
            found.append(("beaver", self.why_not("beaver")))
        stock = view.stocks[view.current]
        if (
            view.logs_due > 0
            and stock.total()
            and not any(k in open_kinds for k in (LOG, SMALL_LOG))
        ):
            found.append((LOG, self.why_not(LOG if stock[LOG] else SMALL_LOG)))
        return found

    def why_not(self, kind: str) -> str:
        """Why ``kind`` cannot be placed now, in words ("" when it can)."""
        why = tray.why_not(self.view, kind) if self.my_turn() else None
        return _(why) if why else ""

    def end_note(self) -> str:
        """Solo: the rulebook's verdict on the logs placed, for the end screen."""
        view = self.view
        if view.players != 1 or view.phase != OVER:
            return ""
        return solo_over_words(view.logs_placed, verdict(view.logs_placed))

    def over_line(self) -> str:
        result = self.match.result
        view = self.view
        if result is None:
            return ""
        if view.players == 1:
            placed = view.logs_placed
            return solo_over_words(placed, verdict(placed))
        names = [self.match.names[seat] for seat in result.winners]
        if len(names) == 1:
            return _("{name} wins!").format(name=names[0])
        return _("{names} share the win!").format(names=", ".join(names))
