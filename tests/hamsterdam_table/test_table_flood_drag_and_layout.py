"""The flood animating across every dam at once and breaches flipping cards, the motion
settings, the drag relay, and four dams fitting a 1280×720 window."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from tabletop_hamsterdam.state import DAM_SIZE
from tabletop_hamsterdam.table.choices import Offer
from tabletop_hamsterdam.table.keep_cell import keep_cell
from tabletop_hamsterdam.table.layout import TableLayout, Words
from tabletop_hamsterdam.table.panel_words import Decision

from tabletop_core.render.driving import bot_move
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Text
from tabletop_core.render.kit.sizing import heights_of, widths_of
from tabletop_core.render.kit.tree import Style
from tabletop_core.render.standard_size import standard_size
from tabletop_core.render.theme import set_text_scale


@pytest.mark.gl
def test_four_dams_fit_a_1280_by_720_table_with_the_acting_dam_largest(standard_text):
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
        return bot_move(host)
    legal = match.legal_actions()
    return host.act_for_seat_to_act(legal[rng.randrange(len(legal))])


@pytest.mark.gl
def test_a_flood_sweeps_every_dam_at_once_and_a_breach_flips_its_card(
    window, tabletop_shell, hamsterdam_registry, driver
):
    from tabletop_hamsterdam.events import DamBreached, FloodHeld, Seeped, TokenLanded
    from tabletop_hamsterdam.table.textures import breached_texture, wave_texture

    shell = tabletop_shell(
        hamsterdam_registry, bot_pacing=10, reduced_motion=False, animation_speed=2.0
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
        assert table.choreography.fx.busy
        textures = [piece.picture for piece in table.choreography.fx.sprites]
        if strikes:
            # one wave runs along each of the four dams, at the same moment
            waves = [
                seg
                for seg in table.choreography.fx.segments
                if seg.sprite.picture is wave_texture()
            ]
            assert len(waves) == 4 and len({seg.begin for seg in waves}) == 1
            flooded = True
        for breach in breaches:
            assert any(
                t is breached_texture(breach.card, *_pixels(table, breach.seat)) for t in textures
            )
            flipped = True
        before, old_view = table.scene.still.renders, table.scene.shown.view
        driver.draw()
        # the old picture stays while the water runs (its decision panel may go out, once)
        assert table.scene.shown.view is old_view and table.scene.still.renders <= before + 1
        during = table.scene.still.renders
        while table.choreography.fx.busy:
            driver.update(1 / 30)
        driver.draw()
        assert table.scene.still.renders == during + 1
        assert table.scene.shown.view.dams == host.match.view(table.scene.host.viewer).dams
    assert flooded and flipped
    from tabletop_core.render._arcade import load_arcade

    window.show_view(load_arcade().View(window))


def _pixels(table, seat):
    from tabletop_hamsterdam.table.paint import row_of

    row = row_of(table.scene.shown, seat)
    layout = table.scene.layout
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
            assert not table.choreography.fx.busy


SPECIALS = "Specials: Twinster · Rerollster · Scout · Medic · Engineer"
LARGE = Words(
    big=("Your dam, Ana", "0/3"),
    others=tuple((name, "8", "0/3") for name in ("Otto · bot", "Benny · bot", "Tina · bot")),
    tray_title="Reinforcements: 7",
    tray=((0, 7),),
    specials=SPECIALS,
    waiting="Benny is placing hamsters…",
)
"""The words of a table of four in English (the layout measures them at the text size set)."""
MOVE = Decision(
    title="Move a hamster one card left or right, or keep every hamster where it stands now?",
    brief="Move a hamster?",
    why="A Twinster on your dam may step one card aside before the flood comes.",
    buttons=(Offer("Don't move", "keep the dam as it is", None),),
)
"""A decision whose title takes two lines of a 960-pixel table at 200 % text."""


def _text_at(scale: float):
    """``scale`` text in English, as the player sets it; back to 100 % after."""
    from tabletop_core import i18n

    before = i18n._language
    i18n.set_language("en")
    set_text_scale(scale)
    yield
    set_text_scale(1.0)
    i18n._language = before


@pytest.fixture()
def large_text(window):
    yield from _text_at(2.0)


@pytest.fixture()
def standard_text(window):
    yield from _text_at(1.0)


def _large(others: int, words: Words = LARGE) -> TableLayout:
    """A 960×552 table at 200 % text (a 1280×720 window) with ``others`` smaller dams."""
    return TableLayout(Rect(0, 103, 960, 552), others, replace(words, others=words.others[:others]))


def _one_line(layout: TableLayout, text: str, style: Style = "small") -> float:
    """The width of ``text`` on one line in bold, measured at the text size set."""
    return widths_of(Text(text, style, bold=True), layout.ctx)[1]


def _tray_title_whole(layout: TableLayout) -> bool:
    """Whether the tray's title is on as many lines as its words take across it (one line
    where the shared column has the width, two where it leaves the big dam's cards theirs)."""
    title = layout.tray_title()
    words = Text(layout.words.tray_title, "small", bold=True, lines=9)
    return title.height == pytest.approx(heights_of(words, title.width, layout.ctx)[1])


