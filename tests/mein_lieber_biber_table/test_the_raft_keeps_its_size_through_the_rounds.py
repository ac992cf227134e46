"""The raft keeps its place and size from the first round to the end of the game: the rounds'
history under the round's number takes one line from the start (it tells the last round when
all do not fit), so the table does not jump when a round ends — at 200 % text in French and
German with four players, where the history once grew to three lines by the third round."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


@pytest.mark.parametrize("language", ("fr", "de"))
def test_the_raft_does_not_jump_when_rounds_end(
    window, tabletop_shell, biber_registry, tmp_path, monkeypatch, language
):
    from tabletop_core import i18n
    from tabletop_core.match import Match
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.theme import set_text_scale
    from tabletop_core.replay import SeatSpec
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    before = i18n.language()
    i18n.set_language(language)
    try:
        settings = Settings(bot_pacing=0.0, reduced_motion=True, text_size=200)
        shell = tabletop_shell(biber_registry, settings, settings_path=tmp_path / "s.json")
        seats = [SeatSpec.human("Ana")] + [
            SeatSpec.bot(n, "random") for n in ("Otto", "Mila", "Tina")
        ]
        bots = {n: biber_registry.make_bot("mein_lieber_biber", "random") for n in (1, 2, 3)}
        game = biber_registry.get("mein_lieber_biber").game
        match = Match(game, seats, 11, None, bots=bots, autosave=False)
        host = shell.start_match(match)
        sizes: dict[int, tuple[float, tuple[float, float]]] = {}
        while not match.is_over:
            if match.to_act == 0:
                legal = match.legal_actions()
                host.send(legal[len(legal) // 2])
            else:
                match.bot_step()
            host.on_update(0.0)
            ends = len(match.state.round_ends)
            if ends not in sizes:  # the first frame of each round (the table lays out anew)
                host.on_draw()
                layout = host.table.scene.layout
                sizes[ends] = (layout.pond.raft_radius, layout.pond.raft_centre)
        assert len(sizes) >= 3, sizes  # rounds ended on the way
        assert len(set(sizes.values())) == 1, sizes
    finally:
        i18n.set_language(before)
        set_text_scale(1.0)
        window.show_view(load_arcade().View(window))
