"""The hook reference in docs/authoring.md is the one generated from the hookspecs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tabletop_core import hookspecs
from tabletop_core.authoring.hookdoc import embed, hook_names, hook_reference

GUIDE = Path(__file__).parents[2] / "docs" / "authoring.md"


def test_the_guide_holds_the_generated_hook_reference() -> None:
    text = GUIDE.read_text()
    assert embed(text) == text, (
        "docs/authoring.md is out of date: run "
        "`python -m tabletop_core.authoring.hookdoc --write docs/authoring.md`"
    )


def test_every_hookspec_is_documented_with_its_docstring() -> None:
    reference = hook_reference()
    assert hook_names() == [
        "tabletop_register_games",
        "tabletop_register_bots",
        "tabletop_register_views",
        "tabletop_register_art",
    ]
    for name in hook_names():
        first_line = getattr(hookspecs, name).__doc__.strip().splitlines()[0]
        assert f"#### `{name}`" in reference and first_line in reference


def test_the_generator_prints_the_reference() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tabletop_core.authoring.hookdoc"], capture_output=True, text=True
    )
    assert done.returncode == 0 and done.stdout == hook_reference()
