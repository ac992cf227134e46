"""Frame time of a busy Hamsterdam table at 1280×720, headless software rendering.

The busy table: four players in the second round (stacks on every dam, flood tokens, breached
cards, a town pile or two), seen by the human. Three figures, each the median over a few
hundred frames against the 16.7 ms budget: the table at rest (most frames), the table while a
flood animates across all four dams (the roll, the wave, splashes, a breach flipping a card),
and the table while a hamster is dragged. Also prints what one repaint after an action costs
(once per action, not per frame) and the machine's load.

    python benchmarks/hamsterdam_frame.py [--frames 300] [--screenshot docs/screenshots/hamsterdam_flood.png]

``--screenshot`` saves the four-player table mid-flood (the wave half way along the dams).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from tabletop_core.render._arcade import load_arcade, want_headless

BUDGET_MS = 1000 / 60
SEED = 2
NAMES = ("Otto", "Benny", "Tina")


def _seats():
    from tabletop_core.replay import SeatSpec

    return [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "easy") for n in NAMES]


def _fresh(registry):
    from tabletop_core.match import Match

    bots = {i: registry.make_bot("hamsterdam", "easy") for i in (1, 2, 3)}
    game = registry.get("hamsterdam").game
    return Match(game, _seats(), SEED, None, bots=bots, autosave=False)


def _human_move(match, ply: int):
    """Ana's stand-in: the easy bot's judgement (deterministic)."""
    from tabletop_core.match import bot_rng

    bot = match.bots[1]
    view = match.view(0)
    return bot.choose(match.game, view, bot_rng(SEED, 0, ply))


def _step(match):
    if match.is_bot(match.to_act):
        return match.bot_step()
    return match.act(_human_move(match, len(match.actions)))


def flood_position(registry):
    """A match just before a bot's roll, in round 2 or later, that floods at least three dams
    (best: all four, with a breach); the table animates it when the bot rolls."""
    from tabletop_hamsterdam.events import FloodHeld, Seeped, TokenLanded
    from tabletop_hamsterdam.state import ROLLING

    probe = _fresh(registry)
    four = three = None
    while not probe.is_over and four is None:
        before = len(probe.actions)
        stage = probe.state.stage
        bot = probe.is_bot(probe.to_act)
        events = _step(probe)
        if stage == ROLLING and bot and probe.state.round >= 2:
            struck = {e.seat for e in events if type(e) in (FloodHeld, TokenLanded, Seeped)}
            if len(struck) == 4 and any(d.flip_order for d in probe.state.dams):
                four = before
            elif len(struck) >= 3 and three is None:
                three = before
    chosen = four if four is not None else three
    if chosen is None:
        raise SystemExit("no roll flooding three dams or more found for this seed")
    match = _fresh(registry)
    while len(match.actions) < chosen:
        _step(match)
    return match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--screenshot", type=Path, default=None)
    args = parser.parse_args()

    want_headless()
    arcade = load_arcade()
    import tabletop_hamsterdam.plugin as hamsterdam_plugin
    from tabletop_hamsterdam.table.choreography import geometry
    from tabletop_hamsterdam.table.controller import CARRIED

    from tabletop_core import plugins
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    registry = plugins.load(extra_plugins=[hamsterdam_plugin], autoload=False)
    window = arcade.Window(1280, 720, "hamsterdam frame", visible=False, antialiasing=False)
    shell = Shell(
        window, registry, Settings(bot_pacing=10, reduced_motion=False), on_quit=lambda: None
    )
    match = flood_position(registry)
    host = shell.start_match(match)
    table = host.table
    host.on_update(1 / 60)
    host.on_draw()
    window.ctx.finish()

    def frames(count: int, animate=None) -> list[float]:
        times = []
        for _ in range(count):
            if animate is not None:
                animate()
            start = time.perf_counter()
            host.on_update(1 / 60)
            host.on_draw()
            window.ctx.finish()
            times.append((time.perf_counter() - start) * 1000)
        return times

    rest = frames(args.frames)

    repaints = []
    for _ in range(10):
        start = time.perf_counter()
        table.scene.dirty = True
        table.scene.refresh(table.scene.layout, animating=False, rolling=False)
        host.on_draw()
        window.ctx.finish()
        repaints.append((time.perf_counter() - start) * 1000)

    # the flooding roll: the bot to act rolls; the animation replays whenever it ends
    events = host.step_bot()
    table.scene.draw(host.layout()[1])
    old_scene = table.scene.shown
    if args.screenshot is not None:
        from tabletop_hamsterdam.table.fx import ROLL, WAVE

        while table.choreography.fx.busy and table.choreography.fx.clock < ROLL * 0.7 + WAVE * 0.5:
            host.on_update(1 / 60)
            host.on_draw()
        args.screenshot.parent.mkdir(parents=True, exist_ok=True)
        arcade.get_image(0, 0, 1280, 720).convert("RGB").save(args.screenshot)
        print(f"screenshot: {args.screenshot}")

    def keep_flooding() -> None:
        if not table.choreography.fx.busy:
            table.choreography.fx.play(events, geometry(table.scene.layout, old_scene))

    flooding = frames(args.frames, keep_flooding)
    sprites = len(table.choreography.fx.sprites)

    # a drag: a hamster follows the pointer across the dam
    table.choreography.fx.finish()
    host.on_draw()
    path = table.scene.layout.main_row
    table.controller.carry.start(0, table.scene.layout.card_size[0] * CARRIED)
    moves = [path.left + (path.width * k / 60) for k in range(60)]
    step = iter(range(10**9))

    def move() -> None:
        x = moves[next(step) % len(moves)]
        table.controller.carry.move(x, path.center_y, None)

    dragging = frames(args.frames // 2, move)
    table.controller.carry.end()

    rect = host.layout()[1]
    own = []
    for _ in range(args.frames // 3):
        start = time.perf_counter()
        table.scene.draw(rect)
        window.ctx.finish()
        own.append((time.perf_counter() - start) * 1000)
    table.scene.draw, real_draw = (lambda rect: None), table.scene.draw
    frame_only = frames(args.frames // 3)
    table.scene.draw = real_draw

    load = os.getloadavg()
    print(f"hamsterdam table, 4 players, round {match.state.round}, 1280x720, software renderer")
    for name, times in (("at rest", rest), ("flood animating", flooding), ("dragging", dragging)):
        median = statistics.median(times)
        p90 = sorted(times)[int(len(times) * 0.9)]
        verdict = "ok" if median <= BUDGET_MS else "OVER"
        print(f"  {name:16s} median {median:6.2f} ms  p90 {p90:6.2f} ms  -> {verdict}")
    print(f"  ({sprites} animated sprites in the flood)")
    print(
        f"at rest, the Hamsterdam table alone {statistics.median(own):.2f} ms; the host's frame "
        f"without the table {statistics.median(frame_only):.2f} ms"
    )
    print(
        f"one repaint after an action (not every frame): median "
        f"{statistics.median(repaints):.0f} ms"
    )
    print(
        f"budget {BUDGET_MS:.1f} ms a frame; load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}"
    )
    window.close()


if __name__ == "__main__":
    main()
