"""What the table says about saving: a banner while autosaves fail, gone once one succeeds;
save-and-quit that cannot save stays and says so; the error screen says whether the match was
saved; a match open in another process is a read-only look with one line."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl

SEATS = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]


def _texts(view) -> list[str]:
    return [label.text for label in view.canvas.texts if label.visible]


def _play(host, moves: int) -> None:
    for _ in range(moves):
        host.overlay = None  # past the hot-seat curtain
        host.reveal()
        assert host.send(host.match.legal_actions()[0]) != []
    host.reveal()


def _block_the_folder(folder: Path, aside: Path) -> None:
    """A real failing write: the autosave folder becomes a file."""
    folder.rename(aside)
    folder.write_text("in the way")


def _unblock(folder: Path, aside: Path) -> None:
    folder.unlink()
    aside.rename(folder)


def test_a_failing_autosave_shows_a_banner_until_a_save_succeeds(shell, driver, tmp_path):
    host = shell.start_match(shell.new_match("beaver_bids", SEATS, 2, None))
    _play(host, 1)
    assert host.match.flush_autosave() is None
    driver.draw()
    assert not any(text.startswith("Not saved") for text in _texts(host))

    folder, aside = host.match.autosave_path.parent, tmp_path / "aside"
    _block_the_folder(folder, aside)
    _play(host, 1)
    assert host.match.flush_autosave() is not None
    host.on_update(1 / 60)
    driver.draw()
    (banner,) = [text for text in _texts(host) if text.startswith("Not saved")]
    assert "every move tries again" in banner

    _play(host, 1)
    host.match.flush_autosave()
    host.on_update(1 / 60)
    driver.draw()
    assert any(text.startswith("Not saved") for text in _texts(host)), "stays while failing"

    _unblock(folder, aside)
    _play(host, 1)
    assert host.match.flush_autosave() is None
    host.on_update(1 / 60)
    driver.draw()
    assert not any(text.startswith("Not saved") for text in _texts(host))


def test_save_and_quit_that_cannot_save_stays_and_says_why(shell, driver, tmp_path):
    from tabletop_core.render.host import HostView
    from tabletop_core.render.launcher import LauncherView

    host = shell.start_match(shell.new_match("beaver_bids", SEATS, 2, None))
    _play(host, 2)
    assert host.match.flush_autosave() is None
    folder, aside = host.match.autosave_path.parent, tmp_path / "aside"
    _block_the_folder(folder, aside)
    _play(host, 1)
    host.open_menu()
    host.save_and_quit()
    assert isinstance(shell.window.current_view, HostView)
    assert host.overlay is None
    driver.draw()
    assert any(text.startswith("The match could not be saved") for text in _texts(host))

    _unblock(folder, aside)
    host.save_and_quit()
    assert isinstance(shell.window.current_view, LauncherView)
    from tabletop_core.replay import read_replay

    assert len(read_replay(host.match.autosave_path).actions) == 3


@pytest.mark.parametrize("saving", ["works", "fails"])
def test_the_error_screen_says_whether_the_match_was_saved(shell, driver, saving, tmp_path):
    from tabletop_core.render.error_view import ErrorView

    data = Path(os.environ["TABLETOP_DATA_DIR"])
    if saving == "fails":
        data.mkdir(parents=True, exist_ok=True)
        (data / "autosaves").write_text("in the way")
    shell.start_match(shell.new_match("crashy", SEATS, 2, None))
    driver.draw()
    error = shell.window.current_view
    assert isinstance(error, ErrorView)
    if saving == "works":
        assert "Your match was saved automatically" in error.message
    else:
        assert "Your match could NOT be saved" in error.message
        assert "saved automatically" not in error.message


HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from tabletop_core.match_lock import MatchLock

    MatchLock(Path(sys.argv[1])).acquire()  # what an open match of another window holds
    print("ready", flush=True)
    time.sleep(120)
    """
)


def test_a_match_open_in_another_process_is_a_read_only_look(shell, driver):
    from tabletop_core.render.host import HostView

    first = shell.start_match(shell.new_match("beaver_bids", SEATS, 2, None))
    _play(first, 2)
    assert first.match.save_and_close() is None
    path = first.match.autosave_path
    before = path.read_bytes()
    env = {**os.environ}
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "ready", holder.stderr.read()
        lobby = shell.show_lobby("beaver_bids")
        host = lobby.resume(path)
        assert isinstance(host, HostView)
        assert host.match.read_only == "this match is open in another window"
        host.reveal()
        driver.draw()
        assert any(text.startswith("Open in another window") for text in _texts(host))
        assert not host.can_act()
        assert host.send(host.match.legal_actions()[0]) == []
        host.undo()
        host.save_and_quit()
        assert path.read_bytes() == before
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.communicate(timeout=30)


def test_resuming_a_save_cut_off_by_a_crash_says_the_last_move_is_missing(shell, driver):
    first = shell.start_match(shell.new_match("beaver_bids", SEATS, 2, None))
    _play(first, 3)
    assert first.match.save_and_close() is None
    path = first.match.autosave_path
    path.write_bytes(path.read_bytes()[:-7])  # killed while appending the third move
    host = shell.show_lobby("beaver_bids").resume(path)
    assert len(host.match.actions) == 2
    assert host._hint.startswith("Resumed without the last move: the last action was cut off")
