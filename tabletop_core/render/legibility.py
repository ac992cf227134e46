"""Does a screen read at the text size in force? Checks on the labels a view actually drew.

Used by the accessibility tests and open to game authors: draw a table at 200 % text, then
:func:`reading_problems` lists every label that was cut with an ellipsis, left its area, lies
on another label or under a panel drawn after it. An empty list means every word a player
should read is there, whole and clear.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect

OVERLAP_SHARE = 0.05
"""Two labels collide when their boxes share more than this part of the smaller one (a sliver
is allowed: boxes include the air above capitals and below descenders)."""


def canvases_of(view: Any, depth: int = 6) -> list[Canvas]:
    """The canvases ``view`` keeps: its attributes, and theirs down to ``depth`` levels (a
    table's parts, their painters and layers), in lists, tuples and dicts too. The host, and
    any window or view, is not followed: what they draw is the frame's, not the table's."""

    def take(value: Any) -> list[Any] | None:
        if not isinstance(value, Canvas):
            return None
        return [value] if value._above is None else [value, value._above]

    return found_in(view, take, depth)


def found_in(view: Any, take: Callable[[Any], list[Any] | None], depth: int) -> list[Any]:
    """What ``take`` finds among ``view``'s attributes and theirs down to ``depth`` levels, in
    lists, tuples and dicts too; ``take`` returns None to look inside a value instead. The host
    is not followed."""
    found: list[Any] = []
    seen: set[int] = set()

    def visit(value: Any, level: int) -> None:
        if id(value) in seen or isinstance(value, arcade.Window | arcade.View):
            return
        seen.add(id(value))
        taken = take(value)
        if taken is not None:
            found.extend(taken)
            return
        if isinstance(value, dict):  # copied: a picture loader may add to a cache meanwhile
            for item in list(value.values()):
                visit(item, level)
            return
        if isinstance(value, (list, tuple)):
            for item in list(value):
                visit(item, level)
            return
        if level < depth and hasattr(value, "__dict__") and not isinstance(value, type):
            for name, item in list(vars(value).items()):
                if name != "host":
                    visit(item, level + 1)

    for name, value in list(vars(view).items()):
        if name != "host":
            visit(value, 1)
    return found


def visible_labels(canvases: list[Canvas]) -> list[Any]:
    return [label for canvas in canvases for label in canvas.texts if label.text and label.visible]


def box(label: Any) -> Rect:
    """The box a label's ink fills (its content, placed by its anchors)."""
    return Rect(label.left, label.bottom, label.right - label.left, label.top - label.bottom)


def _shared(a: Rect, b: Rect) -> float:
    width = min(a.right, b.right) - max(a.left, b.left)
    height = min(a.top, b.top) - max(a.bottom, b.bottom)
    return max(0.0, width) * max(0.0, height)


def reading_problems(canvases: list[Canvas], area: Rect, *, slack: float = 4.0) -> list[str]:
    """What keeps the labels of ``canvases`` from being read whole inside ``area``: labels cut
    with an ellipsis (but for teasers a canvas lists in ``abridged``), labels reaching out of
    ``area`` (wherever they are anchored: a heading pushed above the area is as unreadable as
    one that runs over its edge), labels lying on each other, and labels covered by what a
    canvas drawn after theirs fills (:func:`covered_labels`)."""
    problems = [f"cut: {text!r}" for canvas in canvases for text in canvas.cut]
    for canvas in canvases:  # shortened by other means than fitted_text (a wrapped label cut)
        told, meant = set(canvas.cut), {id(label) for label in canvas.abridged}
        for label in canvas.texts:
            made_as = label._tabletop_key[0]
            if (
                label.visible
                and label.text.endswith("…")
                and not made_as.endswith("…")
                and made_as not in told
                and id(label) not in meant
            ):
                problems.append(f"cut: {made_as!r}")
    labels = visible_labels(canvases)
    for label in labels:
        b = box(label)
        if (
            b.left < area.left - slack
            or b.right > area.right + slack
            or b.bottom < area.bottom - slack
            or b.top > area.top + slack
        ):
            problems.append(f"out of its area: {label.text!r}")
    problems += covered_labels(canvases)
    for a, b in itertools.combinations(labels, 2):
        box_a, box_b = box(a), box(b)
        smaller = min(box_a.width * box_a.height, box_b.width * box_b.height)
        if smaller > 0 and _shared(box_a, box_b) > OVERLAP_SHARE * smaller:
            problems.append(f"on top of each other: {a.text!r} and {b.text!r}")
    return problems


def covered_labels(canvases: list[Canvas]) -> list[str]:
    """Labels that an opaque fill drawn after them hides, in part or whole: a panel of a later
    canvas over a count at the edge of a row that ran too long, a mark on a card over its words.
    Each canvas draws its text after its own shapes, so only fills of canvases drawn later (in
    the order of the last frame, :attr:`Canvas.drawn`) can cover a label."""
    problems: list[str] = []
    drawn = sorted((c for c in canvases if c.drawn), key=lambda c: c.drawn)
    for place, canvas in enumerate(drawn):
        later = [fill for after in drawn[place + 1 :] for fill in after.fills]
        if not later:
            continue
        for label in canvas.texts:
            if not (label.text and label.visible):
                continue
            ink = box(label)
            area = ink.width * ink.height
            if area > 0 and any(_shared(ink, fill) > OVERLAP_SHARE * area for fill in later):
                problems.append(f"covered: {label.text!r}")
    return problems
