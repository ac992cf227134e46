"""Compiled modules kept between runs even with ``PYTHONDONTWRITEBYTECODE`` set.

With that variable set, every run (and every command a test starts) would compile each module,
and pytest rewrite each test module and each installed pytest plugin's modules, from source
again: two thirds of the CPU of collecting the fast tier, and a second in every pytest process.
The compiled code is kept in ``.pytest_cache/pycache`` instead, a folder of this checkout git
already ignores, so the source folders stay as clean as asked.

pyproject's ``addopts`` loads this module with ``-p`` (``pythonpath`` finds it here), before
pytest imports the installed plugins, which it rewrites too; the environment it leaves is
inherited by pytest-xdist's workers and by every command a test starts.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def _cache_compiled_modules() -> None:
    if not sys.dont_write_bytecode or sys.pycache_prefix:
        return
    prefix = Path(__file__).resolve().parent.parent.parent / ".pytest_cache" / "pycache"
    sys.pycache_prefix = str(prefix)
    sys.dont_write_bytecode = False
    os.environ["PYTHONPYCACHEPREFIX"] = str(prefix)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


_cache_compiled_modules()
