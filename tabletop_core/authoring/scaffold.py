"""``tabletop new``: write a new game plugin, a complete and playable distribution, into a folder.

The files come from :mod:`tabletop_core.authoring.templates` with the game's names filled in.
Nothing is overwritten: the target folder must not exist yet (or be empty).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from tabletop_core.authoring.names import GameNameError, GameNames, names_for
from tabletop_core.authoring.templates import FILES


class ScaffoldError(ValueError):
    """The plugin cannot be written there; the message says why in one line."""


def fill(text: str, names: GameNames) -> str:
    """A template with the game's names in place of its placeholders."""
    for placeholder, value in (
        ("{{TITLE}}", names.title),
        ("{{GAME_ID}}", names.game_id),
        ("{{PACKAGE}}", names.package),
        ("{{DIST}}", names.distribution),
        ("{{CLASS}}", names.class_name),
    ):
        text = text.replace(placeholder, value)
    return text


def create_plugin(title: str, parent: Path, *, installed: Iterable[str] = ()) -> Path:
    """Write the plugin for ``title`` into ``parent/<game_id>/`` and return that folder.

    ``installed`` are the ids of the games already installed (a new game may not reuse one).
    Raises :class:`GameNameError` for a title that cannot name a game, :class:`ScaffoldError`
    when the folder is taken.
    """
    names = names_for(title, installed)
    root = Path(parent) / names.game_id
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise ScaffoldError(f"{root} already exists and is not empty; choose another --dir")
    files = {Path(fill(path, names)): fill(text, names) for path, text in FILES.items()}
    try:
        for relative, text in sorted(files.items()):
            target = root / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    except OSError as error:
        raise ScaffoldError(f"cannot write {root}: {error.strerror or error}") from None
    return root


__all__ = ["GameNameError", "GameNames", "ScaffoldError", "create_plugin", "fill", "names_for"]
