"""Dam It!'s river flows towards place 1 while the table animates a move, and rests otherwise:

- during a move, the chevrons on the line under the river cards slide to the left between two
  frames by as far as the current flowed in between (measured by matching a pixel row of one
  frame against the other), while the dam piles, outside the river, stay the same;
- with reduced motion the same frames show the river's pixels unchanged;
- once the move has played, the water does not keep the table awake: the host needs no frame,
  the frame pacer skips frames as before, and the cached picture of the table is not redrawn.
"""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()

STEP = 1 / 60
MARGIN = 24
"""Pixels around a moving sprite that its shadow may reach."""


def _host_at_a_take(shell, reduced: bool):
    """Ana against a bot, her turn, the table at rest; the host and her take of river place 3."""
    from tabletop_damit.actions import Take

    from tabletop_core.replay import SeatSpec

    shell.settings.reduced_motion = reduced
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    match = shell.new_match("damit", seats, 7, {"first_player": 0})
    host = shell.start_match(match)
    assert host.match.to_act == 0
    return host, Take(2, False)


def _updates(driver, seconds: float) -> None:
    driver.update(STEP, frames=round(seconds / STEP))


def _sprite_boxes(table) -> dict[int, tuple[float, float, float, float]]:
    scene = table.scene.sprites
    return {
        id(s): (s.rect.left - MARGIN, s.rect.bottom - MARGIN, s.rect.right + MARGIN,
                s.rect.top + MARGIN)
        for pieces in (scene.dam_list, scene.card_list, scene.cube_list)
        for s in pieces
    }  # fmt: skip


def _moved(before: dict, after: dict) -> list[tuple[float, float, float, float]]:
    """Where the sprites that moved between two frames were, at either frame."""
    keys = set(before) | set(after)
    moved = [k for k in keys if before.get(k) != after.get(k)]
    return [box for k in moved for box in (before.get(k), after.get(k)) if box is not None]


def _row(image, height: int, y: float, left: int, right: int) -> list[tuple[int, int, int]]:
    row = int(height - y)
    return [image.getpixel((x, row)) for x in range(left, right)]


def _free_stretch(strip, y: float, boxes) -> tuple[int, int]:
    """The widest run of whole pixels along ``y`` inside ``strip`` that no sprite covers."""
    free = [
        not any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in boxes)
        for x in range(int(strip.clip.left) + 1, int(strip.clip.right) - 1)
    ]
    best, start = (0, 0), None
    for index, ok in enumerate([*free, False]):
        if ok and start is None:
            start = index
        elif not ok and start is not None:
            if index - start > best[1] - best[0]:
                best = (start, index)
            start = None
    origin = int(strip.clip.left) + 1
    return origin + best[0], origin + best[1]


def _mismatch(before, after, shift: int) -> float:
    """How far ``after`` is from ``before`` moved ``shift`` pixels left (mean per channel)."""
    pairs = [
        (after[x], before[x + shift])
        for x in range(max(0, -shift), min(len(after), len(before) - shift))
    ]
    return sum(abs(a - b) for p, q in pairs for a, b in zip(p, q, strict=True)) / (3 * len(pairs))


def _frame(driver, window):
    return driver.frame()


def _pixels(image, height: int, rect) -> list[tuple[int, int, int]]:
    box = (int(rect.left), int(height - rect.top), int(rect.right), int(height - rect.bottom))
    return list(image.crop(box).getdata())


def _two_frames_of_a_move(shell, driver, reduced: bool):
    host, take = _host_at_a_take(shell, reduced)
    table, window = host.table, shell.window
    driver.draw()
    host.send(take)
    _updates(driver, 0.1)
    first, at_first = _frame(driver, window), table.choreography.current.flowed
    boxes = _sprite_boxes(table)
    busy_first = table.choreography.busy
    _updates(driver, 0.3)
    second, at_second = _frame(driver, window), table.choreography.current.flowed
    boxes = _moved(boxes, _sprite_boxes(table))
    return (
        host,
        (first, second),
        (at_first, at_second),
        boxes,
        busy_first and table.choreography.busy,
    )


