"""What the prompt bar asks at the Beaver Creek table, in wordings from the longest to the
shortest (the host shows the longest that fits): the phase, the piece in hand and the tray's
open slots say which."""

from __future__ import annotations

from tabletop_beaver_creek.state import DISCARD, ROLL, SETUP
from tabletop_beaver_creek.table.seat import CreekSeat
from tabletop_beaver_creek.table.words import stuck_words
from tabletop_core.i18n import translator
from tabletop_core.keys import escape
from tabletop_core.keys import key as key_cap

_, ngettext = translator("tabletop_beaver_creek")


def tray_keys(slots: list[str], open_kinds: list[str]) -> str:
    """The number keys of the slots that can be picked from now: ``[1]–[3]``, ``[2]–[3]``,
    ``[1], [3]``."""
    numbers = [index + 1 for index, kind in enumerate(slots) if kind in open_kinds]
    if len(numbers) > 1 and numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"{key_cap(str(numbers[0]))}–{key_cap(str(numbers[-1]))}"
    return ", ".join(key_cap(str(n)) for n in numbers)


def prompt(seat: CreekSeat, held: str | None) -> tuple[str, ...]:
    """What the person at ``seat`` is asked, ``held`` being the piece in their hand."""
    if not seat.my_turn():
        return ()
    view = seat.view
    if view.phase == ROLL:
        return (
            _("roll the dice: click them, or press [R] (or [Enter])"),
            _("roll the dice: click them or press [R]"),
            _("roll the dice ([R])"),
        )
    if view.phase == DISCARD:
        return (
            _("another player had an accident: [K] keeps your logs, [L] or [S] throws one away"),
            _("[K] keeps your logs, [L] or [S] throws one away"),
            _("keep ([K]) or throw a log away ([L]/[S])"),
        )
    if held is not None:
        return (
            _(
                "carry it (mouse or [←]/[→], with [Shift] in big steps, [↑]/[↓] next spot), "
                "turn it ([Q]/[E], wheel), let go (release or [Enter])"
            ),
            _("carry it (mouse, arrow keys), turn it ([Q]/[E]), let go ([Enter])"),
            _("carry, turn ([Q]/[E]), let go ([Enter])"),
        )
    if view.phase == SETUP:
        return (
            _("stand a beaver on a free space: drag it from your hand, or press [1]"),
            _("stand a beaver on a free space: drag it or press [1]"),
            _("place a beaver ([1])"),
        )
    kinds = seat.placeable()
    if not kinds:
        return (_("nothing more can be placed"),)
    keys = tray_keys(seat.tray(), kinds)
    plain = (
        _("drag a piece from your hand onto the dam, or press its number ({keys})").format(
            keys=keys
        ),
        _("drag a piece onto the dam, or press {keys}").format(keys=keys),
        _("place a piece ({keys})").format(keys=keys),
    )
    stuck = " ".join(escape(stuck_words(kind, why)) for kind, why in seat.stuck())
    if not stuck:
        return plain
    return tuple(f"{stuck} {wording}" for wording in plain) + plain
