"""A deterministic 2-D rigid-body table over ``pymunk.Space`` (side view, y up).

Everything a dexterity game needs from the physics, without a window: static ground and
platforms, dynamic boxes and polygons named by keys, a fixed-step simulation, settling until
everything rests, contact queries and cheap snapshots.

Determinism: the same sequence of calls gives bit-identical positions. The step is fixed (no
wall clock) and bodies are visited in insertion order. Never copy or pickle a space to branch a
world (pymunk's copies are not bit-identical); build a new table from the same inputs instead.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import Generic, NamedTuple, TypeVar

import pymunk

from tabletop_core.physics.contacts import Contact
from tabletop_core.physics.shapes import box, extent

Key = Hashable
BodyKey = TypeVar("BodyKey", bound=Hashable)
"""What a game names its dynamic bodies by (fixtures may be named by any key)."""


class Pose(NamedTuple):
    """Where a body is: centre ``(x, y)`` and ``angle`` in radians (counter-clockwise)."""

    x: float
    y: float
    angle: float


class Settling(NamedTuple):
    """How a :meth:`Table.settle` ended: ``settled`` is False when ``max_steps`` ran out first."""

    settled: bool
    steps: int


class Table(Generic[BodyKey]):
    """One world. Keys name bodies (dynamic) and fixtures (static); both appear in contacts.
    ``Table[int]`` is a world whose bodies are numbered (its fixtures may have other names).

    ``iterations`` 20–30 keeps tall stacks stiff; sleeping is on, so a settled stack costs
    almost nothing to step and "everything sleeps" means "settled".
    """

    def __init__(
        self,
        *,
        gravity: float = 9810.0,
        dt: float = 1 / 60,
        iterations: int = 25,
        sleep_time: float = 0.3,
        idle_speed: float = 6.0,
        collision_slop: float = 0.05,
        damping: float = 1.0,
    ) -> None:
        space = pymunk.Space()
        space.gravity = (0.0, -gravity)
        space.iterations = iterations
        space.sleep_time_threshold = sleep_time
        space.idle_speed_threshold = idle_speed
        space.collision_slop = collision_slop
        space.damping = damping
        self.space = space
        self.dt = dt
        self.steps = 0
        """Steps simulated since the table was built."""
        self._bodies: dict[BodyKey, pymunk.Body] = {}
        self._shapes: dict[Key, list[pymunk.Shape]] = {}
        self._key_of: dict[pymunk.Shape, Key] = {}
        self._order: dict[Key, int] = {}
        self._probe_body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self._probes: dict[tuple[tuple[float, float], ...], pymunk.Poly] = {}
        """A probe shape per outline asked about, on the probe body: building a pymunk polygon
        cost more than the query itself, and a query moves the probe's outline to where its
        body is (bit for bit what a polygon built there anew would be)."""
        self._overlaps: dict[tuple, frozenset[Key]] | None = None
        """The overlap questions already answered, once the table is frozen (:meth:`freeze`)."""
        self._rests: dict[tuple, float] = {}
        """The rest heights already worked out, once the table is frozen."""

    # building -------------------------------------------------------------------------------

    def freeze(self) -> None:
        """Make this a still world, for geometry questions only: from now on it neither steps
        nor changes (each raises), so :meth:`overlapping` and :meth:`rest_height` remember
        their answers. A game asks the same questions of one still dam many times over (the
        legal actions, their names, the bots, the ghost): each is worked out once. Moving a
        body by hand (``body(key).position``) is not seen: a frozen table is left alone."""
        if self._overlaps is None:
            self._overlaps = {}

    @property
    def frozen(self) -> bool:
        return self._overlaps is not None

    def _changing(self) -> None:
        if self._overlaps is not None:
            raise RuntimeError("a frozen table neither steps nor changes (Table.freeze)")

    def add_static_polygon(
        self, key: Key, vertices: Sequence[tuple[float, float]], *, friction: float = 0.8
    ) -> None:
        """A fixture (ground, a platform, a stand) in world coordinates."""
        self._changing()
        shape = pymunk.Poly(self.space.static_body, list(vertices))
        self._add_fixture(key, shape, friction)

    def add_static_box(
        self,
        key: Key,
        left: float,
        bottom: float,
        width: float,
        height: float,
        *,
        friction: float = 0.8,
    ) -> None:
        vertices = [
            (left, bottom),
            (left + width, bottom),
            (left + width, bottom + height),
            (left, bottom + height),
        ]
        self.add_static_polygon(key, vertices, friction=friction)

    def add_ground(
        self,
        key: Key = "ground",
        *,
        top: float = 0.0,
        left: float = -2000.0,
        right: float = 2000.0,
        depth: float = 100.0,
        walls: float = 400.0,
        friction: float = 0.8,
    ) -> None:
        """A thick floor with its top at ``top``, and walls at both ends (same key) so nothing
        slides away for ever."""
        self.add_static_box(key, left, top - depth, right - left, depth, friction=friction)
        if walls > 0:
            self.add_static_box(
                key, left - depth, top - depth, depth, walls + depth, friction=friction
            )
            self.add_static_box(key, right, top - depth, depth, walls + depth, friction=friction)

    def add_polygon(
        self,
        key: BodyKey,
        vertices: Sequence[tuple[float, float]],
        x: float,
        y: float,
        angle: float = 0.0,
        *,
        density: float = 0.001,
        friction: float = 0.7,
        elasticity: float = 0.0,
    ) -> pymunk.Body:
        """A dynamic body with a convex outline given in its own frame (centre at the origin).

        Mass is ``density`` × area, so pieces of one material weigh what their size says.
        """
        self._changing()
        if key in self._order:
            raise KeyError(f"the table already holds {key!r}")
        outline = list(vertices)
        mass = density * abs(_area(outline))
        body = pymunk.Body(mass, pymunk.moment_for_poly(mass, outline))
        body.position = (x, y)
        body.angle = angle
        shape = pymunk.Poly(body, outline)
        shape.friction = friction
        shape.elasticity = elasticity
        self.space.add(body, shape)
        self._bodies[key] = body
        self._shapes[key] = [shape]
        self._key_of[shape] = key
        self._order[key] = len(self._order)
        return body

    def add_box(
        self,
        key: BodyKey,
        width: float,
        height: float,
        x: float,
        y: float,
        angle: float = 0.0,
        *,
        density: float = 0.001,
        friction: float = 0.7,
        elasticity: float = 0.0,
    ) -> pymunk.Body:
        return self.add_polygon(
            key,
            box(width, height),
            x,
            y,
            angle,
            density=density,
            friction=friction,
            elasticity=elasticity,
        )

    def remove(self, key: BodyKey) -> None:
        """Take a body off the table (a piece discarded, a piece lifted off)."""
        self._changing()
        body = self._bodies.pop(key)
        shapes = self._shapes.pop(key)
        for shape in shapes:
            del self._key_of[shape]
        self.space.remove(body, *shapes)
        del self._order[key]

    def _add_fixture(self, key: Key, shape: pymunk.Shape, friction: float) -> None:
        shape.friction = friction
        self.space.add(shape)
        self._shapes.setdefault(key, []).append(shape)
        self._key_of[shape] = key
        self._order.setdefault(key, len(self._order))

    # reading ---------------------------------------------------------------------------------

    def __contains__(self, key: object) -> bool:
        return key in self._bodies

    def bodies(self) -> Iterator[BodyKey]:
        """Keys of the dynamic bodies, in insertion order."""
        return iter(self._bodies)

    def body(self, key: BodyKey) -> pymunk.Body:
        return self._bodies[key]

    def pose(self, key: BodyKey) -> Pose:
        body = self._bodies[key]
        x, y = body.position
        return Pose(x, y, body.angle)

    def poses(self) -> dict[BodyKey, Pose]:
        result: dict[BodyKey, Pose] = {}
        for key, body in self._bodies.items():
            x, y = body.position
            result[key] = Pose(x, y, body.angle)
        return result

    def awake_poses(self) -> dict[BodyKey, Pose]:
        """The poses of the bodies not asleep (a sleeping body has not moved since it fell
        asleep): what a film of the world needs each frame."""
        result: dict[BodyKey, Pose] = {}
        for key, body in self._bodies.items():
            if not body.is_sleeping:
                x, y = body.position
                result[key] = Pose(x, y, body.angle)
        return result

    def snapshot(self, digits: int | None = 6) -> tuple[tuple[BodyKey, float, float, float], ...]:
        """Every body's pose in insertion order, rounded to ``digits`` (exact when ``None``).

        Cheap enough to compare two worlds after every step; exact snapshots of two tables built
        and stepped the same way are equal bit for bit.
        """
        rows = []
        for key, body in self._bodies.items():
            x, y = body.position
            angle = body.angle
            if digits is not None:
                x, y, angle = round(x, digits), round(y, digits), round(angle, digits)
            rows.append((key, x, y, angle))
        return tuple(rows)

    def is_resting(self, speed: float, spin: float) -> bool:
        """Every body asleep, or slower than ``speed`` (units/s) and ``spin`` (rad/s)."""
        speed_sq = speed * speed
        for body in self._bodies.values():
            if body.is_sleeping:
                continue
            vx, vy = body.velocity
            if vx * vx + vy * vy > speed_sq or abs(body.angular_velocity) > spin:
                return False
        return True

    # simulating ------------------------------------------------------------------------------

    def step(self, count: int = 1) -> None:
        self._changing()
        space, dt = self.space, self.dt
        for _ in range(count):
            space.step(dt)
        self.steps += count

    def settle(
        self,
        max_steps: int,
        *,
        min_steps: int = 0,
        speed: float = 2.0,
        spin: float = 0.02,
        check_every: int = 5,
        calm_checks: int = 3,
        watch: Callable[[int], None] | None = None,
    ) -> Settling:
        """Step until every body rests (asleep, or slow for ``calm_checks`` checks in a row),
        at least ``min_steps`` and at most ``max_steps`` steps.

        ``min_steps`` gives a slow topple time to show itself before the world is judged.
        ``watch`` is told the steps done after each one (to film the world as it settles).
        """
        self._changing()
        space, dt = self.space, self.dt
        calm = 0
        for done in range(1, max_steps + 1):
            space.step(dt)
            if watch is not None:
                watch(done)
            if done < min_steps or done % check_every:
                continue
            calm = calm + 1 if self.is_resting(speed, spin) else 0
            if calm >= calm_checks:
                self.steps += done
                return Settling(True, done)
        self.steps += max_steps
        return Settling(self.is_resting(speed, spin), max_steps)

    # contacts --------------------------------------------------------------------------------

    def contacts(self) -> list[Contact]:
        """Every touching pair once, fixtures included, from the solver's own contact list.

        ``a`` was added before ``b``; ``(x, y)`` is the mean contact point. Valid after at least
        one step; sleeping bodies keep their contacts.
        """
        seen: set[tuple[Key, Key]] = set()
        found: list[Contact] = []
        order = self._order
        key_of = self._key_of

        def collect(arbiter: pymunk.Arbiter) -> None:
            first, second = arbiter.shapes
            a, b = key_of.get(first), key_of.get(second)
            if a is None or b is None or a == b:
                return
            if order[a] > order[b]:
                a, b = b, a
            if (a, b) in seen:
                return
            points = arbiter.contact_point_set.points
            if not points:
                return
            seen.add((a, b))
            x = sum(p.point_a.x + p.point_b.x for p in points) / (2 * len(points))
            y = sum(p.point_a.y + p.point_b.y for p in points) / (2 * len(points))
            found.append(Contact(a, b, x, y))

        for body in self._bodies.values():
            body.each_arbiter(collect)
        found.sort(key=lambda c: (order[c.a], order[c.b]))
        return found

    def touching(self, key: Key) -> set[Key]:
        """Keys of everything (bodies and fixtures) touching ``key``."""
        result: set[Key] = set()
        for contact in self.contacts():
            if contact.a == key:
                result.add(contact.b)
            elif contact.b == key:
                result.add(contact.a)
        return result

    # placing ---------------------------------------------------------------------------------

    def overlapping(
        self,
        vertices: Sequence[tuple[float, float]],
        x: float,
        y: float,
        angle: float = 0.0,
        *,
        tolerance: float = 0.0,
    ) -> set[Key]:
        """Keys of what an outline at that pose would overlap by more than ``tolerance``."""
        outline = tuple(vertices)
        answers = self._overlaps
        if answers is not None:
            question = (outline, x, y, angle, tolerance)
            known = answers.get(question)
            if known is not None:
                return set(known)
        probe = self._probe_body
        probe.position = (x, y)
        probe.angle = angle
        shape = self._probes.get(outline)
        if shape is None:
            shape = self._probes[outline] = pymunk.Poly(probe, list(outline))
        hits: set[Key] = set()
        key_of = self._key_of
        for info in self.space.shape_query(shape):
            key = None if info.shape is None else key_of.get(info.shape)
            if key is None:
                continue
            if any(p.distance < -tolerance for p in info.contact_point_set.points):
                hits.add(key)
        if answers is not None:
            answers[question] = frozenset(hits)
        return hits

    def rest_height(
        self,
        vertices: Sequence[tuple[float, float]],
        x: float,
        angle: float = 0.0,
        *,
        gap: float = 0.5,
        floor: float = -math.inf,
        precision: float = 0.05,
    ) -> float:
        """The lowest centre height where an outline lowered from above at ``x`` first meets
        something, plus ``gap``: where a hand would let go of it. ``floor`` when nothing is below.
        """
        if not self.frozen:
            return self._rest_height(vertices, x, angle, gap, floor, precision)
        answers = self._rests
        question = (tuple(vertices), x, angle, gap, floor, precision)
        known = answers.get(question)
        if known is None:
            known = answers[question] = self._rest_height(vertices, x, angle, gap, floor, precision)
        return known

    def _rest_height(
        self,
        vertices: Sequence[tuple[float, float]],
        x: float,
        angle: float,
        gap: float,
        floor: float,
        precision: float,
    ) -> float:
        left, bottom, right, top = extent(vertices, angle)
        column = pymunk.BB(x + left, -1e9, x + right, 1e9)
        highest = max(
            (s.bb.top for s in self.space.bb_query(column, pymunk.ShapeFilter())), default=None
        )
        if highest is None:
            return floor + gap
        free = highest - bottom + 1.0
        blocked = None
        step = 1.0
        y = free
        while y - step > floor:
            y -= step
            if self.overlapping(vertices, x, y, angle):
                blocked = y
                break
            free = y
        if blocked is None:
            return max(floor, free - step) + gap if free - step > floor else floor + gap
        while free - blocked > precision:
            middle = (free + blocked) / 2
            if self.overlapping(vertices, x, middle, angle):
                blocked = middle
            else:
                free = middle
        return free + gap


def _area(vertices: Sequence[tuple[float, float]]) -> float:
    total = 0.0
    for (x1, y1), (x2, y2) in zip(vertices, [*vertices[1:], vertices[0]], strict=True):
        total += x1 * y2 - x2 * y1
    return total / 2
