"""The flood animating across every dam at once and breaches flipping cards, the motion
settings, the drag relay, and four dams fitting a 1280×720 window."""

from __future__ import annotations

import random

import pytest
from tabletop_hamsterdam.state import DAM_SIZE
from tabletop_hamsterdam.table.layout import Room, TableLayout

from tabletop_core.render.geometry import Rect


def test_four_dams_fit_a_1280_by_720_table_with_the_acting_dam_largest():
    layout = TableLayout(Rect(0, 56, 960, 616), others=3)
    table = layout.rect
    big = [layout.card(-1, p) for p in range(DAM_SIZE)]
    rows = [[layout.card(r, p) for p in range(DAM_SIZE)] for r in range(3)]
    for card in big + [c for row in rows for c in row]:
        assert table.left <= card.left and card.right <= table.right
        assert table.bottom <= card.bottom and card.top <= table.top
    for row in [big, *rows]:
        assert all(a.right < b.left for a, b in zip(row, row[1:], strict=False))
    for upper, lower in zip(rows, rows[1:], strict=False):
        assert lower[0].top < upper[0].bottom
    assert rows[-1][0].bottom > big[0].top
    assert big[0].width > 1.3 * rows[0][0].width
    assert rows[0][-1].right < layout.hud.left
    assert layout.tray.top < big[0].bottom and layout.panel.left > layout.tray.right


def _match(registry, players: int, seed: int):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana")] + [
        SeatSpec.bot(name, "random") for name in ("Otto", "Benny", "Tina")[: players - 1]
    ]
    bots = {i: registry.make_bot("hamsterdam", "random") for i in range(1, players)}
    game = registry.get("hamsterdam").game
    return Match(game, seats, seed, None, bots=bots, autosave=False)


def _step(host, rng):
    match = host.match
    if match.is_bot(match.to_act):
        return host.step_bot()
    legal = match.legal_actions()
    return host.act_for_seat_to_act(legal[rng.randrange(len(legal))])


@pytest.mark.gl
def test_a_flood_sweeps_every_dam_at_once_and_a_breach_flips_its_card(
    window, hamsterdam_registry, tmp_path, driver
):
    from tabletop_hamsterdam.events import DamBreached, FloodHeld, Seeped, TokenLanded
    from tabletop_hamsterdam.table.textures import breached_texture, wave_texture

    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    shell = Shell(
        window,
        hamsterdam_registry,
        Settings(bot_pacing=10, reduced_motion=False, animation_speed=2.0),
        settings_path=tmp_path / "settings.json",
        on_quit=lambda: None,
    )
    host = shell.start_match(_match(hamsterdam_registry, 4, 3))
    table = host.table
    rng = random.Random(3)
    driver.draw()
    flooded = flipped = False
    for _ in range(1500):
        if host.match.is_over or (flooded and flipped):
            break
        events = _step(host, rng)
        strikes = [e for e in events if type(e) in (FloodHeld, TokenLanded, Seeped)]
        breaches = [e for e in events if type(e) is DamBreached]
        if not (strikes or breaches):
            continue
        assert table.fx.busy
        textures = [sprite.texture for sprite in table.fx.sprites]
        if strikes:
            # one wave runs along each of the four dams, at the same moment
            waves = [seg for seg in table.fx.segments if seg.sprite.texture is wave_texture()]
            assert len(waves) == 4 and len({seg.begin for seg in waves}) == 1
            flooded = True
        for breach in breaches:
            assert any(
                t is breached_texture(breach.card, *_pixels(table, breach.seat)) for t in textures
            )
            flipped = True
        before = table.still.renders
        driver.draw()
        assert table.still.renders == before  # the old picture stays while the water runs
        while table.fx.busy:
            driver.update(1 / 30)
        driver.draw()
        assert table.still.renders == before + 1
        assert table.scene.view.dams == host.match.view(table.seat).dams
    assert flooded and flipped
    from tabletop_core.render._arcade import load_arcade

    window.show_view(load_arcade().View(window))


def _pixels(table, seat):
    from tabletop_hamsterdam.table.paint import row_of

    row = row_of(table.scene, seat)
    layout = table.layout
    w, h = layout.card_size if row < 0 else layout.small_card_size(row)
    return int(w), int(h)


@pytest.mark.gl
def test_reduced_motion_repaints_at_once(hamsterdam_shell, hamsterdam_registry, driver):
    host = hamsterdam_shell.start_match(_match(hamsterdam_registry, 2, 8))
    table = host.table
    rng = random.Random(8)
    driver.draw()
    for _ in range(60):
        if _step(host, rng):
            assert not table.fx.busy


def _large_room() -> Room:
    """What the painter measures at 200 % text in a 960×552 table (English, three players)."""
    return Room(
        body=40.4,
        small=34.2,
        heading=49.7,
        hud=222.0,
        roll=278.0,
        other_cells=(226.0, 194.0, 149.0, 133.0),
        big_cells=(256.0, 361.0),
        tray_title=319.0,
        tray_word=286.0,
        tray_count=58.0,
        specials=640.0,
    )


@pytest.mark.parametrize("others", [1, 2, 3])
def test_at_200_percent_text_the_bands_grow_and_still_share_the_table_without_overlap(others):
    layout = TableLayout(Rect(0, 103, 960, 552), others=others, room=_large_room())
    plain = TableLayout(Rect(0, 103, 960, 552), others=others)
    table = layout.rect
    # the bottom panels grow to hold a heading, two lines of help and two-line buttons
    assert layout.bottom_strip.height > plain.bottom_strip.height
    assert layout.panel_help().height >= 2 * 34.2 * 0.92
    assert layout.tray.width >= 319.0 + 24  # "Reinforcements: 7" stays on one line
    # the shared column is wide enough for "Round 1 of 3" and reaches down beside the big dam
    assert layout.hud.width >= 222.0 + 12 and layout.hud_beside_big
    assert layout.hud.bottom >= layout.bottom_strip.top
    big = [layout.card(-1, p) for p in range(DAM_SIZE)]
    assert big[-1].right < layout.hud.left and big[0].bottom > layout.bottom_strip.top
    assert layout.main_header.bottom >= big[0].top
    for index in range(others):
        cards = [layout.card(index, p) for p in range(DAM_SIZE)]
        assert all(a.right < b.left for a, b in zip(cards, cards[1:], strict=False))
        assert cards[-1].right < layout.other_side(index).left <= layout.hud.left
        assert layout.other_info(index).bottom >= cards[0].top
        assert layout.other_row(index).bottom >= layout.main_row.top
        assert table.top >= layout.other_row(index).top
    # the facts that do not fit on the header line sit beside the cards, not on top of them
    cells = layout.other_cells(0)
    header = layout.other_info(0)
    assert cells[-1].bottom < header.bottom and cells[-1].left > layout.card(0, 10).right
    for a, b in zip(cells[:3], cells[1:3], strict=False):
        assert a.right <= b.left and b.right <= header.right
    # the cards give way to the words, the big dam's still larger than the others'; with up to
    # three players they keep three quarters of their height
    assert big[0].width > layout.card(0, 0).width
    if others <= 2:
        assert big[0].height >= 0.75 * plain.card_size[1]
