"""A package's asset manifest, read at the edge: ``assets/manifest.toml`` beside its code.

The manifest names every picture, font and sound the package ships, with its file, licence and
credit (see docs/authoring.md, "Pictures, fonts and sounds")::

    [pictures.beaver]
    file = "pictures/beaver.svg"
    licence = "CC0-1.0"
    credit = "Drawn for Tabletop by its authors"

    [fonts.text]
    file = "fonts/Nunito-Regular.ttf"
    family = "Nunito"
    licence = "OFL-1.1"
    licence_file = "fonts/OFL-Nunito.txt"
    credit = "Nunito by Vernon Adams and Manvel Shmavonyan"

Each entry is checked on its own, so one bad entry costs that entry only: it is reported as one
line naming the package and the entry, and every other asset (and the game) still loads. The
file is TOML read with the standard library and checked with pydantic; nothing read is
evaluated.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

Kind = Literal["pictures", "fonts", "sounds"]
KINDS: tuple[Kind, ...] = ("pictures", "fonts", "sounds")
SUFFIXES: dict[Kind, tuple[str, ...]] = {
    "pictures": (".svg", ".png"),
    "fonts": (".ttf", ".otf"),
    "sounds": (".wav", ".ogg"),
}
"""The files each kind of asset may be."""


class Entry(BaseModel):
    """One asset: its file (relative to the package's ``assets`` folder), its licence (an SPDX
    name such as ``OFL-1.1`` or ``CC0-1.0``), who made it, and where it came from."""

    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)

    file: str = Field(min_length=1)
    licence: str = Field(min_length=1)
    credit: str = Field(min_length=1)
    source: str = ""
    licence_file: str | None = None

    @field_validator("file", "licence_file")
    @classmethod
    def _inside(cls, value: str | None) -> str | None:
        if value is None:
            return value
        path = PurePosixPath(value)
        if path.is_absolute() or ".." in path.parts or "\\" in value:
            raise ValueError(f"{value!r} must be a path inside the assets folder, with /")
        return value


class FontEntry(Entry):
    """A font: also the family name it is registered under (the name a text asks for)."""

    family: str = Field(min_length=1)


MODELS: dict[Kind, type[Entry]] = {"pictures": Entry, "fonts": FontEntry, "sounds": Entry}


@dataclass(frozen=True, slots=True)
class Manifest:
    """What a manifest holds once read: the good entries by kind and name, and one line for
    each thing that was wrong."""

    package: str
    entries: dict[Kind, dict[str, Entry]] = field(default_factory=dict)
    problems: tuple[str, ...] = ()

    def get(self, kind: Kind, name: str) -> Entry | None:
        return self.entries.get(kind, {}).get(name)


def _first_error(error: ValidationError) -> str:
    """A pydantic error as a few words: the field and what is wrong with it."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    message = first["msg"]
    if first["type"] == "extra_forbidden":
        message = "not a field of an asset"
    return f"{where}: {message}" if where else message


def parse(package: str, text: str) -> Manifest:
    """Read a manifest's ``text`` for ``package``; every problem is one line naming the package
    and the entry, and costs only that entry."""
    where = f"{package} assets"
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return Manifest(package, problems=(f"{where}: the manifest is not valid TOML ({error})",))
    problems: list[str] = []
    entries: dict[Kind, dict[str, Entry]] = {kind: {} for kind in KINDS}
    for section, table in data.items():
        if section not in KINDS:
            problems.append(
                f"{where}: [{section}] is not a kind of asset (pictures, fonts or sounds)"
            )
            continue
        kind: Kind = section  # checked just above
        if not isinstance(table, dict):
            problems.append(f"{where}: {kind} must be tables of named assets")
            continue
        for name, raw in table.items():
            label = f"{where}: {kind}.{name}"
            if not isinstance(raw, dict):
                problems.append(f"{label}: must be a table (file, licence, credit)")
                continue
            try:
                entry = MODELS[kind].model_validate(raw)
            except ValidationError as error:
                problems.append(f"{label}: {_first_error(error)}")
                continue
            if PurePosixPath(entry.file).suffix.lower() not in SUFFIXES[kind]:
                allowed = " or ".join(SUFFIXES[kind])
                problems.append(f"{label}: {entry.file} is not a {allowed} file")
                continue
            entries[kind][name] = entry
    return Manifest(package, entries, tuple(problems))
