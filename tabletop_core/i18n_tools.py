"""Keep the catalogues of every package in step with its source: extract, update, compile.

    python -m tabletop_core.i18n_tools extract   # <package>/locale/<package>.pot from the source
    python -m tabletop_core.i18n_tools update    # merge the .pot into each fr/de .po
    python -m tabletop_core.i18n_tools compile   # .po -> .mo (shipped with the package)
    python -m tabletop_core.i18n_tools all       # the three in order
    python -m tabletop_core.i18n_tools all path/to/tabletop_my_game   # a plugin's own package

Babel does the work (the same mapping as ``babel.cfg`` for ``pybabel``). Templates keep no line
numbers, so a .pot changes only when a message does.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from tabletop_core.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]


def _packages_in(root: Path) -> dict[str, Path]:
    """The core and every game package under ``plugins/`` that has catalogues (``locale/``), so a
    game added to this repository is covered without naming it here."""
    games = sorted(root.glob("plugins/*/tabletop_*/locale"))
    return {"tabletop_core": root / "tabletop_core"} | {
        locale.parent.name: locale.parent for locale in games
    }


PACKAGES: dict[str, Path] = _packages_in(ROOT)
TRANSLATED = tuple(code for code in LANGUAGES if code != "en")
PLURAL_FORMS = {"fr": (2, "(n > 1)"), "de": (2, "(n != 1)")}
"""gettext's usual two forms (CLDR gives French a third, for millions, that no message needs)."""
METHOD_MAP = [("**/authoring/templates/**.py", "ignore"), ("**.py", "python")]
KEYWORDS = DEFAULT_KEYWORDS


def template_path(package: str, folder: Path) -> Path:
    return folder / "locale" / f"{package}.pot"


def catalog_path(package: str, folder: Path, code: str, suffix: str = ".po") -> Path:
    return folder / "locale" / code / "LC_MESSAGES" / f"{package}{suffix}"


def extract(package: str, folder: Path) -> Catalog:
    """Every ``_``, ``ngettext`` and ``N_`` message in ``folder``'s Python source."""
    catalog = Catalog(project=package, version="1.0", charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
        str(folder), METHOD_MAP, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)
    ):
        catalog.add(
            message,
            None,
            [(filename, lineno)],
            auto_comments=comments,
            context=context,
        )
    return catalog


def _entries(catalog: Catalog) -> list[tuple[object, list[str]]]:
    """What a template says, without its dates: a template is rewritten only when this changes."""
    return [(message.id, [name for name, _line in message.locations]) for message in catalog]


def write_catalog(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, include_lineno=False, sort_output=False)
    path.write_bytes(buffer.getvalue())


def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=locale)


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def run(
    command: str, packages: Iterable[str] = PACKAGES, folders: dict[str, Path] | None = None
) -> None:
    """``command`` on each of ``packages`` (names of :data:`PACKAGES`, or of ``folders``: a
    plugin's package by name and folder)."""
    where = {**PACKAGES, **(folders or {})}
    for package in packages:
        folder = where[package]
        if command in ("extract", "all"):
            fresh = extract(package, folder)
            path = template_path(package, folder)
            if not path.exists() or _entries(read_catalog(path)) != _entries(fresh):
                write_catalog(fresh, path)
        if command in ("update", "all"):
            template = read_catalog(template_path(package, folder))
            for code in TRANSLATED:
                path = catalog_path(package, folder, code)
                catalog = read_catalog(path, code) if path.exists() else Catalog(locale=code)
                plurals, expression = PLURAL_FORMS[code]
                catalog.mime_headers = [
                    ("Plural-Forms", f"nplurals={plurals}; plural={expression};")
                ]
                catalog.update(template, update_header_comment=False)
                catalog.obsolete.clear()
                write_catalog(catalog, path)
        if command in ("compile", "all"):
            for code in TRANSLATED:
                path = catalog_path(package, folder, code)
                if path.exists():
                    target = catalog_path(package, folder, code, ".mo")
                    target.write_bytes(compiled(read_catalog(path, code)))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in ("extract", "update", "compile", "all"):
        print(__doc__)
        return 2
    names = args[1:] or list(PACKAGES)
    folders = {Path(name).resolve().name: Path(name).resolve() for name in names if "/" in name}
    folders.update(
        {Path(n).name: Path(n).resolve() for n in names if n not in PACKAGES and Path(n).is_dir()}
    )
    unknown = [n for n in names if n not in PACKAGES and Path(n).resolve().name not in folders]
    if unknown:
        print(f"not a package folder: {', '.join(unknown)}", file=sys.stderr)
        return 2
    run(args[0], [n if n in PACKAGES else Path(n).resolve().name for n in names], folders)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
