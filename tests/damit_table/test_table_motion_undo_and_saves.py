"""The table animates moves (or not, with reduced motion), says why U cannot undo a take,
survives undo in practice mode and resumes a save."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key


def _start(shell, seed=4):
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    match = shell.new_match("damit", seats, seed, {"first_player": 0})
    return shell.start_match(match)


def _on_their_places(table):
    """Every card sprite sits where the view says (no flight left half way)."""
    view = table.scene.view
    layout = table.scene.layout
    for position, card in enumerate(view.river.items):
        if card is not None:
            sprite = table.scene.sprites.cards[card]
            slot = layout.river_slot(position)
            assert (sprite.center_x, sprite.center_y) == pytest.approx(
                (slot.center_x, slot.center_y)
            )
    hand = view.hands[table.scene.host.viewer]
    assert set(hand) <= set(table.scene.sprites.cards)


def test_a_take_slides_the_card_and_hops_the_cubes_then_everything_lands(damit_shell, driver):
    damit_shell.settings.reduced_motion = False
    damit_shell.settings.bot_pacing = 5.0
    host = _start(damit_shell)
    table = host.table
    driver.draw()
    card = table.scene.view.river.items[1]
    start = table.scene.layout.river_slot(1)
    driver.key(key.KEY_2)
    assert host.match.actions[-1][1].position == 1
    driver.draw()
    assert (
        table.choreography.motion.busy
    )  # a cube hops onto the free card, then the card slides to the hand
    driver.update(0.3)
    sprite = table.scene.sprites.cards[card]
    hand_slot = table.scene.layout.hand_slot(0, 1)
    assert (sprite.center_x, sprite.center_y) != (start.center_x, start.center_y)
    assert (sprite.center_x, sprite.center_y) != (hand_slot.center_x, hand_slot.center_y)
    for _ in range(40):
        driver.update(0.05)
    assert not table.choreography.motion.busy
    driver.draw()
    assert (sprite.center_x, sprite.center_y) == pytest.approx(
        (hand_slot.center_x, hand_slot.center_y)
    )
    _on_their_places(table)
    # the viewer's thrown cube now lies on the free card
    assert len(table.scene.sprites.river_cubes[0]) == table.scene.view.river.tokens[0]


def test_reduced_motion_lands_everything_at_once(damit_shell, driver):
    host = _start(damit_shell)
    driver.draw()
    driver.key(key.KEY_1)
    driver.draw()
    assert not host.table.choreography.motion.busy
    _on_their_places(host.table)


def test_u_after_a_take_says_why_it_cannot_undo_and_greys_the_button(damit_shell, driver):
    host = _start(damit_shell)
    driver.draw()
    driver.key(key.KEY_1)
    driver.update()  # the bot answers
    assert len(host.match.actions) == 2
    driver.draw()
    undo_button = next(c for c in host.focus.controls if getattr(c, "label", "") == "Undo")
    assert not undo_button.enabled
    driver.key(key.U)
    driver.draw()
    assert len(host.match.actions) == 2
    shown = [t.text for t in host.canvas.texts if t.visible and t.text.startswith("No undo")]
    assert shown == ["No undo: a new card has flowed into the river since."]


def test_a_click_on_the_greyed_undo_button_says_why_too(damit_shell, driver):
    host = _start(damit_shell)
    driver.draw()
    driver.key(key.KEY_1)
    driver.update()
    driver.draw()
    undo_button = next(c for c in host.focus.controls if getattr(c, "label", "") == "Undo")
    assert not undo_button.enabled
    driver.click_rect(undo_button.rect)
    driver.draw()
    assert len(host.match.actions) == 2
    shown = [t.text for t in host.canvas.texts if t.visible and t.text.startswith("No undo")]
    assert shown == ["No undo: a new card has flowed into the river since."]


def test_undo_in_practice_and_resuming_a_save_redraw_the_table(damit_shell, driver):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    match = damit_shell.new_match("damit", seats, 4, {"first_player": 0}, practice=True)
    host = damit_shell.start_match(match)
    table = host.table
    driver.draw()
    driver.key(key.KEY_1)
    driver.update()  # the bot answers
    assert len(host.match.actions) == 2
    driver.draw()
    driver.key(key.U)
    assert len(host.match.actions) == 0
    driver.draw()
    _on_their_places(table)
    assert table.scene.view.hands[0] == [] and not (
        set(table.scene.sprites.cards) - _public(table.scene.view)
    )

    driver.key(key.KEY_2)
    driver.update()
    host.match.save(host.match.autosave_path)
    resumed = damit_shell.start_match(
        Match.load(host.match.autosave_path, damit_shell.registry, autosave=False)
    )
    assert resumed.match.practice
    driver.draw()
    assert resumed.table.scene.view.hands == host.match.view(0).hands
    _on_their_places(resumed.table)


def _public(view):
    cards = {c for c in view.river.items if c is not None}
    cards |= set(view.discard.cards[-2:]) | {view.draw.cards[-1]}
    for kept in view.garbage:
        cards |= set(kept)
    return cards


def test_hovering_shows_the_price_and_unaffordable_cards_are_marked(damit_shell, driver):
    host = _start(damit_shell)
    table = host.table
    driver.draw()
    slot = table.scene.layout.river_slot(2)
    driver.hover(slot.center_x, slot.center_y)
    driver.draw()
    texts = [label.text for label in table.scene.marks.texts]
    assert any("drop 2 cubes" in text for text in texts)
    assert not any(text.startswith("needs") for text in texts)  # 4 cubes: all affordable

    # with no cubes left, dearer cards show the cubes they need in their captions
    driver.key(key.KEY_5)
    driver.update()
    driver.draw()
    assert table.scene.view.cubes[0] == 0
    driver.hover(0, 0)
    driver.draw()
    out_of_reach = [p for p in range(1, 4) if table.scene.view.river.items[p] is not None]
    if table.scene.view.draw.cards:
        out_of_reach.append(4)
    marks = [label for label in table.scene.marks.texts if label.text.isdigit()]
    assert sorted(int(label.text) for label in marks) == out_of_reach
    for label in marks:
        caption = table.scene.layout.river_caption(int(label.text))
        assert caption.contains(label.x, label.y)


def test_a_card_out_of_reach_is_refused_in_the_rules_own_words(damit_shell, driver):
    host = _start(damit_shell)
    table = host.table
    driver.draw()
    driver.key(key.KEY_5)  # the draw pile's top: all four cubes
    driver.update()
    driver.draw()
    assert table.scene.view.cubes[0] == 0 and host.match.to_act == 0
    played = len(host.match.actions)
    driver.key(key.KEY_3)
    assert host._hint == "Not allowed: taking position 3 needs 2 cubes, you have 0"
    assert len(host.match.actions) == played
