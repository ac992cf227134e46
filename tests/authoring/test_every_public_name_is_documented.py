"""Every public name of the conformance kit (``tabletop_core.testing``), the components
(``tabletop_core.components``), the declared secrets (``tabletop_core.secrets``) and the table
kit (``tabletop_core.render.kit``) is documented: written as code in docs/authoring.md,
docs/kit-reference.md or docs/components.md. So is each
name authors were seen reading in the source for want of a word in the docs."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from pathlib import Path

import pytest

DOCS = Path(__file__).parents[2] / "docs"
PAGES = ("authoring.md", "kit-reference.md", "components.md")
PACKAGES = ("tabletop_core.components", "tabletop_core.render.kit")


def modules() -> list[str]:
    found = ["tabletop_core.testing", "tabletop_core.secrets"]
    for name in PACKAGES:
        package = importlib.import_module(name)
        found.append(name)
        found += [f"{name}.{m.name}" for m in pkgutil.iter_modules(package.__path__)]
    return found


def public_names(module_name: str) -> set[str]:
    """The names a module defines at its top level (functions, classes, assignments) and those
    it lists in ``__all__``, except those starting with ``_``."""
    module = importlib.import_module(module_name)
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    names = set(getattr(module, "__all__", ()))
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return {name for name in names if not name.startswith("_")}


def code_of(text: str) -> str:
    """The code of markdown: fenced blocks and inline code spans, not the prose (where a word
    such as "Row" or "main" would count by accident)."""
    fence = re.compile(r"^ *```.*?^ *```", flags=re.M | re.S)
    blocks = fence.findall(text)
    # a code span opens with a run of backticks and closes with a run as long (``a`b``)
    spans = re.finditer(r"(`+)(.+?)(?<!`)\1(?!`)", fence.sub("", text), flags=re.S)
    return "\n".join(blocks + [m.group(2) for m in spans])


def documented_code() -> str:
    return code_of("\n".join((DOCS / page).read_text(encoding="utf-8") for page in PAGES))


def undocumented(names: set[str], code: str) -> list[str]:
    return sorted(n for n in names if not re.search(rf"(?<![\w.]){re.escape(n)}\b", code))


@pytest.mark.parametrize("module_name", modules())
def test_every_public_name_of_the_module_is_documented(module_name: str) -> None:
    missing = undocumented(public_names(module_name), documented_code())
    assert not missing, (
        f"{module_name}: {', '.join(missing)} not documented in docs/{' or docs/'.join(PAGES)}"
    )


def test_the_names_read_in_the_source_have_their_own_section() -> None:
    guide = (DOCS / "authoring.md").read_text(encoding="utf-8")
    for heading in (
        "#### `Rect`",
        "#### `Button`",
        "#### `Palette`, `table_scale` and `table_sizes`",
        "#### `ISMCTSBot(...)`",
        "#### The `Deck` API",
        "#### `Driver`",
        "#### `TurnOrder`",
        "#### The conformance kit, name by name",
    ):
        assert heading in guide, heading
    section = guide[guide.index("#### `ISMCTSBot(...)`") :]
    for parameter in ("iterations=", "exploration=", "rollout=", "rollout_depth=", "evaluate="):
        assert parameter in section.split("####")[1], parameter


def test_a_new_undocumented_name_is_noticed() -> None:
    """The check itself: a name nobody wrote about, or wrote only in prose, is reported; one
    written as code (in a span, a double-backtick span or a fenced block) is not."""
    assert undocumented({"surely_nobody_wrote_this", "assert_conforms"}, documented_code()) == [
        "surely_nobody_wrote_this"
    ]
    assert undocumented({"Row"}, code_of("a Row of prose")) == ["Row"]
    assert undocumented({"Row"}, code_of("use ``Row(4)`` and `x`")) == []
    assert undocumented({"Row"}, code_of("```python\nRow(4)\n```\n")) == []
    assert undocumented({"Row"}, code_of("`a` Row `b`")) == ["Row"]