@pytest.mark.gl
def test_at_200_percent_with_two_players_the_tray_moves_under_the_shared_column(
    large_text, panel_reads_whole
):
    """Large text, one smaller dam: the decision panel takes the whole width left of the shared
    column and the height its words need (and what height the dams leave: where the big dam's
    cards need it, the why gives way and opens on demand); the tray lies under the dice, round
    and Reservoir."""
    layout = _large(1, replace(LARGE, decision=MOVE))
    table = layout.rect
    assert layout.wide_panel and layout.panel_words()[0] == "whole"
    assert layout.panel_title().height > layout.line("heading")  # on two lines
    panel, tray, hud = layout.panel, layout.tray, layout.hud
    panel_reads_whole(layout)
    if not layout.panel_words()[1]:  # the why gave way: the button that opens it is there
        more = layout.more_button()
        assert more.width > 0 and panel.left <= more.left and more.right <= panel.right
    assert panel.right < hud.left and panel.left < 10 and panel.bottom >= table.bottom
    assert tray.left == hud.left and tray.width == hud.width and tray.top < hud.bottom
    assert tray.bottom >= table.bottom and hud.top <= table.top
    assert _tray_title_whole(layout)
    assert tray.width >= _one_line(layout, "Reinforcements:") + 12
    assert layout.panel_help().bottom >= layout.buttons_row().top
    big = [layout.card(-1, p) for p in range(DAM_SIZE)]
    assert big[-1].right < hud.left and big[0].bottom > panel.top
    small = [layout.card(0, p) for p in range(DAM_SIZE)]
    assert layout.other_row(0).bottom >= layout.main_row.top
    assert small[0].bottom > layout.main_row.top
    # The big dam stays the big one, unless that would take the small one under its 100 % size.
    standard = standard_size(lambda rect: TableLayout(rect, 1).small_card_size(0), table)[0]
    assert small[0].width <= max(0.95 * big[0].width, standard) + 1e-6
    parts = layout.hud_parts()
    assert not parts["dice"].overlaps(parts["roll"]) and parts["tank"].bottom >= hud.bottom


@pytest.mark.gl
@pytest.mark.parametrize("others", [2, 3])
def test_at_200_percent_text_many_dams_share_the_table_without_overlap(
    large_text, others, panel_reads_whole
):
    """Large text, several smaller dams, nobody deciding: the tray lies under the shared column,
    the panel holds the waiting words' first heading line (the rest gives way) and every dam
    shows its cards; a long name leaves the reinforcements' figure no room on the header line."""
    long_name = ("Maximiliane-Josephine von Hohenzollern · bot", "8", "0/3")
    layout = _large(others, replace(LARGE, others=(long_name,) * 3))
    table = layout.rect
    assert layout.wide_panel and layout.others_shown == "full"
    panel, tray, hud = layout.panel, layout.tray, layout.hud
    # the waiting words' first heading line stays (the rest gives way)
    assert layout.panel_title().height >= layout.line("heading") - 1e-6
    panel_reads_whole(layout)
    assert panel.right < hud.left and panel.bottom >= table.bottom
    assert tray.left == hud.left and tray.top < hud.bottom and tray.bottom >= table.bottom
    assert _tray_title_whole(layout)
    assert tray.width >= _one_line(layout, "Reinforcements:") + 12
    assert hud.width >= _one_line(layout, "Round 3 of 3", "body") + 12 and hud.top <= table.top
    big = [layout.card(-1, p) for p in range(DAM_SIZE)]
    assert big[-1].right < hud.left and big[0].bottom > panel.top
    assert layout.main_header.bottom >= big[0].top
    for index in range(others):
        cards = [layout.card(index, p) for p in range(DAM_SIZE)]
        assert all(a.right < b.left for a, b in zip(cards, cards[1:], strict=False))
        assert cards[-1].right < layout.other_side(index).left <= hud.left
        assert layout.other_info(index).bottom >= cards[0].top
        assert layout.other_row(index).bottom >= layout.main_row.top
        assert table.top >= layout.other_row(index).top
    # the facts that do not fit on the header line sit beside the cards, not on top of them
    cells = layout.other_cells(0)
    header = layout.other_info(0)
    assert cells[-1].bottom < header.bottom and cells[-1].left > layout.card(0, 10).right
    on_header = [c for c in cells if c.bottom >= header.bottom]
    beside = [c for c in cells if c.bottom < header.bottom]
    for line in (on_header, beside):
        for a, b in zip(line, line[1:], strict=False):
            assert a.right <= b.left and b.right <= header.right
    assert all(c.left > layout.card(0, DAM_SIZE - 1).right for c in beside)
    assert big[0].width > layout.card(0, 0).width


