"""Every dam on the Hamsterdam table is a picture of a dam between the sea and a town: a strip of
sea left of its first card (the flood wave comes from there), a town of houses behind its last
card whose water stands higher the more flood tokens it holds, and compact figures ("2/3" beside
a token, the reinforcements beside a hamster) instead of the sentences that stood for them. The
words stay a hover away. When the wave brings a token into a town, its water rises then, not
before. Real drawing in the headless window, pixels read back from it."""

from __future__ import annotations

import random

import pytest

from tabletop_core.render.driving import bot_move

pytestmark = pytest.mark.gl

SENTENCES = ("town", "breach at", "reserve", "tokens")


def _shell(make_shell, registry, *, reduced=True, text_size=100, language="en"):
    return make_shell(
        registry, bot_pacing=10, reduced_motion=reduced, text_size=text_size, language=language
    )


def _match(registry, players: int, seed: int):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    names = ("Otto", "Ida", "Benny")
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "random") for n in names[: players - 1]]
    bots = {i: registry.make_bot("hamsterdam", "random") for i in range(1, players)}
    game = registry.get("hamsterdam").game
    return Match(game, seats, seed, None, bots=bots, autosave=False)


def _play_until(match, wanted, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(3000):
        if wanted(match.state):
            return
        legal = match.legal_actions()
        match.act(legal[rng.randrange(len(legal))])
    raise AssertionError("the position never came")


def _rows(table):
    """(seat, layout row) of every dam drawn with its cards."""
    from tabletop_hamsterdam.table.paint import row_of

    scene = table.scene.shown
    shown = table.scene.layout.others_shown
    return [
        (seat, row_of(scene, seat))
        for seat in range(scene.view.players)
        if row_of(scene, seat) < 0 or shown == "full"
    ]


def _pixels(frame, rect, height: int = 720):
    """The frame's pixels inside ``rect`` (table coordinates, y up), as rows top to bottom."""
    left, right = int(rect.left + 1), int(rect.right - 1)
    top, bottom = int(height - rect.top + 1), int(height - rect.bottom - 1)
    return [[frame.getpixel((x, y)) for x in range(left, right)] for y in range(top, bottom)]


def _watery(pixel) -> bool:
    r, g, b = pixel[:3]
    return b >= 100 and b >= g and b - r >= 60


def _water_share(frame, town) -> float:
    """How high the water stands in a town picture: the share of its height from its bottom
    to the highest row that is water most of the way across."""
    rows = _pixels(frame, town)
    for k, row in enumerate(rows):
        if sum(_watery(p) for p in row) >= 0.8 * len(row):
            return (len(rows) - k) / len(rows)
    return 0.0


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_sea_left_of_every_dam_and_a_town_behind_it_inside_its_row(
    window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch, driver, players, text_size
):
    from tabletop_hamsterdam.state import DAM_SIZE, MOVE

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = _shell(tabletop_shell, hamsterdam_registry, text_size=text_size)
    match = _match(hamsterdam_registry, players, 5)
    _play_until(match, lambda s: s.stage == MOVE, 5)
    host = shell.start_match(match)
    table = host.table
    frame = driver.frame()
    layout = table.scene.layout
    rows = _rows(table)
    assert len(rows) == players or layout.others_shown != "full"
    for seat, row in rows:
        room = layout.main_row if row < 0 else layout.other_row(row)
        sea, town = layout.sea(row), layout.town(row)
        first, last = layout.card(row, 0), layout.card(row, DAM_SIZE - 1)
        for place in (sea, town, layout.row_span(row)):
            assert room.left <= place.left and place.right <= room.right, (seat, place, room)
            assert room.bottom <= place.bottom and place.top <= room.top, (seat, place, room)
        assert sea.right <= first.left and last.right <= town.left
        pixels = [p for line in _pixels(frame, sea) for p in line]
        share = sum(_watery(p) for p in pixels) / len(pixels)
        assert share > 0.8, f"seat {seat}: {share:.0%} of the sea strip is water-coloured"
        assert town.width >= 30 * layout.scale and town.height >= 0.9 * first.height
        assert first.width >= 0.4 * layout.card_size[0], "the small cards stay readable"


def test_the_dam_rows_show_figures_not_sentences(
    window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch, driver
):
    from tabletop_hamsterdam.pieces import next_breach_at as breach_at

    from tabletop_core.render.legibility import canvases_of, visible_labels

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = _shell(tabletop_shell, hamsterdam_registry)
    match = _match(hamsterdam_registry, 4, 7)
    _play_until(match, lambda s: any(d.town >= 1 for d in s.dams), 7)
    host = shell.start_match(match)
    table = host.table
    driver.draw()
    layout = table.scene.layout
    labels = visible_labels(canvases_of(table))
    texts = [label.text for label in labels]
    rows = [layout.main_row] + [layout.other_row(k) for k in range(len(table.scene.shown.rows))]
    on_dams = [x.text for x in labels if any(r.contains(x.x, x.y) for r in rows)]
    assert len(on_dams) >= 3 * len(rows)
    for text in on_dams:
        assert not any(word in text for word in SENTENCES), f"a sentence is left: {text!r}"
    dams = match.state.dams
    for seat, dam in enumerate(dams):
        assert f"{dam.town}/{breach_at(dam.town)}" in texts, f"seat {seat}'s town figure"
    for seat in table.scene.shown.rows:
        assert str(len(dams[seat].reserves)) in texts, f"seat {seat}'s reinforcements figure"


def test_the_water_stands_higher_in_a_town_with_more_tokens(
    window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch, driver
):
    from tabletop_hamsterdam.state import MOVE

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = _shell(tabletop_shell, hamsterdam_registry)
    match = _match(hamsterdam_registry, 3, 11)

    def spread(state) -> bool:
        towns = sorted(d.town for d in state.dams)
        return state.stage == MOVE and towns[0] == 0 and towns[-1] >= 2

    _play_until(match, spread, 11)
    host = shell.start_match(match)
    table = host.table
    frame = driver.frame()
    layout = table.scene.layout
    seen = sorted(
        (match.state.dams[seat].town, _water_share(frame, layout.town(row)))
        for seat, row in _rows(table)
    )
    towns = [town for town, _share in seen]
    assert towns[0] == 0 and towns[-1] >= 2, seen
    assert seen[0][1] < 0.05, f"a dry town shows no water: {seen}"
    for (low, low_share), (high, high_share) in zip(seen, seen[1:], strict=False):
        if high > low:
            assert high_share > low_share + 0.05, seen
    for _seat, row in _rows(table):
        assert layout.town(row).top <= (layout.main_row if row < 0 else layout.other_row(row)).top


def test_the_water_rises_when_the_wave_brings_the_token_not_before(
    window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch, driver
):
    from tabletop_hamsterdam.events import Seeped
    from tabletop_hamsterdam.table.fx import RISE

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = _shell(tabletop_shell, hamsterdam_registry, reduced=False)
    match = _match(hamsterdam_registry, 3, 4)
    host = shell.start_match(match)
    table = host.table
    rng = random.Random(4)
    driver.draw()
    for _ in range(3000):
        table.choreography.fx.finish()
        table.choreography.update(0.0)  # the finished moves settle without a frame drawn for each
        towns = [d.town for d in match.state.dams]
        if match.is_bot(match.to_act):
            events = bot_move(host)
        else:
            legal = match.legal_actions()
            events = host.act_for_seat_to_act(legal[rng.randrange(len(legal))])
        seeps = [e for e in events if type(e) is Seeped]
        if seeps and table.choreography.fx.busy:
            break
    else:
        raise AssertionError("no seep")
    seep = seeps[0]
    seat = seep.seat
    row = dict(_rows(table))[seat]
    town = table.scene.layout.town(row)
    span = table.scene.layout.row_span(row)
    before = _water_share(driver.frame(), town)
    assert not table.choreography.reached(seep)
    assert before == pytest.approx(_water_share_for(towns[seat], town), abs=0.04)
    moment = next(clock for event, clock in table.choreography.fx.moments if event is seep)
    while table.choreography.fx.clock + 1 / 60 < moment:
        driver.update(1 / 60)
        for seg in table.choreography.fx.segments:
            if seg.sprite.visible and seg.sprite.width >= span.width * 0.2:
                left = seg.sprite.center_x - seg.sprite.width / 2
                right = seg.sprite.center_x + seg.sprite.width / 2
                if seg.sprite.height >= span.height:  # the wave
                    assert span.left - 1 <= left and right <= span.right + 1
    assert not table.choreography.reached(seep)
    assert _water_share(driver.frame(), town) == pytest.approx(before, abs=0.02)
    for _ in range(int((RISE + 0.1) * 60)):
        driver.update(1 / 60)
    assert table.choreography.reached(seep) or not table.choreography.busy
    risen = _water_share(driver.frame(), town)
    assert risen > before + 0.05, (before, risen)
    for _ in range(600):
        if not table.choreography.busy:
            break
        driver.update(1 / 60)
    final = _water_share(driver.frame(), town)
    assert final == pytest.approx(_water_share_for(match.state.dams[seat].town, town), abs=0.04), (
        "the still picture after the wave shows the town as it is"
    )


def _water_share_for(tokens: int, town) -> float:
    from tabletop_hamsterdam.table.shore import water_height, water_level

    return water_height(water_level(tokens), town.height) / town.height


@pytest.mark.parametrize(("text_size", "language"), [(100, "en"), (200, "de")])
def test_hovering_a_town_tells_it_in_words(
    window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch, driver, text_size, language
):
    from tabletop_core import i18n

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    i18n.set_language(language)
    try:
        _hover_each_town(tabletop_shell, hamsterdam_registry, driver, text_size, language)
    finally:
        i18n.set_language("en")


def _hover_each_town(tabletop_shell, hamsterdam_registry, driver, text_size, language):
    from tabletop_hamsterdam.table.paint import town_words

    from tabletop_core.render.legibility import canvases_of, reading_problems, visible_labels

    shell = _shell(tabletop_shell, hamsterdam_registry, text_size=text_size, language=language)
    match = _match(hamsterdam_registry, 3, 7)
    _play_until(match, lambda s: any(d.town >= 1 for d in s.dams), 7)
    host = shell.start_match(match)
    table = host.table
    driver.draw()
    _bar, table_rect, _log, _prompt = host.layout()
    layout = table.scene.layout
    for seat, row in _rows(table):
        for place in (layout.town(row), layout.sea(row)):
            driver.hover(place.center_x, place.center_y)
            driver.draw()
            assert table.controller.cursor.hover_town == seat
            texts = [label.text for label in visible_labels(canvases_of(table))]
            shown = [words for words in town_words(table.scene.shown, seat) if words in texts]
            assert shown, f"seat {seat}'s town in words among {texts}"
            assert str(match.state.dams[seat].town) in shown[0]
            assert reading_problems(canvases_of(table), table_rect) == []
    if layout.others_shown != "aside":
        cell = layout.other_cells(0)[1]  # the reinforcements
        driver.hover(cell.center_x, cell.center_y)
        driver.draw()
        assert table.controller.cursor.hover_town == table.scene.shown.rows[0]
    driver.hover(table_rect.left + 3, table_rect.bottom + 3)
    driver.draw()
    assert table.controller.cursor.hover_town is None
