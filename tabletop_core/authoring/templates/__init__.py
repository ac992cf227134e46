"""The files ``tabletop new`` writes, as text with placeholders, by area and by template."""

from tabletop_core.authoring.templates import (
    cards_game,
    cards_locale,
    cards_project,
    cards_table,
    game,
    locale,
    project,
    table,
)

FILES: dict[str, str] = {**project.FILES, **game.FILES, **table.FILES, **locale.FILES}
"""The default template: fish in a pond, everything face up but the deck's order."""
CARDS_FILES: dict[str, str] = {
    **cards_project.FILES,
    **cards_game.FILES,
    **cards_table.FILES,
    **cards_locale.FILES,
}
"""``--template cards``: hidden hands, a face-down card and a private peek."""
TEMPLATES: dict[str, dict[str, str]] = {"fish": FILES, "cards": CARDS_FILES}
"""Every template ``tabletop new --template`` offers, by name (the first is the default)."""

__all__ = ["CARDS_FILES", "FILES", "TEMPLATES"]
