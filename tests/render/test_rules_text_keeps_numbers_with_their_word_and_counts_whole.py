"""The rules page's wrapping: no line starts with "50." (it would read as a numbered item), and a
table short of room wraps its long column rather than a short count."""

from __future__ import annotations

from tabletop_core.render.rules_text import Block, Run, lay_out, wrap_runs


def by_letters(text: str, kind: str, bold: bool, italic: bool) -> float:
    """Ten pixels a character: a measure any test can reason about."""
    return 10.0 * len(text)


def test_a_number_with_a_full_stop_never_starts_a_line():
    runs = (Run("Solo: all 50. The first player is drawn at random."),)
    for width in range(60, 400, 10):
        lines = wrap_runs(runs, "text", width, by_letters)
        starts = [line[0].text.split()[0] for line in lines[1:]]
        assert "50." not in starts, (width, [[p.text for p in line] for line in lines])
    words = " ".join(
        piece.text for line in wrap_runs(runs, "text", 130, by_letters) for piece in line
    )
    assert words == runs[0].text  # nothing lost, the space kept


def test_a_table_short_of_room_keeps_its_counts_whole_and_wraps_the_long_column():
    header = ((Run("card"),), (Run("count"),), (Run("worth"),))
    row = ((Run("oak"),), (Run("6 each"),), (Run("two points, at most one a dam"),))
    table = Block("table", (), rows=(header, row))
    lines = lay_out([table], 400, by_letters, indent=0, air=10, gap=20)
    cells = [line for line in lines if line.kind == "cell"]
    assert [p.text for p in cells[0].pieces][:2] == ["oak", "6 each"]
    assert all(
        "6" not in p.text and "each" not in p.text for line in cells[1:] for p in line.pieces
    )
    assert len(cells) > 1  # the long column wraps instead
