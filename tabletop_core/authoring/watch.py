"""Noticing that an author saved a file: poll modification times (no dependency, no threads)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

WATCHED_SUFFIXES = (".py", ".md", ".json", ".toml", ".txt")
IGNORED_PARTS = frozenset({"__pycache__", ".git", ".pytest_cache", ".ruff_cache"})


class SourceWatcher:
    """Remembers (mtime, size) of every source file under some folders; :meth:`changed` says
    which were added, edited or removed since the last call."""

    def __init__(self, roots: Iterable[Path], suffixes: tuple[str, ...] = WATCHED_SUFFIXES) -> None:
        self.roots = [Path(root) for root in roots]
        self.suffixes = suffixes
        self._seen = self._snapshot()

    def _snapshot(self) -> dict[Path, tuple[int, int]]:
        seen: dict[Path, tuple[int, int]] = {}
        for root in self.roots:
            files = [root] if root.is_file() else root.rglob("*")
            for path in files:
                if path.suffix not in self.suffixes or IGNORED_PARTS.intersection(path.parts):
                    continue
                try:
                    stat = path.stat()
                except OSError:
                    continue
                seen[path] = (stat.st_mtime_ns, stat.st_size)
        return seen

    @property
    def files(self) -> list[Path]:
        return sorted(self._seen)

    def changed(self) -> list[Path]:
        now = self._snapshot()
        different = [p for p in now.keys() | self._seen.keys() if now.get(p) != self._seen.get(p)]
        self._seen = now
        return sorted(different)
