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
        "translations",
    ]
    (words,) = report.section("translations").checks
    assert not words.warning, words.detail  # the scaffold ships its catalogues complete
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
        "tabletop_otter_pond/locale/tabletop_otter_pond.pot",
        "tabletop_otter_pond/locale/fr/LC_MESSAGES/tabletop_otter_pond.mo",
        "tabletop_otter_pond/locale/de/LC_MESSAGES/tabletop_otter_pond.mo",
    ):
        assert expected in files
    pyproject = (root / "pyproject.toml").read_text()
    assert 'name = "tabletop-otter-pond"' in pyproject
    assert '[project.entry-points.tabletop]\notter_pond = "tabletop_otter_pond.plugin"' in pyproject
    readme = (root / "README.md").read_text()
    for step in ('pip install -e ".[dev]"', "tabletop check otter_pond", "pytest", "twine upload"):
        assert step in readme


def test_a_folder_that_is_not_empty_is_never_written_over(tmp_path: Path) -> None:
    (tmp_path / "otter_pond").mkdir()
    (tmp_path / "otter_pond" / "mine.txt").write_text("keep me")
    with pytest.raises(ScaffoldError, match="already exists"):
        create_plugin("Otter Pond", tmp_path)
    assert [p.name for p in (tmp_path / "otter_pond").iterdir()] == ["mine.txt"]


def test_dir_is_the_plugin_folder_itself_and_the_players_follow_the_range(tmp_path: Path) -> None:
    from tabletop_core.authoring.scaffold import parse_players

    root = create_plugin("Otter Pond", tmp_path, players=parse_players("3-7"), into=tmp_path / "D")
    assert root == tmp_path / "D" and (root / "pyproject.toml").is_file()
    package = root / "tabletop_otter_pond"
    rules = (package / "rules.py").read_text()
    assert "min_players=3," in rules and "max_players=7," in rules
    assert "Three to seven players" in (package / "RULES.md").read_text()
    every_file = "\n".join(p.read_text() for p in root.rglob("*.py"))
    assert "2 to 4" not in every_file and "new_state(2," not in every_file
    assert 'VERSION = "0.1.0"' in (package / "_version.py").read_text()
    pyproject = (root / "pyproject.toml").read_text()
    assert 'version = { attr = "tabletop_otter_pond._version.VERSION" }' in pyproject
    assert 'dev = ["pytest>=8", "ruff>=0.4"]' in pyproject
    with pytest.raises(ValueError, match="--players must"):
        parse_players("9-12")


def test_the_scaffold_sizes_its_text_as_the_guide_says(tmp_path: Path) -> None:
    view = (create_plugin("Otter Pond", tmp_path) / "tabletop_otter_pond" / "view.py").read_text()
    assert "table_sizes(table_scale(rect)" in view and "scale_for" not in view
    guide = (Path(__file__).parents[2] / "docs" / "authoring.md").read_text()
    assert "theme.table_sizes(theme.table_scale(rect)" in guide


def test_the_scaffold_catalogues_translate_every_message_it_extracts(tmp_path: Path) -> None:
    from tabletop_core.i18n_tools import read_catalog

    locale = create_plugin("Otter Pond", tmp_path) / "tabletop_otter_pond" / "locale"
    extracted = {m.id for m in read_catalog(locale / "tabletop_otter_pond.pot") if m.id}
    assert len(extracted) >= 15
    for code in ("fr", "de"):
        catalog = read_catalog(locale / code / "LC_MESSAGES" / "tabletop_otter_pond.po", code)
        translated = {
            m.id
            for m in catalog
            if m.id and not m.fuzzy and all(m.string if isinstance(m.string, tuple) else [m.string])
        }
        assert extracted <= translated, extracted - translated


def test_the_default_scaffold_speaks_of_the_authors_game_by_its_title(tmp_path: Path) -> None:
    """The rules and README of a scaffold titled "Lantern Hands" name Lantern Hands and never
    describe another game ("fish in one pond") as if it were the author's."""
    root = create_plugin("Lantern Hands", tmp_path)
    rules = (root / "tabletop_lantern_hands" / "RULES.md").read_text()
    readme = (root / "README.md").read_text()
    first_rules = rules.split("\n\n")[1]
    first_readme = readme.split("\n\n")[1]
    assert "play Lantern Hands" in first_rules, first_rules
    assert "Lantern Hands is a game for Tabletop" in first_readme, first_readme
    for text in (rules, readme):
        assert "fish in one pond" not in text and "players fish" not in text