@pytest.mark.gl
@pytest.mark.parametrize("others", [1, 2, 3])
def test_at_200_percent_text_a_long_decision_folds_the_smaller_dams_then_sets_them_aside(
    large_text, others
):
    """The decision panel holds its words first: the smaller dams give up their cards (their
    facts stay, on one or two lines), then step aside while the decision lasts; the big dam
    keeps at least three quarters of its cards' size."""
    plain = _large(others)
    most = plain.card_size[0]
    seen = []
    for count in (1, 2, 3):  # more and more special hamsters to keep, one under another
        keep = Decision("Keep which specials?", keep=tuple(range(1, 1 + count)))
        layout = _large(others, replace(LARGE, decision=keep))
        seen.append(layout.others_shown)
        for n in range(count):  # each special to keep whole, inside the panel
            cell = layout.special_choice(n, count)
            assert heights_of(keep_cell(n, n + 1, layout.scale, layout.line("body"), True),
                              cell.width, layout.ctx)[1] <= cell.height + 1e-6  # fmt: skip
            assert layout.panel.bottom <= cell.bottom and cell.top <= layout.panel.top
        assert layout.card_size[0] >= 0.75 * most - 1e-6
        assert layout.main_row.bottom >= layout.panel.top
        if layout.others_shown != "aside":
            last = layout.other_row(others - 1)
            assert last.bottom >= layout.main_row.top and layout.other_row(0).top <= plain.rect.top
        if layout.others_shown == "folded":
            cells = layout.other_cells(0)
            row = layout.other_row(0)
            assert all(row.bottom <= c.bottom and c.top <= row.top for c in cells)
            assert all(_apart(a, b) for k, a in enumerate(cells) for b in cells[k + 1 :])
    order = ["full", "folded", "aside"]
    assert [order.index(s) for s in seen] == sorted(order.index(s) for s in seen)
    assert seen[-1] != "full"


def _apart(a: Rect, b: Rect) -> bool:
    return a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom


@pytest.mark.gl
@pytest.mark.parametrize("kinds", [1, 4, 5, 8])
def test_at_100_percent_the_tray_makes_a_row_for_every_kind_it_holds(standard_text, kinds):
    """Designed size, a full table: every kind of hamster in the tray, its picture and its count
    inside the tray, on no other kind and above the specials line (the tray grows by a row
    when the kinds do not fit one); four kinds (plain hamsters and three specials) fit one row."""
    tray = ((0, 13), *((kind, 1) for kind in range(1, kinds)))  # "×13", then "×1" each special
    words = replace(LARGE, tray_title="Reinforcements: 20", tray=tray)  # specials: two lines
    layout = TableLayout(Rect(0, 56, 960, 616), 3, words=words)
    tray, specials = layout.tray, layout.tray_specials()
    things = [(layout.tray_slot(k), layout.tray_count(k)) for k in range(kinds)]
    for slot, count in things:
        assert tray.left < slot.left and count.right <= tray.right
        assert slot.top <= layout.tray_title().bottom and slot.bottom > specials.top
        assert count.bottom > specials.top
    for k, (slot, count) in enumerate(things):
        for other, other_count in things[k + 1 :]:
            for a in (slot, count):
                for b in (other, other_count):
                    assert _apart(a, b)
    assert layout.tray_rows() == (1 if kinds <= 4 else 2)
    assert specials.bottom >= tray.bottom and layout.card(-1, 0).bottom > tray.top


@pytest.mark.gl
def test_at_200_percent_a_squeezed_tray_asks_no_more_specials_lines_than_it_holds(large_text):
    """Large text, four players, four kinds in the tray on two rows: the specials line is
    squeezed under the counts; the lines the painter may use fit its rect (more spilled up
    into the counts: '×1' on top of 'Specials: …'), so a shorter wording is picked instead."""
    from tabletop_core import i18n

    i18n.set_language("de")  # the longest words
    specials = "Spezialhamster: Zwilling · Nochmalwürfler · Späher · Sanitäter · Ingenieur"
    words = Words(
        big=("Dein Damm, Ana", "0/3"),
        others=tuple((name, "8", "0/3") for name in ("Otto · Bot", "Benny · Bot", "Tina · Bot")),
        tray_title="Verstärkung: 9",
        tray=((0, 6), (1, 1), (4, 1), (5, 1)),
        specials=specials,
    )
    layout = TableLayout(Rect(0, 103, 1280, 552), 3, words=words)
    wanted = layout.specials_lines()
    assert layout.wide_panel and wanted >= 4
    specials = layout.tray_specials()
    lines = layout.tray_specials_lines()
    assert 1 <= lines < wanted and lines * layout.line("small") <= specials.height
    for kind in range(len(words.tray)):
        assert specials.top <= layout.tray_count(kind).bottom + 1e-6  # float sums
        assert specials.top <= layout.tray_slot(kind).bottom + 1e-6
