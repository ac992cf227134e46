"""Where a game's own code raised: the file, line and function an author can open.

``tabletop check`` and the conformance kit never let a game's exception out; they report it in
one line. That line names the innermost frame of the traceback that lies in the game's package
(the author's code, not the core's that called it), e.g. ``KeyError: 5 in
tabletop_pond/rules.py line 43, in water()``. With ``TABLETOP_DEBUG=1`` the whole traceback is
printed to stderr as well.
"""

from __future__ import annotations

import os
import sys
import traceback
from pathlib import Path

from tabletop_core.messages import one_line

DEBUG = "TABLETOP_DEBUG"


def package_of(obj: object) -> str:
    """The top-level package that defines ``obj``'s class (a game's, a bot's)."""
    return type(obj).__module__.partition(".")[0]


def in_game_code(error: BaseException, package: str | None) -> str:
    """`` in FILE line N, in FUNCTION()`` for the innermost frame of ``error`` in ``package``
    (the innermost of all when ``package`` is None); "" when no frame is in it (the core's own
    failure, which names itself)."""
    frames = list(traceback.walk_tb(error.__traceback__))
    if package:
        frames = [
            (frame, line)
            for frame, line in frames
            if str(frame.f_globals.get("__name__", "")).partition(".")[0] == package
        ]
    if not frames:
        return ""
    frame, line = frames[-1]
    return f" in {_shown_path(frame.f_code.co_filename, package)} line {line}, in {frame.f_code.co_name}()"


def _shown_path(filename: str, package: str | None) -> str:
    """The file from its package's folder on (``tabletop_pond/rules.py``), or whole."""
    path = Path(filename)
    parts = path.parts
    for name in (package, "tabletop_core"):
        if name and name in parts:
            start = len(parts) - 1 - parts[::-1].index(name)
            return Path(*parts[start:]).as_posix()
        if name and path.stem == name:
            return path.name
    return str(path)


def describe(error: BaseException, package: str | None) -> str:
    """``Type: message in FILE line N, in FUNCTION()``, one line."""
    return one_line(error) + in_game_code(error, package)


def debug_traceback(error: BaseException, what: str) -> None:
    """Print the traceback of ``error`` to stderr when ``TABLETOP_DEBUG`` is set."""
    if not os.environ.get(DEBUG):
        return
    print(f"tabletop: traceback of {what} ({DEBUG}=1):", file=sys.stderr)
    traceback.print_exception(type(error), error, error.__traceback__, file=sys.stderr)
    sys.stderr.flush()
