"""Every file of the core's assets folder ships in the wheel: the package data covers it (fast),
and a wheel built from the tree holds each file the manifest names (slow)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
import zipfile
from fnmatch import fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
ASSETS = ROOT / "tabletop_core" / "assets"


def _data_files() -> list[str]:
    """The assets folder's files that are not code, relative to the package."""
    package = ROOT / "tabletop_core"
    return sorted(
        str(path.relative_to(package).as_posix())
        for path in ASSETS.rglob("*")
        if path.is_file() and path.suffix not in (".py", ".pyc")
    )


def test_the_package_data_covers_every_asset_file():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = pyproject["tool"]["setuptools"]["package-data"]["tabletop_core"]
    files = _data_files()
    assert "assets/manifest.toml" in files and "assets/pictures/beaver.svg" in files
    left_out = [f for f in files if not any(fnmatch(f, pattern) for pattern in globs)]
    assert not left_out, f"not in [tool.setuptools.package-data]: {left_out}"


@pytest.mark.slow
def test_a_built_wheel_holds_the_manifest_and_every_file_it_names(tmp_path):
    from tabletop_core.assets import assets_of

    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", str(tmp_path), str(ROOT)],
        check=True,
    )  # fmt: skip
    (wheel,) = tmp_path.glob("tabletop_core-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "tabletop_core/assets/manifest.toml" in names
    assert "tabletop_core/assets/CREDITS.md" in names
    for each in assets_of("tabletop_core").assets.values():
        for file in (each.entry.file, each.entry.licence_file):
            if file is not None:
                assert f"tabletop_core/assets/{file}" in names, file


@pytest.mark.slow
@pytest.mark.parametrize("folder", ["damit", "mein_lieber_biber", "beaver_creek", "hamsterdam"])
def test_a_games_built_wheel_holds_its_key_art_and_manifest(tmp_path, folder):
    from tabletop_core.assets import assets_of

    package = f"tabletop_{folder}"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", str(tmp_path), str(ROOT / "plugins" / folder)],
        check=True,
    )  # fmt: skip
    (wheel,) = tmp_path.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert f"{package}/assets/manifest.toml" in names
    assert f"{package}/assets/CREDITS.md" in names
    assert f"{package}/assets/pictures/key-art.svg" in names
    for each in assets_of(package).assets.values():
        assert f"{package}/assets/{each.entry.file}" in names, each.entry.file
