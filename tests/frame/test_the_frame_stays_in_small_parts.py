"""The frame stays in small parts: the host, the online host and each part of the frame is a
module of at most 600 lines whose classes have at most 30 methods (properties counted), so the
next change to the frame lands in the part it is about."""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop_core.render as render

MOST_LINES = 600
MOST_METHODS = 30
RENDER = Path(render.__file__).parent
MODULES = [RENDER / "host.py", RENDER / "online_host.py", *sorted((RENDER / "frame").glob("*.py"))]


def _methods(module: Path) -> dict[str, int]:
    tree = ast.parse(module.read_text(encoding="utf-8"))
    return {
        node.name: sum(
            isinstance(part, ast.FunctionDef | ast.AsyncFunctionDef) for part in node.body
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    }


def test_each_module_of_the_frame_is_small():
    assert len(MODULES) >= 12, "the host, the online host and the frame's parts"
    long = {m.name: n for m in MODULES if (n := len(m.read_text().splitlines())) > MOST_LINES}
    assert long == {}


def test_each_class_of_the_frame_has_few_methods():
    big = {
        f"{module.name}:{name}": count
        for module in MODULES
        for name, count in _methods(module).items()
        if count > MOST_METHODS
    }
    assert big == {}
    assert _methods(RENDER / "host.py")["HostView"] < MOST_METHODS
