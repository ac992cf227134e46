"""`tabletop screenshot --animate` plays the table's animations of the last moves: a picture a
moment into Ana's tipping move shows the simulated fall (the raft heeling over, beavers sliding
off), not the still raft of the round that follows."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl

SEED, MOVES = 2, 28
"""Three players: move 28 is Ana's, and it tips the raft (the random bots' and the stand-in's
choices decide it: the first lines of the test check it still does)."""


def test_an_animated_screenshot_catches_the_fall(window, biber_registry, tmp_path, monkeypatch):
    from PIL import Image, ImageChops
    from tabletop_mein_lieber_biber.events import RaftTipped

    from tabletop_core.render.screenshot import _match_at, take_screenshot

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    match = _match_at(biber_registry, "mein_lieber_biber", SEED, MOVES, 3)
    own = max(i for i, entry in enumerate(match.log) if entry.seat == 0)
    assert any(isinstance(e, RaftTipped) for e in match.log[own].events)

    def shot(name: str, animate: float | None) -> Image.Image:
        out = take_screenshot(
            "mein_lieber_biber",
            seed=SEED,
            moves=MOVES,
            players=3,
            animate=animate,
            out=tmp_path / name,
            registry=biber_registry,
        )
        return Image.open(out).convert("RGB")

    still, falling, later = shot("still.png", None), shot("fall.png", 0.22), shot("late.png", 0.22)
    raft = (0, 120, 600, 520)
    assert ImageChops.difference(still.crop(raft), falling.crop(raft)).getbbox() is not None
    assert falling.tobytes() == later.tobytes()  # the same fall, frame for frame
