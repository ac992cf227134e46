import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop_core.components import ComponentError, Supply


def test_counts_come_from_a_mapping_and_keywords():
    supply = Supply({"log": 30}, stick=60, log=20)
    assert supply["log"] == 50 and supply["stick"] == 60
    assert supply["cube"] == 0
    assert supply.total() == 110 and supply.total("stick") == 60
    assert supply.kinds() == ["log", "stick"]


def test_negative_counts_are_refused():
    with pytest.raises(ComponentError):
        Supply(cube=-1)
    with pytest.raises(ComponentError):
        Supply().add("cube", -2)


def test_contains_means_at_least_one_piece():
    supply = Supply(cube=1, token=0)
    assert "cube" in supply
    assert "token" not in supply and "stick" not in supply
    supply.remove("cube")
    assert "cube" not in supply
    assert supply.kinds() == ["cube", "token"]


def test_add_and_remove():
    supply = Supply()
    supply.add("stick")
    supply.add("stick", 4)
    supply.remove("stick", 2)
    assert supply["stick"] == 3


def test_remove_is_all_or_nothing_and_says_what_is_short():
    supply = Supply(cube=1)
    with pytest.raises(ComponentError, match="only 1 cube left, cannot take 3"):
        supply.remove("cube", 3)
    assert supply["cube"] == 1
    supply.add("cube")
    with pytest.raises(ComponentError, match="only 2 cubes left, cannot take 3"):
        supply.remove("cube", 3)
    with pytest.raises(ComponentError, match="no sticks left, cannot take 1"):
        supply.remove("stick")
    with pytest.raises(ComponentError):
        supply.remove("cube", -1)


def test_take_up_to_takes_what_there_is():
    reservoir = Supply(token=2)
    assert reservoir.take_up_to("token", 1) == 1
    assert reservoir.take_up_to("token", 5) == 1
    assert reservoir.take_up_to("token", 5) == 0
    assert reservoir.take_up_to("stick", 2) == 0
    assert reservoir["token"] == 0
    with pytest.raises(ComponentError):
        reservoir.take_up_to("token", -1)


def test_transfer_moves_pieces_all_or_nothing():
    box, player = Supply(cube=16), Supply()
    box.transfer(player, "cube", 4)
    assert box["cube"] == 12 and player["cube"] == 4
    with pytest.raises(ComponentError, match="only 4 cubes left"):
        player.transfer(box, "cube", 5)
    assert box["cube"] == 12 and player["cube"] == 4


def test_equality_ignores_emptied_kinds_and_clone_is_independent():
    supply = Supply(stick=3, log=0)
    assert supply == Supply(stick=3)
    assert supply != Supply(stick=2)
    copy = supply.clone()
    copy.remove("stick")
    assert supply["stick"] == 3 and copy["stick"] == 2
    assert repr(Supply(cube=2)) == "Supply({'cube': 2})"


KINDS = st.sampled_from(["cube", "stick", "token"])
OPERATIONS = st.lists(
    st.tuples(st.sampled_from(["ab", "ba", "ac", "ca", "bc", "cb"]), KINDS, st.integers(0, 8)),
    max_size=60,
)


@given(
    start=st.dictionaries(KINDS, st.integers(0, 20)),
    operations=OPERATIONS,
    up_to=st.booleans(),
)
def test_moving_pieces_between_supplies_conserves_every_kind(start, operations, up_to):
    places = {"a": Supply(start), "b": Supply(), "c": Supply()}
    before = {kind: places["a"][kind] for kind in ("cube", "stick", "token")}
    for (source, target), kind, count in operations:
        have = places[source][kind]
        if up_to:
            moved = places[source].take_up_to(kind, count)
            places[target].add(kind, moved)
            assert moved == min(count, have)
        elif count > have:
            with pytest.raises(ComponentError):
                places[source].transfer(places[target], kind, count)
            assert places[source][kind] == have
        else:
            places[source].transfer(places[target], kind, count)
        for supply in places.values():
            assert all(n >= 0 for n in supply.counts.values())
        for kind_ in before:
            assert sum(supply[kind_] for supply in places.values()) == before[kind_]
