"""The names a new game gets from its title: distribution, package, game id, class name.

``"Otter Pond"`` becomes the game id ``otter_pond``, the package ``tabletop_otter_pond``, the
distribution ``tabletop-otter-pond`` and the class ``OtterPond``. A title that cannot become a
Python identifier, or whose id an installed game already uses, is refused with one line.
"""

from __future__ import annotations

import keyword
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

GAME_ID = re.compile(r"^[a-z][a-z0-9_]*$")
MAX_ID_LENGTH = 40
MAX_TITLE_LENGTH = 60
TITLE_CHARACTERS = re.compile(r"^[\w '!&,.:?()+-]+$")
"""What a title may hold: it is written into Python strings, TOML and markdown unescaped."""
TAKEN_CLASS_NAMES = frozenset(
    {"Fish", "Take", "FishTaken", "PondRefilled", "PondEmpty", "Deck", "Row", "Pile", "Event"}
    | {"GameInfo", "IllegalAction", "Result", "ActionCodec", "BaseModel", "ConfigDict", "Field"}
    | {"GreedyBot", "ISMCTSBot", "RandomBot", "GameTable", "Rect", "Canvas", "Palette", "Any"}
    | {"RowDisplay", "Path", "Sequence", "NamedTuple", "Callable", "GAME"}
    | {"Table", "Scene", "Choreography", "Controller", "Host", "PondScene", "PondController"}
    | {"CardsScene", "CardsController"}
)
"""Names the scaffolded game already uses; a class of the same name gets ``Game`` appended."""


class GameNameError(ValueError):
    """A title that cannot name a game; the message says why in one line."""


@dataclass(frozen=True, slots=True)
class GameNames:
    title: str
    game_id: str
    package: str
    distribution: str
    class_name: str


def _ascii_words(title: str) -> list[str]:
    plain = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return re.findall(r"[A-Za-z0-9]+", plain)


def names_for(title: str, installed: Iterable[str] = ()) -> GameNames:
    """The names of a new game called ``title``; ``installed`` are the game ids already taken."""
    title = " ".join(title.split())
    if not title:
        raise GameNameError('a game needs a title, such as "Otter Pond"')
    if len(title) > MAX_TITLE_LENGTH:
        raise GameNameError(
            f"the title is {len(title)} characters long; keep it to {MAX_TITLE_LENGTH}"
        )
    if not TITLE_CHARACTERS.match(title):
        odd = sorted({c for c in title if not TITLE_CHARACTERS.match(c)})
        raise GameNameError(
            f"the title may hold letters, digits, spaces and ' ! & , . : ? ( ) + -, not {' '.join(odd)}"
        )
    words = _ascii_words(title)
    game_id = "_".join(w.lower() for w in words)
    if not game_id:
        raise GameNameError(f"{title!r} has no letters or digits to make a Python name from")
    if not GAME_ID.match(game_id):
        raise GameNameError(
            f"{title!r} gives the id {game_id!r}, which does not start with a letter "
            "(a game id, like a Python name, must)"
        )
    if len(game_id) > MAX_ID_LENGTH:
        raise GameNameError(f"the id {game_id!r} is longer than {MAX_ID_LENGTH} characters")
    if keyword.iskeyword(game_id):
        raise GameNameError(f"{game_id!r} is a Python keyword; choose another title")
    if game_id in set(installed):
        raise GameNameError(
            f"a game with the id {game_id!r} is already installed; choose another title"
        )
    class_name = "".join(w[:1].upper() + w[1:].lower() for w in words)
    if class_name in TAKEN_CLASS_NAMES:
        class_name += "Game"
    return GameNames(
        title=title,
        game_id=game_id,
        package=f"tabletop_{game_id}",
        distribution=f"tabletop-{game_id.replace('_', '-')}",
        class_name=class_name,
    )
