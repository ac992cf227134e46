"""A real package of assets made for a test: a folder on ``sys.path`` with an ``assets`` folder,
found through ``importlib.resources`` as an installed game's are."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

import pytest

_names = itertools.count()

CIRCLE_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20">'
    '<ellipse cx="20" cy="10" rx="19" ry="9" fill="#8A5A34"/></svg>'
)


@pytest.fixture()
def circle_svg() -> str:
    """A 40 × 20 SVG: a brown ellipse filling it."""
    return CIRCLE_SVG


@pytest.fixture()
def make_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[..., str]:
    """``make_package(manifest, files, code)``: an importable package whose
    ``assets/manifest.toml`` is ``manifest``, whose assets folder holds ``files`` (path → bytes
    or text) and whose ``__init__.py`` is ``code``; its name."""
    monkeypatch.syspath_prepend(str(tmp_path))

    def make(manifest: str, files: dict[str, bytes | str] | None = None, code: str = "") -> str:
        name = f"asset_test_package_{next(_names)}"
        root = tmp_path / name
        (root / "assets").mkdir(parents=True)
        (root / "__init__.py").write_text(code, encoding="utf-8")
        (root / "assets" / "manifest.toml").write_text(manifest, encoding="utf-8")
        for path, content in (files or {}).items():
            target = root / "assets" / path
            target.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, str):
                target.write_text(content, encoding="utf-8")
            else:
                target.write_bytes(content)
        return name

    return make