def test_the_current_slides_to_place_one_while_a_move_plays(damit_shell, driver):
    host, (first, second), (t1, t2), boxes, busy = _two_frames_of_a_move(
        damit_shell, driver, reduced=False
    )
    table, height = host.table, damit_shell.window.height
    assert busy, "both frames are taken while the move animates"
    chevrons = table.choreography.current.strips[1:]
    assert chevrons, "the current is drawn on the line under the cards"
    strip = max(chevrons, key=lambda s: s.clip.width)
    y = strip.clip.center_y
    left, right = _free_stretch(strip, y, boxes)
    assert right - left > 120, "a stretch of the current no card passes over"
    before = _row(first, height, y, left, right)
    after = _row(second, height, y, left, right)

    flowed = round((t2 - t1) * table.choreography.current.speed)
    assert 8 <= flowed <= 30, "the water flowed by a measurable distance, less than a chevron"
    shifts = range(-30, 31)
    errors = {shift: _mismatch(before, after, shift) for shift in shifts}
    best = min(errors, key=errors.__getitem__)
    assert errors[0] > 8, "the river's line changed between the frames"
    assert abs(best - flowed) <= 1, f"the current moved {best} px, {flowed} px expected"
    assert best > 0, "it moved towards place 1, on the left"
    assert errors[best] < errors[0] / 4, "what moved is the same pattern, slid along"

    # outside the river, where no card moves, the two frames are the same
    for index in range(len(table.scene.view.piles)):
        pile = table.scene.layout.pile_card(index, 0)
        assert _pixels(first, height, pile) == _pixels(second, height, pile)


def test_with_reduced_motion_the_river_does_not_move(damit_shell, driver):
    host, (first, second), (t1, t2), boxes, _busy = _two_frames_of_a_move(
        damit_shell, driver, reduced=True
    )
    table, height = host.table, damit_shell.window.height
    assert t1 == t2 == 0
    for strip in table.choreography.current.strips:
        clip = strip.clip
        for y in range(int(clip.bottom) + 1, int(clip.top) - 1, 3):
            left, right = _free_stretch(strip, y, boxes)
            if right - left > 20:
                assert _row(first, height, y, left, right) == _row(second, height, y, left, right)


def test_an_idle_river_keeps_the_table_idle(damit_shell, driver):
    from tabletop_core.render.idle import GRACE, HEARTBEAT, FramePacer

    host, take = _host_at_a_take(damit_shell, reduced=False)
    table, window = host.table, damit_shell.window
    # the current alone: the glints of life at rest move idle water on purpose, a few frames
    # a second (tests/frame/test_a_resting_table_lives_unless_motion_is_reduced.py)
    host.resting.lives = lambda: False
    driver.draw()
    host.send(take)
    for _ in range(600):
        driver.update(STEP)
        driver.draw()
        if not table.choreography.busy and host.match.to_act == 0 and not host.needs_frame():
            break
    assert not table.choreography.busy and host.match.to_act == 0, "the moves have played out"
    assert table.choreography.current.flowed > 0, "the water flowed while they played"
    rest = table.choreography.current.flowed
    before, renders = _frame(driver, window), table.scene.still.renders

    class Clock:
        now = 100.0

        def __call__(self) -> float:
            return self.now

    clock = Clock()
    pacer = FramePacer(clock)
    drawn = 0
    for frame in range(round((GRACE + 5) * 60)):
        clock.now += STEP
        driver.update(STEP)
        assert not host.needs_frame(), "the water never asks for a frame"
        if pacer.wants_frame(host):
            drawn += frame > GRACE * 60
            driver.draw()
    assert pacer.idle
    assert drawn <= 5 / HEARTBEAT + 2, "the pacer skips frames while the river rests"
    assert table.choreography.current.flowed == rest, "the water rests while nothing else moves"
    assert table.scene.still.renders == renders, "the table stays one cached picture"
    after = _frame(driver, window)
    for strip in table.choreography.current.strips:
        assert _pixels(before, window.height, strip.clip) == _pixels(
            after, window.height, strip.clip
        )
