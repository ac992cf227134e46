"""Hamsterdam's ending: the winning hamster, the town they kept dry behind its dam, and drops of
the sea they held back splashing up in celebration."""

from __future__ import annotations

from typing import Any

from tabletop_core.game import Result
from tabletop_core.i18n import translator
from tabletop_core.render.kit.ending import Art, Ending

_, ngettext = translator("tabletop_hamsterdam")

PACKAGE = "tabletop_hamsterdam"


def ending(table: Any, view: Any, result: Result) -> Ending:
    """The same for every winner: the hamster on a disc of their colour and the town."""
    return Ending(
        portrait=Art(PACKAGE, "hamster"),
        built=Art(PACKAGE, "town"),
        built_words=_("The town kept dry"),
        material=(Art(PACKAGE, "flood-token"), Art(PACKAGE, "splash")),
    )
