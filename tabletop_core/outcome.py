"""What a finished match records beyond its actions, so a replay can be checked as a whole.

* The **digest** of every event the match produced, in order (the seat that acted, each event's
  type and fields; floats exactly; a field whose metadata says ``digest=False``, such as frames
  a table animates that show what the other fields decided, left out): two runs of the same replay agree on it exactly when the
  rules told the same story, down to the last coordinate of a physics world. A save records it
  once the game is over; ``tabletop replay --check`` recomputes and compares it.
* The **physics engine's version** for games that use physics (tagged ``dexterity``): pymunk
  re-simulates bit for bit only within one version, so a replay made under another one may
  differ; loading it then says so in one line (a warning, not a refusal).
"""

from __future__ import annotations

import dataclasses
import enum
import json
import sys
from collections.abc import Iterable
from typing import Any

DIGEST_PREFIX = "sha256:"
DIGEST_PATTERN = r"^sha256:[0-9a-f]{64}$"
PHYSICS_TAG = "dexterity"


def events_digest(log: Iterable[Any]) -> str:
    """``sha256:…`` of a match's log (entries with ``seat`` and ``events``), in order."""
    import hashlib  # here: loading OpenSSL costs commands that never save (simulate) ~10 ms

    digest = hashlib.sha256()
    for entry in log:
        line = [entry.seat, [_plain(event) for event in entry.events]]
        digest.update(json.dumps(line, ensure_ascii=False, separators=(",", ":")).encode())
        digest.update(b"\n")
    return DIGEST_PREFIX + digest.hexdigest()


def _plain(value: Any) -> Any:
    """JSON-ready data that depends only on the value (never on where it lives in memory)."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return repr(value)  # exact, and NaN or infinity without breaking JSON
    if isinstance(value, enum.Enum):
        return [type(value).__qualname__, value.name]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {
            f.name: _plain(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.metadata.get("digest", True)
        }
        return [type(value).__qualname__, fields]
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return sorted([str(key), _plain(item)] for key, item in value.items())
    if isinstance(value, set | frozenset):
        return sorted(json.dumps(_plain(item), sort_keys=True) for item in value)
    return type(value).__qualname__


def uses_physics(game: Any) -> bool:
    return PHYSICS_TAG in game.info.tags


def physics_version() -> str:
    """``pymunk 7.1.0``: the engine that simulates the dexterity games here."""
    module = sys.modules.get("pymunk")
    version = getattr(module, "version", None)
    if not version:
        from importlib import metadata

        try:
            version = metadata.version("pymunk")
        except metadata.PackageNotFoundError:
            version = "not installed"
    return f"pymunk {version}"


def physics_note(recorded: str | None, game: Any) -> str | None:
    """One line when a physics game's replay was made with another physics engine version."""
    if recorded is None or not uses_physics(game):
        return None
    installed = physics_version()
    if recorded == installed:
        return None
    return (
        f"recorded with {recorded}, replayed with {installed}: the physics may come out differently"
    )
