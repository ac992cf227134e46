"""Undo (the menu bar's Undo, the U key, the menu's "Undo my last move"): the looking seat's
last decision taken back, or the undo policy's reason in the prompt bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.i18n import _

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView


class TakeBack:
    def __init__(self, host: HostView) -> None:
        self.host = host

    def undo_refusal(self) -> str | None:
        """Why the seat looking may not undo now (the undo policy's words), or None."""
        host = self.host
        if host.match.read_only is not None:
            return _("the match is open in another window")
        if host.viewer is None:
            return _("only a person can take back a move")
        refusal: str | None = host.match.undo_refusal(host.viewer)
        return refusal

    def undo(self) -> None:
        """Take back the looking seat's last decision, or say in the prompt bar why not."""
        host = self.host
        refusal = host.undo_refusal()
        if refusal is not None:
            host.say(_("No undo: {reason}.").format(reason=refusal))
            return
        host.match.undo(host.viewer)
        host.overlay = None
        host.end_dialog.seen = False
        host.in_order.flush()
        host.toast.clear()
        host.reset_table()
        host._place_viewer()
        host.refresh()
