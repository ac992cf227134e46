"""How much of a game reads in each language: its messages that have no translation.

``tabletop check`` warns with the counts (a game that falls back to English in French is still
playable, so it does not fail): the messages are those of the game's own source (``_``,
``ngettext``, ``N_``, as ``python -m tabletop_core.i18n_tools extract`` finds them), looked up in
the compiled catalogue a player's language loads.
"""

from __future__ import annotations

import importlib.util
import io
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tabletop_core.i18n import LANGUAGES, _translations

TRANSLATED = tuple(code for code in LANGUAGES if code != "en")
LANGUAGE_NAMES = {"en": "English", "fr": "French", "de": "German"}
"""In an author's report, which is in English."""


def source_messages(package: str) -> list[str]:
    """The messages of ``package``'s source (a plural by its singular), in source order."""
    from babel.messages.extract import extract_from_dir, extract_from_file

    from tabletop_core.i18n_tools import KEYWORDS

    spec = importlib.util.find_spec(package)
    if spec is None:
        return []
    folder: str | None = None
    if spec.submodule_search_locations:
        folder = str(Path(next(iter(spec.submodule_search_locations))))
        files = _files_as_they_are(folder)
        read = _READ.get(folder)
        if read is not None and read[0] == files:
            return list(read[1])
        found = extract_from_dir(folder, _skipping_files_without_calls(), keywords=KEYWORDS)
        messages = [message for _file, _line, message, _comments, _context in found]
    elif spec.origin and spec.origin.endswith(".py"):
        found_in_file = extract_from_file("python", spec.origin, keywords=KEYWORDS)
        messages = [message for _line, message, _comments, _context in found_in_file]
    else:
        return []
    singular = [m[0] if isinstance(m, tuple) else m for m in messages]
    result = list(dict.fromkeys(m for m in singular if m))
    if folder is not None:
        _READ[folder] = (files, tuple(result))
    return result


_READ: dict[str, tuple[tuple[tuple[str, int, int], ...], tuple[str, ...]]] = {}
"""The messages last extracted from each package folder, with the files they were read from:
a check of the same package again (`tabletop check --all` of one distribution's games, a
second game of a package) reads them again only when a file changed."""


def _files_as_they_are(folder: str) -> tuple[tuple[str, int, int], ...]:
    """Every file under ``folder`` with its modification time and size, in walk order (the
    compiled ``__pycache__`` aside)."""
    seen: list[tuple[str, int, int]] = []
    for root, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")  # compiled, not source
        for name in sorted(filenames):
            path = os.path.join(root, name)
            try:
                status = os.stat(path)
            except OSError:
                continue
            seen.append((path, status.st_mtime_ns, status.st_size))
    return tuple(seen)


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


def _skipping_files_without_calls() -> list[tuple[str, Any]]:
    """``METHOD_MAP`` with its Python extraction reading only the files that call a keyword
    (``_(``, ``ngettext(``...) somewhere: tokenizing every module of a package is nearly all
    of the extraction, and a file with no such call has no message to find."""
    from tabletop_core.i18n_tools import KEYWORDS, METHOD_MAP

    called = re.compile(rb"\b(?:" + b"|".join(re.escape(k.encode()) for k in KEYWORDS) + rb")\s*\(")

    def python(fileobj: Any, *args: Any, **kwargs: Any) -> Iterator[Any]:
        from babel.messages.extract import extract_python

        source = fileobj.read()
        if called.search(source):
            yield from extract_python(io.BytesIO(source), *args, **kwargs)

    return [(pattern, python if method == "python" else method) for pattern, method in METHOD_MAP]
