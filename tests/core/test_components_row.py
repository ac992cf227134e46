import pytest

from tabletop_core.components import ComponentError, Row


def test_items_fill_from_position_zero():
    row = Row(4, ["oak", "pine"])
    assert len(row) == 4
    assert row.filled() == 2
    assert [row[p] for p in range(4)] == ["oak", "pine", None, None]
    assert list(row) == ["oak", "pine", None, None]
    assert row.tokens == [0, 0, 0, 0]


def test_too_many_items_or_a_negative_size_are_refused():
    with pytest.raises(ComponentError):
        Row(2, "abc")
    with pytest.raises(ComponentError):
        Row(-1)


def test_place_needs_a_free_position_in_the_row():
    row = Row(3, ["a"])
    row.place(2, "c")
    assert row.items == ["a", None, "c"]
    with pytest.raises(ComponentError, match="position 0 already holds 'a'"):
        row.place(0, "x")
    with pytest.raises(ComponentError, match="no position 3"):
        row.place(3, "x")
    with pytest.raises(ComponentError):
        row.place(-1, "x")


def test_tokens_lie_on_items_only():
    row = Row(3, ["a"])
    row.add_tokens(0)
    row.add_tokens(0, 2)
    assert row.tokens == [3, 0, 0]
    with pytest.raises(ComponentError, match="position 1 is empty"):
        row.add_tokens(1)
    with pytest.raises(ComponentError):
        row.add_tokens(0, -1)


def test_dam_it_take_shifts_cards_with_their_cubes_then_refill():
    # The river: cubes thrown on 0..1 earlier, now a player throws on 0..1 and takes position 2.
    river = Row(4, ["willow", "oak", "garbage", "beech"])
    river.add_tokens(0, 2)
    river.add_tokens(1, 1)
    river.add_tokens(2, 3)
    river.add_tokens(3, 1)

    assert river.take(2) == ("garbage", 3)
    assert river.items == ["willow", "oak", "beech", None]
    assert river.tokens == [2, 1, 1, 0]

    assert river.fill("maple") == 3
    assert river.items == ["willow", "oak", "beech", "maple"]
    assert river.tokens == [2, 1, 1, 0]


def test_taking_position_zero_shifts_everything():
    row = Row(3, "abc")
    row.add_tokens(2, 4)
    assert row.take(0) == ("a", 0)
    assert row.items == ["b", "c", None] and row.tokens == [0, 4, 0]
    assert row.take(1) == ("c", 4)
    assert row.items == ["b", None, None] and row.tokens == [0, 0, 0]


def test_take_refuses_an_empty_position_and_leaves_the_row_alone():
    row = Row(3, "a")
    with pytest.raises(ComponentError, match="position 1 is empty"):
        row.take(1)
    with pytest.raises(ComponentError):
        row.take(5)
    assert row.items == ["a", None, None]


def test_fill_takes_the_lowest_gap_and_refuses_a_full_row():
    row = Row(3)
    row.place(1, "b")
    assert row.fill("a") == 0
    assert row.fill("c") == 2
    with pytest.raises(ComponentError, match="the row is full"):
        row.fill("d")


def test_clone_is_independent():
    row = Row(2, "ab")
    row.add_tokens(1)
    copy = row.clone()
    assert copy == row
    copy.take(0)
    assert row.items == ["a", "b"] and row.tokens == [0, 1]
    assert copy != row
