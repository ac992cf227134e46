"""The arrangement picker shows every card of the hand, copies side by side (two 11s passed to you
are two cards, each to pick with ←/→ and Enter), and the log names a place on the dam by the
card's value, as the cards show it ("deploys a hamster on card 9"), never by a position."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def test_copies_are_cards_of_their_own_and_the_log_names_card_values(
    hamsterdam_shell, driver
) -> None:
    from tabletop_hamsterdam.state import ARRANGE, DEPLOY, PASS

    from tabletop_core.replay import SeatSpec

    shell = hamsterdam_shell
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    match = shell.new_match("hamsterdam", seats, 3, None)
    host = shell.start_match(match)
    table = host.table
    for _ in range(200):
        if match.state.stage == ARRANGE and match.to_act == 0:
            break
        if match.is_bot(match.to_act):
            driver.update(0.05)
            continue
        assert match.state.stage == PASS
        driver.key(key.ENTER)  # the first card of the hand: 2, then 3
    hand = match.state.dams[0].hand
    copies = [card for card, n in Counter(hand).items() if n > 1]
    assert len(hand) == 11 and copies, hand
    driver.draw()
    table.controller.ensure_synced()
    assert [card for card, _action in table.controller.cursor.ask.hand] == sorted(hand)
    layout = table.scene.layout
    rects = [layout.hand_card(i, len(hand)) for i in range(len(hand))]
    assert all(a.left < b.left for a, b in zip(rects, rects[1:], strict=False))
    assert all(layout.panel.contains(r.center_x, r.center_y) for r in rects)
    card = copies[-1]
    second = sorted(hand).index(card) + 1
    for _ in range(second):
        driver.key(key.RIGHT)
    assert table.controller.cursor.focused() == ("hand", second)
    driver.key(key.ENTER)
    assert match.state.dams[0].cards[:1] == [card]
    assert Counter(match.state.dams[0].hand)[card] == 1
    for _ in range(400):
        if match.state.stage == DEPLOY and match.to_act == 0:
            break
        if match.is_bot(match.to_act):
            driver.update(0.05)
        else:
            driver.key(key.KEY_1 if match.state.stage != ARRANGE else key.ENTER)
    driver.draw()
    table.controller.ensure_synced()
    target, dam = table.controller.cursor.target, match.state.dams[0]
    driver.key(key.ENTER)
    driver.draw()
    deployed = f"Ana deploys a hamster on card {dam.cards[target]}"
    assert host.toast.text == deployed  # over the table, while the log drawer is closed
    driver.key(key.F2)
    driver.draw()
    drawn = [label.text for label in host.canvas.texts]
    assert deployed in drawn, drawn[-5:]
    # only building the dam counts places ("puts dam card 11 at position 1", as its prompt asks)
    placed = [line for line in match.log_lines(0) if "position" in line]
    assert placed and all(line.startswith("Ana puts dam card") for line in placed), placed
