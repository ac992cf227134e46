"""The shared motion kit: its easings end where they should (overshooting on the way when they
have weight), its effects end, repeat exactly for the same inputs and do nothing with reduced
motion; a shake moves what is drawn inside it and stays inside the table's room."""

from __future__ import annotations

import pytest

from tabletop_core.render.motion.easing import back_out, bounce_out, ease_out_cubic, pop, smooth

pytestmark = pytest.mark.gl


@pytest.mark.parametrize("easing", [smooth, ease_out_cubic, back_out, bounce_out])
def test_every_easing_starts_at_0_and_lands_on_1(easing):
    assert easing(0.0) == pytest.approx(0.0)
    assert easing(1.0) == pytest.approx(1.0)
    assert easing(2.0) == pytest.approx(1.0)


def test_weighty_easings_overshoot_or_bounce_and_a_pop_settles_back():
    assert max(back_out(i / 100) for i in range(101)) > 1.05
    values = [bounce_out(i / 100) for i in range(101)]
    assert any(b < a for a, b in zip(values, values[1:], strict=False))  # it comes back down
    assert max(pop(i / 100, 0.2) for i in range(101)) == pytest.approx(1.2, abs=0.005)
    assert pop(0.0) == pop(1.0) == pytest.approx(1.0)


def _run(flourish, frames=120):
    trace = []
    for _ in range(frames):
        flourish.update(1 / 60)
        trace.append(
            (
                tuple((s.center_x, s.center_y, s.alpha) for s in flourish.bursts.sprites),
                tuple((s.center_x, s.center_y) for s in flourish.glides.sprites),
                flourish.offset,
            )
        )
    return trace


def _start(flourish, window):
    from tabletop_core.render.canvas import arcade
    from tabletop_core.render.motion import CHIPS, SPARKLES
    from tabletop_core.render.motion.particles import particle_texture

    flourish.burst(CHIPS, 200, 200, seed=4)
    flourish.burst(SPARKLES, 300, 200, seed=5, delay=0.1)
    flourish.glide(particle_texture(CHIPS, 0), (10, 10, 8, 8, 255), (300, 100, 16, 16, 255))
    flourish.shake(6.0, 0.4)
    sprite = arcade.SpriteSolidColor(40, 20)
    flourish.pop(sprite)
    return sprite


def test_effects_play_end_and_repeat_exactly(window):
    from tabletop_core.render.motion import Flourish

    first, second = Flourish(), Flourish()
    sprite = _start(first, window)
    _start(second, window)
    assert first.busy
    trace = _run(first)
    assert trace == _run(second)
    assert len({frame[0] for frame in trace}) > 20, "the particles fly"
    assert any(frame[2] != (0.0, 0.0) for frame in trace), "the table shakes"
    assert not first.busy, "everything has ended within two seconds"
    assert (sprite.width, sprite.height) == (40, 20), "the popped piece settles at its size"
    assert len(first.bursts.sprites) == 0 and len(first.glides.sprites) == 0


def test_reduced_motion_starts_nothing(window):
    from tabletop_core.render.motion import Flourish

    flourish = Flourish(reduced_motion=True)
    sprite = _start(flourish, window)
    assert not flourish.busy
    assert flourish.offset == (0.0, 0.0)
    assert (sprite.width, sprite.height) == (40, 20)


def test_a_shake_moves_the_drawing_and_keeps_it_in_its_room(window):
    from tabletop_core.render.canvas import Canvas, arcade
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.motion import Flourish

    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)
    room = Rect(100, 100, 200, 200)
    canvas = Canvas()
    canvas.rect(Rect(0, 0, 1280, 720), (255, 255, 255, 255))
    canvas.rect(Rect(150, 150, 40, 40), (255, 0, 0, 255))

    def frame(flourish):
        window.clear(color=(0, 0, 0, 255))
        with flourish.shaken(room):
            canvas.draw()
        return arcade.get_image(0, 0, 1280, 720).convert("RGB")

    flourish = Flourish()
    still = frame(flourish)
    flourish.shake(8.0, 0.5)
    flourish.update(0.01)
    assert flourish.offset != (0.0, 0.0)
    shaken = frame(flourish)
    assert still.getpixel((50, 720 - 50)) == (255, 255, 255)
    assert shaken.getpixel((50, 720 - 50)) == (0, 0, 0), "nothing is drawn outside the room"
    box = (100, 720 - 300, 300, 720 - 100)
    assert still.crop(box).tobytes() != shaken.crop(box).tobytes(), "the drawing moved"
    flourish.update(1.0)
    assert flourish.offset == (0.0, 0.0)
