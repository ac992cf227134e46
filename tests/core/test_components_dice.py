import random
from collections import Counter

import pytest

from tabletop_core.components import STANDARD_FACES, ComponentError, Dice

WHAT_TO_PLACE = ("1B+1L", "2B+2L", "1B+2L", "2B+1L", "3B+2L", "3B+1L")


def test_standard_dice_are_d6_and_start_unrolled():
    dice = Dice.standard(2)
    assert dice.faces == (STANDARD_FACES, STANDARD_FACES)
    assert dice.values == [None, None]
    assert len(dice) == 2
    assert Dice.standard() == Dice(STANDARD_FACES)


def test_roll_gives_faces_of_each_die_and_a_total():
    dice = Dice.standard(2)
    rolled = dice.roll(random.Random(3))
    assert rolled == tuple(dice.values)
    assert all(value in STANDARD_FACES for value in rolled)
    assert dice.total == sum(rolled)


def test_rolls_follow_the_seed():
    first = [Dice.standard(2).roll(random.Random(11)) for _ in range(2)]
    assert first[0] == first[1]
    rng_a, rng_b = random.Random(5), random.Random(6)
    dice = Dice.standard(2)
    assert [dice.roll(rng_a) for _ in range(20)] != [dice.roll(rng_b) for _ in range(20)]


def test_2d6_totals_cover_2_to_12():
    dice, rng = Dice.standard(2), random.Random(0)
    totals: Counter[int] = Counter()
    for _ in range(2000):
        dice.roll(rng)
        totals[dice.total] += 1
    assert set(totals) == set(range(2, 13))
    assert totals[7] > totals[2] and totals[7] > totals[12]


def test_custom_faces_may_be_strings_and_differ_per_die():
    dice = Dice(WHAT_TO_PLACE, (1, 2, 3, 4, 5, 6))
    rng = random.Random(2)
    seen = {dice.roll(rng)[0] for _ in range(200)}
    assert seen == set(WHAT_TO_PLACE)
    with pytest.raises(ComponentError, match="cannot add up"):
        _ = dice.total


def test_reroll_changes_only_the_chosen_dice():
    faces = [tuple(range(100 * d, 100 * d + 50)) for d in range(3)]
    dice = Dice(*faces)
    rng = random.Random(9)
    before = dice.roll(rng)
    after = dice.reroll([1], rng)
    assert after[0] == before[0] and after[2] == before[2]
    assert after[1] in faces[1]
    assert after == tuple(dice.values)
    with pytest.raises(ComponentError, match="no die 3"):
        dice.reroll([3], rng)


def test_total_before_rolling_is_refused():
    with pytest.raises(ComponentError, match="not been rolled"):
        _ = Dice.standard().total


def test_dice_need_faces():
    with pytest.raises(ComponentError):
        Dice()
    with pytest.raises(ComponentError, match="die 1 has no faces"):
        Dice(STANDARD_FACES, ())
    with pytest.raises(ComponentError):
        Dice.standard(0)


def test_clone_is_independent():
    dice = Dice.standard(2)
    dice.roll(random.Random(1))
    copy = dice.clone()
    assert copy == dice
    copy.values[0] = 6 if dice.values[0] != 6 else 1
    assert copy != dice
