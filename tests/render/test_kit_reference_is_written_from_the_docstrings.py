"""The kit's reference page is the one its docstrings write, and covers every public name."""

from __future__ import annotations

from pathlib import Path

from tabletop_core.render.kit import layout
from tabletop_core.render.kit.reference import READING_ORDER, reference

PAGE = Path(__file__).parents[2] / "docs" / "kit-reference.md"
ALIASES = {"Span", "Style", "Align", "Justify"}


def test_the_committed_reference_is_current():
    assert PAGE.read_text(encoding="utf-8") == reference(), (
        "run: python -m tabletop_core.render.kit.reference docs/kit-reference.md"
    )


def test_every_public_name_has_a_documented_section():
    assert set(READING_ORDER) == set(layout.__all__) - ALIASES
    page = reference()
    for name in READING_ORDER:
        section = page.split(f"## `{name}`\n", 1)[1].split("\n## ", 1)[0]
        prose = [line for line in section.splitlines() if line and not line.startswith(("`", "-"))]
        assert prose, f"{name} has no docstring"
    assert ":class:" not in page and "``" not in page.replace("```", "")
