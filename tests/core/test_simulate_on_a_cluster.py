"""``tabletop simulate --cluster``: the games played on a real local Dask cluster give the same
summary and the same replay bytes as one process, even when a worker is killed mid-run."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

TIMING = ("seconds", "decision_seconds")


def _simulate(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tabletop_core.cli", "simulate", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def _summary(process: subprocess.Popen[str]) -> dict[str, object]:
    out, err = process.communicate(timeout=600)
    assert process.returncode == 0, err
    summary = json.loads(out)
    for key in TIMING:
        summary.pop(key)
    return summary


def _files(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


@pytest.mark.slow
def test_a_killed_worker_changes_neither_the_summary_nor_the_replays(tmp_path: Path) -> None:
    from distributed import Client, LocalCluster

    args = ["beaver_creek", "--seats", "bot:random,bot:random", "--games", "200", "--seed", "40"]
    args += ["--json"]
    with (
        LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
        ) as cluster,
        Client(cluster.scheduler_address) as client,
    ):
        workers = client.run(os.getpid)
        on_cluster = tmp_path / "cluster"
        run = _simulate(*args, "--cluster", cluster.scheduler_address, "--replays", str(on_cluster))
        deadline = time.monotonic() + 300
        while not (on_cluster.exists() and any(on_cluster.iterdir())):
            assert run.poll() is None, run.communicate()
            assert time.monotonic() < deadline, "no game came back from the cluster"
            time.sleep(0.05)
        written_before_the_kill = len(list(on_cluster.iterdir()))
        victim = next(iter(workers.values()))
        os.kill(victim, signal.SIGKILL)
        assert run.poll() is None, "the run ended before a worker could be killed mid-run"
        assert written_before_the_kill < 200
        cluster_summary = _summary(run)

    in_one_process = tmp_path / "one"
    one_summary = _summary(_simulate(*args, "--jobs", "1", "--replays", str(in_one_process)))

    assert cluster_summary == one_summary
    assert len(_files(on_cluster)) == 200
    assert _files(on_cluster) == _files(in_one_process)


def test_without_the_extra_cluster_says_what_to_install(tmp_path: Path) -> None:
    """A real process in which ``distributed`` cannot be imported, as where it is not installed."""
    script = (
        "import sys; sys.modules['distributed'] = None\n"
        "from tabletop_core.cli import main\n"
        "sys.argv = ['tabletop', 'simulate', 'damit', '--games', '2', "
        "'--cluster', 'tcp://127.0.0.1:8786']\n"
        "main()\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode != 0
    assert done.stderr.strip().splitlines() == [
        "tabletop: --cluster needs Dask's distributed: pip install 'tabletop-core[cluster]'"
    ]


@pytest.mark.slow
def test_a_scheduler_that_does_not_answer_is_one_line() -> None:
    import socket

    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    started = time.monotonic()
    run = _simulate("damit", "--games", "2", "--cluster", f"tcp://127.0.0.1:{port}")
    out, err = run.communicate(timeout=120)
    assert run.returncode == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"tabletop: --cluster tcp://127.0.0.1:{port}: ")
    assert time.monotonic() - started < 60
