import math

import pytest

from tabletop_core.components import ComponentError, SpiralTrack

BIBER_RINGS = tuple("ROYGBPYRBOPGBGROPYOPGYRBGYPBOR")


@pytest.fixture
def raft() -> SpiralTrack:
    track = SpiralTrack(BIBER_RINGS)
    for beaver in "ROYGBP":
        track.place(beaver)
    return track


def test_biber_raft_has_30_coloured_rings(raft):
    assert raft.size == 30
    assert raft.colour(1) == "R" and raft.colour(30) == "R" and raft.colour(7) == "Y"
    assert all(BIBER_RINGS.count(colour) == 5 for colour in "ROYGBP")
    with pytest.raises(ComponentError):
        raft.colour(0)
    with pytest.raises(ComponentError):
        raft.colour(31)


def test_coordinates_follow_the_spiral_formula(raft):
    assert raft.coordinates(0) == (0.0, 0.0)
    for ring in range(1, 31):
        radius = 0.25 + 0.75 * (ring - 1) / 29
        angle = math.radians(30 * ring)
        x, y = raft.coordinates(ring)
        assert x == pytest.approx(radius * math.cos(angle))
        assert y == pytest.approx(radius * math.sin(angle))
    assert math.hypot(*raft.coordinates(1)) == pytest.approx(0.25)
    assert math.hypot(*raft.coordinates(30)) == pytest.approx(1.0)
    assert raft.coordinates(3) == pytest.approx((0.0, 0.25 + 0.75 * 2 / 29))


def test_geometry_can_be_chosen_and_a_single_space_sits_at_the_inner_radius():
    track = SpiralTrack(["A", "B", "C"], inner_radius=1.0, outer_radius=3.0, turn_degrees=90)
    assert track.coordinates(1) == pytest.approx((0.0, 1.0))
    assert track.coordinates(2) == pytest.approx((-2.0, 0.0))
    assert track.coordinates(3) == pytest.approx((0.0, -3.0))
    assert math.hypot(*SpiralTrack(["A"]).coordinates(1)) == pytest.approx(0.25)
    with pytest.raises(ComponentError):
        SpiralTrack([])


def test_the_centre_holds_everyone_and_rings_hold_one(raft):
    assert raft.pieces() == dict.fromkeys("ROYGBP", 0)
    assert raft.position("R") == 0 and "R" in raft
    assert raft.position("X") is None and "X" not in raft
    raft.remove("R")
    raft.place("R", 5)
    assert raft.occupant(5) == "R" and raft.position("R") == 5
    with pytest.raises(ComponentError, match="space 5 is occupied by 'R'"):
        raft.place("X", 5)
    with pytest.raises(ComponentError, match="already on space 0"):
        raft.place("O", 6)
    with pytest.raises(ComponentError):
        raft.occupant(0)


def test_remove_frees_the_space(raft):
    raft.move("G", 4)
    raft.remove("G")
    assert raft.occupant(4) is None and raft.position("G") is None
    with pytest.raises(ComponentError, match="'G' is not on the track"):
        raft.remove("G")


def test_moves_count_occupied_spaces(raft):
    assert raft.move("R", 3) == 3
    assert raft.move("O", 2) == 2
    # Yellow jumps over rings 2 and 3 (both occupied) and counts them.
    assert raft.destination("Y", 4) == 4
    assert raft.move("Y", 4) == 4
    assert raft.occupant(4) == "Y" and raft.position("Y") == 4
    assert raft.move("R", 2) == 5
    assert raft.occupant(3) is None and raft.occupant(5) == "R"


def test_a_move_may_not_end_on_an_occupied_space(raft):
    raft.move("R", 3)
    assert raft.destination("O", 3) == 3
    assert not raft.can_end_on(3)
    assert raft.can_end_on(4)
    assert not raft.can_end_on(0) and not raft.can_end_on(31)
    with pytest.raises(ComponentError, match="space 3 is occupied by 'R'"):
        raft.move("O", 3)
    assert raft.position("O") == 0 and raft.occupant(3) == "R"


def test_a_move_past_the_last_space_leaves_the_track(raft):
    raft.remove("B")
    raft.place("B", 27)
    assert raft.destination("B", 3) == 30
    assert raft.destination("B", 4) is None
    assert raft.move("B", 8) is None
    assert raft.position("B") is None and raft.occupant(27) is None
    with pytest.raises(ComponentError, match="not on the track"):
        raft.destination("B", 1)


def test_a_move_needs_at_least_one_step(raft):
    with pytest.raises(ComponentError):
        raft.destination("R", 0)


def test_clone_is_independent(raft):
    raft.move("P", 6)
    copy = raft.clone()
    assert copy == raft
    copy.move("P", 1)
    assert raft.position("P") == 6 and raft.occupant(7) is None
    assert copy.position("P") == 7 and copy != raft
