"""A seat in the lobby: its name, person or bot, and the bot's level, with the words the lobby
shows for the usual levels."""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import N_, _
from tabletop_core.render.geometry import Rect
from tabletop_core.render.widgets.buttons import Choice, TextField
from tabletop_core.settings import SeatChoice

NOWHERE = Rect(0, 0, 0, 0)
"""Where a control is before the lobby is laid out."""
BOT_NAMES = ("Otto", "Benny", "Tina", "Mila", "Hugo", "Ida", "Lotte", "Bruno")
BOT_LEVELS = {
    "random": N_("random"),
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
}
"""The usual bot levels as the lobby shows them; a game's own levels show as they are named."""


class SeatRow:
    """The controls of one seat."""

    def __init__(
        self,
        index: int,
        choice: SeatChoice,
        levels: list[str],
        on_change: Any,
        default_level: str = "random",
    ) -> None:
        self.index = index
        self.name = TextField(
            NOWHERE, text=choice.name, placeholder=_("Player {number}").format(number=index + 1)
        )
        kinds = ["human", "bot"]
        self.kind = Choice(
            NOWHERE,
            choices=kinds,
            index=kinds.index(choice.kind),
            show=lambda k: _("Person") if k == "human" else _("Bot"),
            on_change=on_change,
        )
        # a person's seat turned into a bot gets the sensible level, not the one a person has
        level = choice.level if choice.kind == "bot" else default_level
        if level not in levels:
            level = default_level if default_level in levels else levels[0]
        level_index = levels.index(level)
        self.level = Choice(
            NOWHERE,
            choices=levels,
            index=level_index,
            show=lambda level: _(BOT_LEVELS[level]) if level in BOT_LEVELS else level,
        )

    def choice(self) -> SeatChoice:
        return SeatChoice(
            name=self.name.text.strip(), kind=self.kind.value, level=self.level.value or "random"
        )
