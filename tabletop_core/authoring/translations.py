"""How much of a game reads in each language: its messages that have no translation.

``tabletop check`` warns with the counts (a game that falls back to English in French is still
playable, so it does not fail): the messages are those of the game's own source (``_``,
``ngettext``, ``N_``, as ``python -m tabletop_core.i18n_tools extract`` finds them), looked up in
the compiled catalogue a player's language loads.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from tabletop_core.i18n import LANGUAGES, _translations

TRANSLATED = tuple(code for code in LANGUAGES if code != "en")
LANGUAGE_NAMES = {"en": "English", "fr": "French", "de": "German"}
"""In an author's report, which is in English."""


def source_messages(package: str) -> list[str]:
    """The messages of ``package``'s source (a plural by its singular), in source order."""
    from babel.messages.extract import extract_from_dir, extract_from_file

    from tabletop_core.i18n_tools import KEYWORDS, METHOD_MAP

    spec = importlib.util.find_spec(package)
    if spec is None:
        return []
    if spec.submodule_search_locations:
        found = extract_from_dir(
            str(Path(next(iter(spec.submodule_search_locations)))), METHOD_MAP, keywords=KEYWORDS
        )
        messages = [message for _file, _line, message, _comments, _context in found]
    elif spec.origin and spec.origin.endswith(".py"):
        found_in_file = extract_from_file("python", spec.origin, keywords=KEYWORDS)
        messages = [message for _line, message, _comments, _context in found_in_file]
    else:
        return []
    singular = [m[0] if isinstance(m, tuple) else m for m in messages]
    return list(dict.fromkeys(m for m in singular if m))


def untranslated(package: str, messages: list[str] | None = None) -> dict[str, list[str]]:
    """Per language other than English: the source messages its catalogue does not translate
    (``messages``: :func:`source_messages` of ``package``, when the caller has read them)."""
    if messages is None:
        messages = source_messages(package)
    missing: dict[str, list[str]] = {}
    for code in TRANSLATED:
        catalogue = getattr(_translations(package, code), "_catalog", {})
        missing[code] = [m for m in messages if m not in catalogue and (m, 0) not in catalogue]
    return missing
