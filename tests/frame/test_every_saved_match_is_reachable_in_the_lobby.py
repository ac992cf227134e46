"""Every saved match of a game is reachable from its lobby at every text size: the footer's Saved
matches (a key away) opens a list of all of them in three parts — to go on with, finished or
abandoned, files that cannot be read — scrolled with the arrows; each entry says who sat where
and how far the match got. Unreadable files never take the place of a match, and "Restart this
match" files the old deal under abandoned."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key
GAMES = ("hamsterdam", "beaver_creek", "mein_lieber_biber")
UNFINISHED = 6


@pytest.fixture()
def german_at(request):
    from tabletop_core.i18n import set_language
    from tabletop_core.render.theme import set_text_scale

    yield lambda text: (set_language("de"), set_text_scale(text / 100))
    set_language("en")
    set_text_scale(1.0)


def _saves(shell, game: str) -> list[str]:
    """Six unfinished matches of Ana against a bot (a move or two each), one finished by bots,
    and two files that cannot be read; returns the unfinished matches' ids, newest last."""
    from tabletop_core.replay import SeatSpec
    from tabletop_core.storage import autosave_dir

    ids = []
    for number in range(UNFINISHED):
        seats = [SeatSpec.human("Ana"), SeatSpec.bot(f"Otto{number}", "random")]
        match = shell.new_match(game, seats, 100 + number, None)
        for _ in range(3):
            if match.is_over or not match.is_bot(match.to_act):
                break
            match.bot_step()
        assert match.save_and_close() is None
        ids.append(match.match_id)
    seats = [SeatSpec.bot("Tina", "random"), SeatSpec.bot("Hugo", "random")]
    seed = 8 if game == "beaver_creek" else 7  # a short Beaver Creek: 34 moves of physics, not 198
    finished = shell.new_match(game, seats, seed, None)
    finished.run_bots()
    assert finished.is_over and finished.save_and_close() is None
    for name in ("broken", "empty"):
        (autosave_dir() / f"{game}-{name}.json").write_text("{not json" if name == "broken" else "")
    return ids


def _to_saved_list(shell, driver, game):
    from tabletop_core.render.saved_matches import SavedMatchesView

    lobby = shell.show_lobby(game)
    driver.draw()
    for _ in range(60):  # the keyboard alone reaches the footer's Saved matches
        if lobby.focus.focused is lobby.all_saved:
            break
        driver.key(key.TAB)
    assert lobby.focus.focused is lobby.all_saved
    assert lobby.all_saved.label in [t.text for t in lobby.canvas.texts if t.visible]
    driver.key(key.ENTER)
    view = shell.window.current_view
    assert isinstance(view, SavedMatchesView)
    driver.draw()
    return lobby, view


def _walk(view, driver) -> list:
    """Every entry the arrows reach, with the words drawn for it while it was chosen."""
    seen = []
    listing = view.list
    view.focus.focus_on(listing)
    driver.key(key.HOME)
    for _ in range(len(listing.rows) + 2):
        driver.draw()
        drawn = {t.text for t in view.canvas.texts if t.visible and t.text}
        row = listing.rows[listing.chosen]
        assert row.seats in drawn and row.progress in drawn, (row, drawn)
        if row.entry not in [entry for entry, _row in seen]:
            seen.append((row.entry, row))
        before = listing.chosen
        driver.key(key.DOWN)
        if listing.chosen == before:
            break
    return seen


@pytest.mark.parametrize(
    ("game", "text"), [(game, 200) for game in GAMES] + [("hamsterdam", 100), ("damit", 150)]
)
def test_in_german_every_save_is_listed_and_reached(make_shell, driver, german_at, game, text):
    german_at(text)
    shell = make_shell(text_size=text, language="de")
    ids = _saves(shell, game)
    lobby, view = _to_saved_list(shell, driver, game)
    seen = _walk(view, driver)
    paths = [entry.path.name for entry, _row in seen]
    assert len(paths) == UNFINISHED + 1 + 2 and len(set(paths)) == len(paths)
    resume = [entry for entry, _row in seen if entry.readable and not entry.done]
    assert [entry.path.stem.split("-", 1)[1] for entry in resume] == ids[::-1]  # newest first
    done = [row for entry, row in seen if entry.readable and entry.done]
    assert len(done) == 1 and done[0].progress.startswith("beendet nach")
    broken = [row for entry, row in seen if not entry.readable]
    assert {row.seats for row in broken} == {f"{game}-broken.json", f"{game}-empty.json"}
    assert seen[-1][0] is broken[-1].entry  # the unreadable come last, apart
    first = resume[0]
    row = next(row for entry, row in seen if entry is first)
    assert row.seats == "1 Ana · 2 Otto5 (Bot, Zufall)"
    assert "gespielt" in row.progress
    headings = [r.heading for r in view.list.rows if r.entry is None]
    assert headings == [
        f"{UNFINISHED} Partien zum Weiterspielen",
        "1 beendete oder abgebrochene Partie",
        "2 Dateien, die sich nicht lesen lassen",
    ]
    # Enter on a chosen match goes on with it
    view.focus.focus_on(view.list)
    driver.key(key.HOME)
    driver.key(key.DOWN)
    chosen = view.list.rows[view.list.chosen].entry
    driver.key(key.ENTER)
    host = shell.window.current_view
    assert host.match.match_id == chosen.path.stem.split("-", 1)[1]


def test_restart_files_the_old_deal_under_abandoned(make_shell, driver):
    from tabletop_core.replay import SeatSpec
    from tabletop_core.storage import saved_matches

    shell = make_shell()
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    host = shell.start_match(shell.new_match("damit", seats, 9, None))
    driver.draw()
    driver.key(key.KEY_1)  # Ana takes the first river card
    old = host.match
    assert old.actions
    driver.key(key.ESCAPE)
    driver.draw()
    restart = next(c for c in host.focus.controls if c.label == "Restart this match")
    driver.click_rect(restart.rect)
    assert host.overlay == "restart" and host.match is old  # asked first
    driver.draw()
    yes = next(c for c in host.focus.controls if c.label == "Yes, restart")
    driver.click_rect(yes.rect)  # a click is not a deliberate press: still asked
    assert host.overlay == "restart" and host.match is old
    driver.hold_rect(yes.rect)
    assert host.match is not old
    saved = saved_matches("damit")
    assert [entry.path.name for entry in saved.done] == [f"damit-{old.match_id}.abandoned.json"]
    assert old.match_id not in {entry.path.stem.split("-", 1)[1] for entry in saved.to_resume}
    # the abandoned deal can still be taken up from the list
    driver.key(key.ESCAPE)
    driver.draw()
    quit_button = host.focus.controls[-1]
    driver.click_rect(quit_button.rect)
    lobby, view = _to_saved_list(shell, driver, "damit")
    seen = _walk(view, driver)
    abandoned = [row for entry, row in seen if entry.abandoned]
    assert len(abandoned) == 1 and abandoned[0].progress.startswith("abandoned after 1 move")
    view.focus.focus_on(view.list)  # past the list's end the arrows went on to Back
    driver.key(key.HOME)
    while view.list.rows[view.list.chosen] is not abandoned[0]:
        driver.key(key.DOWN)
    driver.key(key.ENTER)
    taken = shell.window.current_view
    assert taken is not lobby, lobby.message
    assert taken.match.match_id == old.match_id and len(taken.match.actions) == 1
