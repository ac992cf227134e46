"""Every performance figure of docs/architecture.md ("Performance budgets"), measured and
compared with its budget.

    python benchmarks/run.py [--json] [--quick] [--only NAME ...]

Each figure is measured several times after a warm-up and the median reported. ``--quick`` makes
every measurement short (a smoke run that keeps the harness from rotting; its numbers are rough).
Rendering figures need a display or ``ARCADE_HEADLESS=1`` (set automatically when there is no
DISPLAY). Exit status 0 even when a budget is missed: the report says so, the suite decides.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from figures import (  # noqa: E402
    answers,
    bots,
    frames,
    idle,
    physics,
    playouts,
    saves,
    simulate,
    startup,
    tiles,
)
from harness import Figure  # noqa: E402

GROUPS = {
    "playouts": playouts.figures,
    "simulate": simulate.figures,
    "bots": bots.figures,
    "physics": physics.figures,
    "frames": frames.figures,
    "startup": startup.figures,
    "tiles": tiles.figures,
    "saves": saves.figures,
    "answers": answers.figures,
    "idle": idle.figures,
}


def machine() -> dict[str, object]:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    renderer = "unknown"
    try:
        probe = subprocess.run(
            [sys.executable, str(HERE / "figures" / "gl_renderer.py")],
            capture_output=True,
            text=True,
            timeout=60,
        )
        renderer = probe.stdout.strip() or renderer
    except (OSError, subprocess.TimeoutExpired):
        pass
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "system": f"{platform.system()} {platform.release()}",
        "renderer": renderer,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description="Measure every performance budget.")
    parser.add_argument("--json", action="store_true", help="print JSON on stdout")
    parser.add_argument("--quick", action="store_true", help="short smoke measurements")
    parser.add_argument("--only", nargs="*", choices=sorted(GROUPS), help="only these groups")
    parser.add_argument("--markdown", action="store_true", help="print the README table")
    parser.add_argument(
        "--markdown-from", metavar="FILE", help="print the README table of a saved --json report"
    )
    args = parser.parse_args()
    if args.markdown_from:
        print(markdown(json.loads(Path(args.markdown_from).read_text())))
        return 0
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")

    started = time.perf_counter()
    figures: list[Figure] = []
    scaling: list[dict[str, object]] = []
    for name, measure in GROUPS.items():
        if args.only and name not in args.only:
            continue
        if not args.json:
            print(f"measuring {name}...", file=sys.stderr)
        got, tables = measure(quick=args.quick)
        figures.extend(got)
        scaling.extend(tables)
        if not args.json:
            for figure in got:
                mark = "ok " if figure.ok else "MISSED"
                print(
                    f"  {mark} {figure.name}: {figure.value:,.3f} {figure.unit} (budget {figure.budget_text()})"
                )

    report = {
        "figures": [f.as_json() for f in figures],
        "scaling": scaling,
        "machine": machine(),
        "seconds": round(time.perf_counter() - started, 1),
        "quick": args.quick,
    }
    if args.json:
        print(json.dumps(report, indent=2))
    elif args.markdown:
        print(markdown(report))
    else:
        for table in scaling:
            print(f"\n{table['title']}")
            print("  " + " | ".join(str(c) for c in table["columns"]))
            for row in table["rows"]:
                print("  " + " | ".join(str(c) for c in row))
        missed = [f.name for f in figures if not f.ok]
        print(
            f"\n{len(figures)} figures in {report['seconds']} s; missed: {', '.join(missed) or 'none'}"
        )
    return 0


def markdown(report: dict) -> str:
    """The README's Performance section: the figures, the scaling tables, the machine."""
    lines = ["| figure | value | budget | met |", "|---|---:|---|---|"]
    for f in report["figures"]:
        budget = "—" if f["budget"] is None else f"{f['budget']:g} {f['unit']}"
        value = "not measured" if f["value"] is None else f"{f['value']:,.3g} {f['unit']}"
        if f["value"] is not None and f["value"] >= 1000:
            value = f"{f['value']:,.0f} {f['unit']}"
        met = "yes" if f["ok"] and f["budget"] is not None else ("no" if not f["ok"] else "")
        lines.append(f"| {f['name']} | {value} | {budget} | {met} |")
    for table in report["scaling"]:
        lines += ["", f"**{table['title']}**", ""]
        lines.append("| " + " | ".join(str(c) for c in table["columns"]) + " |")
        lines.append("|" + "---|" * len(table["columns"]))
        for row in table["rows"]:
            lines.append("| " + " | ".join(str(c) for c in row) + " |")
    m = report["machine"]
    lines += [
        "",
        f"Measured on {m['cpu']} ({m['cores']} cores, {m['system']}), Python {m['python']}, "
        f"{m['renderer']}; the run took {report['seconds']:.0f} s.",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
