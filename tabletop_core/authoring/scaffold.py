"""``tabletop new``: write a new game plugin, a complete and playable distribution, into a folder.

The files come from :mod:`tabletop_core.authoring.templates` with the game's names filled in.
Nothing is overwritten: the target folder must not exist yet (or be empty).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from tabletop_core.authoring.names import GameNameError, GameNames, names_for
from tabletop_core.authoring.templates import TEMPLATES


class ScaffoldError(ValueError):
    """The plugin cannot be written there; the message says why in one line."""


PLAYERS = (2, 4)
"""The player range of a scaffold unless ``tabletop new --players`` says otherwise."""
MOST_PLAYERS = 8
"""The widest range the scaffold's game plays (30 fish, a pond of 5, 3 pebbles each)."""
MOST_PLAYERS_OF = {"fish": MOST_PLAYERS, "cards": 6}
"""The widest range each template's game plays (the cards template: 24 cards, hands of 3)."""
NUMBER_WORDS = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight")


def parse_players(text: str) -> tuple[int, int]:
    """``"3-7"`` (or ``"3"``) as a player range the scaffold's game can be played with."""
    low, _, high = text.replace("–", "-").partition("-")
    try:
        least, most = int(low), int(high or low)
    except ValueError:
        raise ScaffoldError(f"--players must look like 3-7, not {text!r}") from None
    if not 1 <= least <= most <= MOST_PLAYERS:
        raise ScaffoldError(f"--players must be a range within 1-{MOST_PLAYERS}, not {text!r}")
    return least, most


def _players_words(players: tuple[int, int]) -> str:
    least, most = players
    if least == most:
        return NUMBER_WORDS[least - 1]
    return f"{NUMBER_WORDS[least - 1]} to {NUMBER_WORDS[most - 1].lower()}"


def fill(text: str, names: GameNames, players: tuple[int, int] = PLAYERS) -> str:
    """A template with the game's names and player range in place of its placeholders."""
    for placeholder, value in (
        ("{{TITLE}}", names.title),
        ("{{GAME_ID}}", names.game_id),
        ("{{PACKAGE}}", names.package),
        ("{{DIST}}", names.distribution),
        ("{{CLASS}}", names.class_name),
        ("{{MIN_PLAYERS}}", str(players[0])),
        ("{{MAX_PLAYERS}}", str(players[1])),
        ("{{PLAYERS_WORDS}}", _players_words(players)),
    ):
        text = text.replace(placeholder, value)
    return text


def create_plugin(
    title: str,
    parent: Path,
    *,
    installed: Iterable[str] = (),
    players: tuple[int, int] = PLAYERS,
    into: Path | None = None,
    template: str = "fish",
) -> Path:
    """Write the plugin for ``title`` into ``parent/<game_id>/`` (or into the folder ``into``
    itself) and return that folder.

    ``installed`` are the ids of the games already installed (a new game may not reuse one);
    ``players`` is the game's player range. Raises :class:`GameNameError` for a title that
    cannot name a game, :class:`ScaffoldError` when the folder is taken, the template unknown
    or the player range wider than its game plays. ``template`` is one of
    :data:`~tabletop_core.authoring.templates.TEMPLATES`: ``"fish"`` (the default, a face-up
    pond) or ``"cards"`` (hidden hands, a face-down card and a private peek).
    """
    if template not in TEMPLATES:
        raise ScaffoldError(
            f"there is no template {template!r}; choose one of {', '.join(TEMPLATES)}"
        )
    if players[1] > MOST_PLAYERS_OF[template]:
        raise ScaffoldError(
            f"the {template} template plays at most {MOST_PLAYERS_OF[template]} players, "
            f"not {players[1]}"
        )
    names = names_for(title, installed)
    root = Path(into) if into is not None else Path(parent) / names.game_id
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise ScaffoldError(f"{root} already exists and is not empty; choose another --dir")
    files = {
        Path(fill(path, names, players)): fill(text, names, players)
        for path, text in TEMPLATES[template].items()
    }
    try:
        for relative, text in sorted(files.items()):
            target = root / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        _catalogues(names.package, root / names.package)
    except OSError as error:
        raise ScaffoldError(f"cannot write {root}: {error.strerror or error}") from None
    return root


def _catalogues(package: str, folder: Path) -> None:
    """The ``.pot`` extracted from the written source, and the ``.mo`` of each catalogue."""
    from tabletop_core.i18n_tools import run

    run("all", [package], {package: folder})


__all__ = [
    "GameNameError",
    "GameNames",
    "ScaffoldError",
    "create_plugin",
    "fill",
    "names_for",
    "parse_players",
]
