"""Each package's assets, found through the package itself (``importlib.resources``), so they
are read the same from a source checkout, an installed wheel or a zip.

:func:`assets_of` reads a package's ``assets/manifest.toml`` once per process and keeps the
entries whose files are there; every problem (a bad entry, a missing file) is one line naming
the package and the entry, logged once and kept in :attr:`PackageAssets.problems`. Asking for
an asset that is not there gives None: the caller draws its code-painted fallback.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from importlib.resources.abc import Traversable

from tabletop_core.assets.manifest import KINDS, Entry, FontEntry, Kind, Manifest, parse

CORE = "tabletop_core"
FOLDER = "assets"
MANIFEST = "manifest.toml"

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Asset:
    """One asset whose file is there: what the manifest says of it, and the file itself."""

    package: str
    kind: Kind
    name: str
    entry: Entry
    file: Traversable

    @property
    def key(self) -> tuple[str, str]:
        """(package, file): what names the picture in the caches."""
        return self.package, self.entry.file

    @property
    def suffix(self) -> str:
        return self.entry.file.rsplit(".", 1)[-1].lower()


@dataclass(frozen=True, slots=True)
class PackageAssets:
    """The assets of one package that can be used, and what was wrong with the rest."""

    package: str
    assets: dict[tuple[Kind, str], Asset]
    problems: tuple[str, ...]

    def get(self, kind: Kind, name: str) -> Asset | None:
        return self.assets.get((kind, name))

    def of_kind(self, kind: Kind) -> list[Asset]:
        return [asset for (k, _), asset in self.assets.items() if k == kind]

    def fonts(self) -> list[tuple[Asset, FontEntry]]:
        return [(a, a.entry) for a in self.of_kind("fonts") if isinstance(a.entry, FontEntry)]


def folder(package: str) -> Traversable | None:
    """The package's assets folder, or None when the package cannot be found."""
    try:
        return resources.files(package).joinpath(FOLDER)
    except (ModuleNotFoundError, TypeError):
        return None


def read(package: str, root: Traversable | None = None) -> PackageAssets:
    """Read ``package``'s manifest (from ``root``, its assets folder, when given) and check that
    each entry's files are there."""
    root = folder(package) if root is None else root
    if root is None or not root.joinpath(MANIFEST).is_file():
        return PackageAssets(package, {}, ())
    try:
        text = root.joinpath(MANIFEST).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return PackageAssets(package, {}, (f"{package} assets: cannot read {MANIFEST} ({error})",))
    return _checked(parse(package, text), root)


def _checked(manifest: Manifest, root: Traversable) -> PackageAssets:
    problems = list(manifest.problems)
    found: dict[tuple[Kind, str], Asset] = {}
    for kind in KINDS:
        for name, entry in manifest.entries.get(kind, {}).items():
            missing = [
                each
                for each in (entry.file, entry.licence_file)
                if each is not None and not root.joinpath(*each.split("/")).is_file()
            ]
            if missing:
                problems.append(
                    f"{manifest.package} assets: {kind}.{name}: no file {FOLDER}/{missing[0]}"
                )
                continue
            file = root.joinpath(*entry.file.split("/"))
            found[(kind, name)] = Asset(manifest.package, kind, name, entry, file)
    return PackageAssets(manifest.package, found, tuple(problems))


@lru_cache(maxsize=64)
def assets_of(package: str) -> PackageAssets:
    """``package``'s assets, read once per process; each problem logged once, as one line."""
    found = read(package)
    for problem in found.problems:
        log.warning("%s", problem)
    return found


def asset(package: str, kind: Kind, name: str) -> Asset | None:
    """The asset ``name`` of ``kind`` that ``package`` ships, or None (not listed, or its file is
    missing: the caller falls back to what it paints in code)."""
    return assets_of(package).get(kind, name)
