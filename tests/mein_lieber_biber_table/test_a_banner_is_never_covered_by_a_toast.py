"""The table's banner (what just happened: a stick, the dam, a tip, a round's end) is never
covered by the host's toast (the latest log line): whenever both show, the banner's pixels are
exactly what they are with no toast at all, and the toast stands clear below it."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


def _both_showing(host, driver, match):
    """Play (Ana gently, Otto the bot) until the table's banner and the toast show together:
    the first such frame."""
    from tabletop_mein_lieber_biber.actions import Draw, Play, SkipDraw

    from tabletop_core.render.driving import bot_move

    table = host.table
    for _ in range(400):
        if match.is_over:
            return False
        if match.to_act == 0:
            legal = match.legal_actions()
            gentle = [a for a in legal if isinstance(a, Play) and a.drop == 0.0]
            draws = [a for a in legal if isinstance(a, Draw | SkipDraw)]
            host.send((gentle or draws or legal)[0])
        else:
            bot_move(host)
        driver.update(1 / 60)
        driver.draw()
        if table.choreography.banner and host.toast.showing:
            return True
    return False


@pytest.mark.parametrize("seed", [3, pytest.param(11, marks=pytest.mark.slow)])  # one fast
def test_the_banner_stays_whole_while_a_toast_shows(make_shell, driver, ana_and_bots, seed):
    match = ana_and_bots(2, seed)
    host = make_shell().start_match(match)
    table = host.table
    driver.draw()
    covered_before = 0
    checked = 0
    while _both_showing(host, driver, match) and checked < 4:
        (box,) = table.scene.notices()
        _bar, table_rect, _log, _prompt = host.layout()
        old_place, _lines = host.toast.place(table_rect, host.sizes)  # as it was placed before
        covered_before += old_place.overlaps(box)
        with_toast = driver.frame()
        toast = host.toast.rect
        assert toast is None or not toast.overlaps(box), (toast, box)
        text = host.toast.text
        host.toast.clear()
        without = driver.frame()
        crop = (int(box.left), int(with_toast.height - box.top), int(box.right),
                int(with_toast.height - box.bottom))  # fmt: skip
        assert with_toast.crop(crop).tobytes() == without.crop(crop).tobytes(), text
        checked += 1
        for _ in range(300):  # let this banner go before looking for the next (no frame needed)
            driver.update(1 / 20)
            if not table.choreography.banner:
                break
    assert checked, "the banner and a toast never showed together"
    assert covered_before, "the toast would not have covered the banner anyway"
