"""A family's game of Dam It! (names as long as real ones) at 100 % and 200 % text, in English,
French and German, with two to four players: at its start, half way and at its end, every
river and hand card is at least as wide as its words need at the cards' type size, the words
on the cards are drawn at least that large and whole, and the table's labels read whole inside
the table, also while the person has cards chosen for a dam. What gives way at large text is
the spacing, the hand's header (beside the cards) and where the discard pile lies, never the
cards."""

from __future__ import annotations

import random

import pytest

from tabletop_core import i18n
from tabletop_core.render.legibility import canvases_of, reading_problems
from tabletop_core.render.picture_text import picture_problems, sprites_of

pytestmark = pytest.mark.gl

NAMES = ("Marie-Claire", "Oma Gertrud", "Bartholomäus", "Wilhelmine")


def _host(make_shell, registry, players: int, text_size: int, language: str, seed: int):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec
    from tabletop_core.settings import Settings

    i18n.set_language(language)
    settings = Settings(bot_pacing=10, reduced_motion=True, text_size=text_size)
    shell = make_shell(registry, settings, settings_path=None)
    seats = [SeatSpec.human(NAMES[0])] + [SeatSpec.bot(name, "random") for name in NAMES[1:players]]
    bots = {seat: registry.make_bot("damit", "random") for seat in range(1, players)}
    match = Match(registry.get("damit").game, seats, seed, None, bots=bots, autosave=False)
    return shell.start_match(match)


def _play(host, moves: int, rng: random.Random) -> None:
    match = host.match
    for _ in range(moves):
        if match.is_over:
            return
        seat = match.to_act
        if match.is_bot(seat):
            action = match.bot_choice(seat, match.view(seat), len(match.actions))
        else:
            action = rng.choice(match.legal_actions())
        host.act_for_seat_to_act(action)


def _play_to_a_choice(host, rng: random.Random, most: int = 80) -> bool:
    """Play on until the person is to choose with at least three cards in hand."""
    match = host.match
    for _ in range(most):
        if match.is_over:
            return False
        if host.can_act() and len(host.table.scene.view.hands[0]) >= 3:
            return True
        _play(host, 1, rng)
    return False


def _press(host, *names: str) -> None:
    """The person presses keys, as real key presses through the window."""
    from tabletop_core.render._arcade import load_arcade

    key = load_arcade().key
    window = host.window
    for name in names:
        window.dispatch_event("on_key_press", getattr(key, name), 0)
        window.dispatch_event("on_key_release", getattr(key, name), 0)
    window.dispatch_events()


def _problems(host, when: str) -> list[str]:
    from tabletop_damit.table.card_words import card_words_px, least_card_width

    host.close_overlay()
    host.on_update(0.0)
    host.on_draw()
    assert not host.failed, "the table raised"
    table = host.table
    least = least_card_width(card_words_px())
    view = table.scene.view
    shown = [card for card in view.river.items if card is not None]
    if table.scene.host.viewer is not None:
        shown += list(view.hands[table.scene.host.viewer])
    problems = [
        f"{when}: card {card} is {table.scene.sprites.cards[card].width:.0f} px wide (least {least:.0f})"
        for card in shown
        if table.scene.sprites.cards[card].width < least - 0.5
    ]
    area = host.layout()[1]
    # the art writes in whole pixels on a hand-sized picture the river shows a little smaller
    words = card_words_px() - 0.5
    problems += [f"{when}: {p}" for p in picture_problems(sprites_of(table), area, least=words)]
    problems += [f"{when}: {p}" for p in reading_problems(canvases_of(table), area)]
    return problems


@pytest.mark.slow
@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_cards_keep_their_size_from_start_to_end(
    text_size, language, window, tabletop_shell, games_registry, reading_reset, language_reset
):
    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)
    problems: list[str] = []
    seen_hand = False
    chosen = 0
    for players in (2, 3, 4):
        host = _host(tabletop_shell, games_registry, players, text_size, language, seed=5 + players)
        rng = random.Random(players)
        problems += _problems(host, f"{players} players, start")
        _play(host, 40, rng)
        seen_hand = seen_hand or bool(host.table.scene.view.hands[0])
        problems += _problems(host, f"{players} players, move {len(host.match.actions)}")
        if _play_to_a_choice(host, rng):
            # cards chosen for a dam: the header names them, the lit pile says Enter builds
            _press(host, *"ABCDE"[: len(host.table.scene.view.hands[0])])
            chosen += bool(host.table.controller.choosing.selected)
            problems += _problems(host, f"{players} players, cards chosen")
            _press(host, "BACKSPACE")  # the choice cleared: play goes on
        _play(host, 10_000, rng)
        assert host.match.is_over
        problems += _problems(host, f"{players} players, the end")
    assert seen_hand, "half way, the person's hand holds cards"
    assert chosen, "the person chose cards for a dam at least once"
    assert not problems, "\n".join(problems[:12])


def test_the_cards_words_grow_with_the_text_size(language_reset):
    """The cards' type size is readable at 100 % and larger at 200 %; the least card is wide
    enough for the longest name (German "Müllschlucker") at it."""
    from tabletop_damit.table.card_words import card_words_px, least_card_width

    i18n.set_language("de")
    assert card_words_px(1.0) >= 10
    assert card_words_px(2.0) > card_words_px(1.0)
    assert least_card_width(card_words_px(2.0)) > least_card_width(card_words_px(1.0))
