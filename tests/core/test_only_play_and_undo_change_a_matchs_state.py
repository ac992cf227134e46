"""A match's state, actions and log change in two places only: playing an action (``act``, and
the bots' written-out copy of its fast path) and undo's replay. Saving, loading and the rest read
them, so a save can never hold a history the match did not play. Checked on the source of each
part of :class:`~tabletop_core.match.Match`, so a new part that writes to them is caught."""

from __future__ import annotations

import ast
import inspect

from tabletop_core import match as match_module
from tabletop_core.match import Match

HISTORY = {"state", "actions", "log"}
WRITERS = {
    "MatchCore.__init__",
    "MatchCore._apply",
    "BotTurns.bot_step",
    "Undoing.undo",
}
CHANGING = {"append", "extend", "insert", "pop", "clear", "remove", "__setitem__", "__delitem__"}
MOVES = {"apply", "advance", "_advance"}  # the rules' calls that change the state handed to them


def _parts() -> list[type]:
    return [part for part in Match.__mro__ if part.__module__.startswith("tabletop_core.match")]


def _history_writes(part: type) -> set[str]:
    """The methods of ``part`` that assign, delete or call a changing method on
    ``self.state``/``self.actions``/``self.log`` (or a local name bound to one of them)."""
    tree = ast.parse(inspect.getsource(inspect.getmodule(part)))
    writers: set[str] = set()
    for klass in ast.walk(tree):
        if not isinstance(klass, ast.ClassDef) or klass.name != part.__name__:
            continue
        for method in klass.body:
            if not isinstance(method, ast.FunctionDef):
                continue
            aliases = {
                target.id
                for node in ast.walk(method)
                if isinstance(node, ast.Assign) and _is_self_history(node.value)
                for target in node.targets
                if isinstance(target, ast.Name)
            }
            for node in ast.walk(method):
                if _writes(node, aliases):
                    writers.add(f"{part.__name__}.{method.name}")
    return writers


def _writes(node: ast.AST, aliases: set[str]) -> bool:
    """Whether ``node`` assigns, deletes or changes in place a part of the history."""
    if isinstance(node, ast.Assign | ast.Delete):
        return any(
            _is_history(inner, aliases) for target in node.targets for inner in _flat(target)
        )
    if isinstance(node, ast.AugAssign | ast.AnnAssign):
        return _is_history(node.target, aliases)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr in MOVES:
            return True
        changed = node.func.value
        held = isinstance(changed, ast.Name) and changed.id in aliases
        return node.func.attr in CHANGING and (held or _is_history(changed, aliases))
    return False


def _is_self_history(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Attribute)
        and node.attr in HISTORY
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
    )


def _flat(target: ast.expr) -> list[ast.expr]:
    if isinstance(target, ast.Tuple | ast.List):
        return [inner for element in target.elts for inner in _flat(element)]
    return [target]


def _is_history(node: ast.expr, aliases: set[str]) -> bool:
    """Whether writing to ``node`` changes the history: ``self.log``, ``self.actions[3]``,
    ``actions[3]`` for ``actions = self.actions`` (but not rebinding the local name itself)."""
    inside = False
    while isinstance(node, ast.Subscript):
        node, inside = node.value, True
    if isinstance(node, ast.Name):
        return node.id in aliases and inside
    return _is_self_history(node)


def test_match_is_put_together_from_parts_each_in_its_own_module():
    modules = {part.__module__ for part in _parts()}
    assert match_module.__name__ in modules
    assert len(modules) >= 5, modules


def test_only_playing_and_undo_write_the_state_the_actions_or_the_log():
    writes = set().union(*(_history_writes(part) for part in _parts()))
    assert writes == WRITERS
