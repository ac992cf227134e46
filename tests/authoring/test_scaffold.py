"""`tabletop new` writes a complete plugin for any acceptable title, and never over a folder."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_core.authoring.checkup import check_up
from tabletop_core.authoring.scaffold import ScaffoldError, create_plugin
from tabletop_core.testing import SECRETS


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is a dev dependency")
def test_scaffolds_of_awkward_titles_pass_ruff(tmp_path: Path) -> None:
    roots = [create_plugin(t, tmp_path) for t in ("Beaver's Bay & Co.", "Fish", "A", "Row")]
    done = subprocess.run(
        ["ruff", "check", "--no-cache", *map(str, roots)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout


def test_a_scaffold_passes_the_whole_check_in_process(tmp_path: Path) -> None:
    root = create_plugin("Beaver's Bay & Co.", tmp_path)
    sys.path.insert(0, str(root))
    try:
        from tabletop_core import plugins

        module = importlib.import_module("tabletop_beaver_s_bay_co.plugin")
        registry = plugins.load(extra_plugins=[module], autoload=False)
        report = check_up(registry, "beaver_s_bay_co", games=1, render=False)
    finally:
        sys.path.remove(str(root))
        for name in [n for n in sys.modules if n.startswith("tabletop_beaver_s_bay_co")]:
            del sys.modules[name]
    assert report.ok, report.summary()
    assert [s.name for s in report.sections] == [
        "discovery",
        "conformance",
        "bots",
        "saves and replays",
    ]
    assert registry.get("beaver_s_bay_co").info.title == "Beaver's Bay & Co."
    (secrets,) = [c for c in report.section("conformance").checks if c.name == SECRETS]
    assert "left every view unchanged" in secrets.detail  # the scaffold declares its secrets


def test_the_scaffold_has_the_promised_files(tmp_path: Path) -> None:
    root = create_plugin("Otter Pond", tmp_path)
    files = sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())
    for expected in (
        "pyproject.toml",
        "README.md",
        "tabletop_otter_pond/RULES.md",
        "tabletop_otter_pond/rules.py",
        "tabletop_otter_pond/view.py",
        "tabletop_otter_pond/bots.py",
        "tabletop_otter_pond/plugin.py",
        "tests/test_otter_pond.py",
    ):
        assert expected in files
    pyproject = (root / "pyproject.toml").read_text()
    assert 'name = "tabletop-otter-pond"' in pyproject
    assert '[project.entry-points.tabletop]\notter_pond = "tabletop_otter_pond.plugin"' in pyproject
    readme = (root / "README.md").read_text()
    for step in ("pip install -e .", "tabletop check otter_pond", "pytest", "twine upload"):
        assert step in readme


def test_a_folder_that_is_not_empty_is_never_written_over(tmp_path: Path) -> None:
    (tmp_path / "otter_pond").mkdir()
    (tmp_path / "otter_pond" / "mine.txt").write_text("keep me")
    with pytest.raises(ScaffoldError, match="already exists"):
        create_plugin("Otter Pond", tmp_path)
    assert [p.name for p in (tmp_path / "otter_pond").iterdir()] == ["mine.txt"]
