"""The files ``tabletop new`` writes, as text with placeholders, by area."""

from tabletop_core.authoring.templates import game, locale, project, table

FILES: dict[str, str] = {**project.FILES, **game.FILES, **table.FILES, **locale.FILES}

__all__ = ["FILES"]
