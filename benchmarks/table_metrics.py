"""How much of each game is table, and how much of the table is pixel arithmetic.

One line per game: the table's non-blank lines (every ``.py`` under the package's ``table/``)
against the rest of the game's package (rules, bots, text view, plugin), and the numeric
literals other than 0, ±1, 2 and 0.5 per 100 non-blank table lines; then the table's modules
over 600 lines and classes over 30 methods, if any::

    python benchmarks/table_metrics.py
"""

from __future__ import annotations

import ast
import io
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = {
    "Dam It!": "plugins/damit/tabletop_damit",
    "Mein lieber Biber": "plugins/mein_lieber_biber/tabletop_mein_lieber_biber",
    "Hamsterdam": "plugins/hamsterdam/tabletop_hamsterdam",
    "Beaver Creek": "plugins/beaver_creek/tabletop_beaver_creek",
}
PLAIN = {0, 1, 2, 0.5}
"""Literals that are not arithmetic of a layout: nothing, one, a pair, a half."""
MOST_LINES = 600
MOST_METHODS = 30


def non_blank(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.strip())


def literals(text: str) -> int:
    """The numeric literals in ``text`` other than the plain ones (a minus sign is its own token)."""
    count = 0
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.NUMBER:
            value = ast.literal_eval(token.string.replace("_", ""))
            if isinstance(value, complex) or value not in PLAIN:
                count += 1
    return count


def offenders(path: Path, text: str) -> list[str]:
    """Modules over :data:`MOST_LINES` lines, classes over :data:`MOST_METHODS` methods."""
    found = []
    lines = len(text.splitlines())
    if lines > MOST_LINES:
        found.append(f"{path.name} {lines} lines")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ClassDef):
            methods = sum(
                isinstance(part, ast.FunctionDef | ast.AsyncFunctionDef) for part in node.body
            )
            if methods > MOST_METHODS:
                found.append(f"{node.name} {methods} methods")
    return found


def measure(name: str, package: Path) -> str:
    table = rest = counted = 0
    worst: list[str] = []
    for path in sorted(package.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "table" in path.relative_to(package).parts[:-1]:
            table += non_blank(text)
            counted += literals(text)
            worst += offenders(path, text)
        else:
            rest += non_blank(text)
    ratio = table / rest if rest else float("inf")
    per_100 = 100 * counted / table if table else 0.0
    over = "; ".join(worst) or "none"
    return (
        f"{name}: table {table} / rest {rest} lines = {ratio:.2f}×, "
        f"{per_100:.1f} literals/100, over size: {over}"
    )


def main() -> None:
    for name, package in GAMES.items():
        print(measure(name, ROOT / package))


if __name__ == "__main__":
    main()
