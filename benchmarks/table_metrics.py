"""How much of each game is table, and how much of the table is pixel arithmetic.

One line per game::

    damit: table 4123 / rest 1700 = 2.43x; literals 25.0 per 100 table lines; modules over 600: -; classes over 30 methods: -

* *table*: non-blank lines of the Python files under the game package's ``table/``;
* *rest*: non-blank lines of the package's other Python files (rules, bots, text view, plugin);
* *literals*: numeric literals in the table's code (not in strings or comments) other than 0,
  ±1, 2 and 0.5, per 100 non-blank table lines;
* *modules over 600*: the package's Python files over 600 lines (all lines, as ``wc -l``);
* *classes over 30 methods*: classes with more than 30 ``def``s in their own body.

Run: ``python benchmarks/table_metrics.py`` from the repository root.
"""

from __future__ import annotations

import ast
import io
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FREE = {0, 1, 2, 0.5}
"""Numbers that are not a size: nothing, one, a half, a double."""
MODULE_LINES = 600
CLASS_METHODS = 30


def non_blank(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.strip())


def literals(text: str) -> int:
    """Numeric literals in ``text``'s code other than the free ones (a minus sign is not part
    of a literal, so -1 counts as 1)."""
    count = 0
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type != tokenize.NUMBER:
            continue
        value = ast.literal_eval(token.string)
        if isinstance(value, complex) or value not in FREE:
            count += 1
    return count


def big_classes(text: str) -> list[tuple[str, int]]:
    """(name, methods) of each class with more than :data:`CLASS_METHODS` methods."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ClassDef):
            methods = sum(
                isinstance(part, ast.FunctionDef | ast.AsyncFunctionDef) for part in node.body
            )
            if methods > CLASS_METHODS:
                found.append((node.name, methods))
    return found


def game_line(package: Path) -> str:
    table = rest = numbers = 0
    long_modules: list[str] = []
    classes: list[str] = []
    for path in sorted(package.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = non_blank(text)
        name = path.relative_to(package).as_posix()
        if "table" in path.relative_to(package).parts[:-1]:
            table += lines
            numbers += literals(text)
        else:
            rest += lines
        if len(text.splitlines()) > MODULE_LINES:
            long_modules.append(f"{name} ({len(text.splitlines())})")
        classes += [f"{name}:{cls} ({n})" for cls, n in big_classes(text)]
    game = package.name.removeprefix("tabletop_")
    ratio = table / rest if rest else float("inf")
    per_100 = 100 * numbers / table if table else 0.0
    return (
        f"{game}: table {table} / rest {rest} = {ratio:.2f}x; "
        f"literals {per_100:.1f} per 100 table lines; "
        f"modules over {MODULE_LINES}: {', '.join(long_modules) or '-'}; "
        f"classes over {CLASS_METHODS} methods: {', '.join(classes) or '-'}"
    )


def main() -> int:
    for package in sorted(ROOT.glob("plugins/*/tabletop_*")):
        if (package / "table").is_dir():
            print(game_line(package))
    return 0


if __name__ == "__main__":
    sys.exit(main())
