"""Labels under a row of pieces share a line while they keep apart, each under its own piece;
one that would touch the label before it goes a line down, never past the band's end."""

from __future__ import annotations

from tabletop_core.render.kit.labels import MOST_LINES, packed_labels


def test_labels_that_keep_apart_share_the_first_line_under_their_pieces():
    placed = packed_labels([(40, 0, 10), (30, 100, 120)], 0, 300, 8)
    assert placed == [(0, 0), (0, 100)]


def test_a_label_that_would_touch_the_one_before_goes_a_line_down():
    placed = packed_labels([(80, 0, 20), (50, 60, 70)], 0, 300, 8)
    assert placed[0] == (0, 0)
    assert placed[1] == (1, 60)


def test_a_label_slides_within_its_span_before_it_goes_down():
    placed = packed_labels([(50, 0, 0), (40, 40, 90)], 0, 300, 10)
    assert placed[1] == (0, 60)  # past the first label and its gap, still in its span


def test_labels_stay_inside_the_band_and_on_at_most_the_last_line():
    labels = [(100, 0, 0)] * (MOST_LINES + 2)
    placed = packed_labels(labels, 0, 150, 8)
    assert [line for line, _x in placed] == [0, 1, 2, 2, 2]
    assert all(x >= 0 and x + 100 <= 150 for _line, x in placed)
