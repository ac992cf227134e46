"""The shared window, the real registry of the four games, a driver of real window events, and
the colour-vision simulation the colour-blindness checks use.

Colour vision deficiency is simulated with the matrices of Machado, Oliveira & Fernandes (2009)
at severity 1.0, applied to linear RGB. Whether two pieces can be told apart without colour is
judged on their *edge maps*: where the simulated picture changes brightness. Two pieces that
differ only in colour have the same edges (the same outline); a shape, a symbol or a pattern
gives different edges.
"""

from __future__ import annotations

import copy
from types import SimpleNamespace

import pytest

from tabletop_core.render import unseen
from tabletop_core.render._arcade import want_headless

want_headless()

MACHADO_2009 = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
_LINEAR = [
    c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    for c in (i / 255 for i in range(256))
]


def _encode(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


class Picture:
    """A small RGB picture as rows of (r, g, b) floats (0–255), origin top-left."""

    def __init__(self, rows: list[list[tuple[float, float, float]]]) -> None:
        self.rows = rows
        self._edges: dict[float, set[tuple[int, int]]] = {}
        """Edge maps found so far, by threshold: each picture is compared with every other."""

    @classmethod
    def from_image(cls, image) -> Picture:
        width, height = image.size
        data = list(image.convert("RGB").getdata())
        return cls([data[y * width : (y + 1) * width] for y in range(height)])

    def simulate(self, kind: str) -> Picture:
        """As seen with ``kind`` colour blindness (Machado 2009, severity 1, linear RGB)."""
        (a, b, c), (d, e, f), (g, h, i) = MACHADO_2009[kind]
        seen = {}
        rows = []
        for row in self.rows:
            out = []
            for pixel in row:
                found = seen.get(pixel)
                if found is None:
                    r, gg, bb = (_LINEAR[int(v)] for v in pixel)
                    found = (
                        _encode(a * r + b * gg + c * bb),
                        _encode(d * r + e * gg + f * bb),
                        _encode(g * r + h * gg + i * bb),
                    )
                    seen[pixel] = found
                out.append(found)
            rows.append(out)
        return Picture(rows)

    def edges(self, threshold: float = 14.0) -> set[tuple[int, int]]:
        """The pixels where brightness changes by more than ``threshold`` to a neighbour."""
        if threshold not in self._edges:
            self._edges[threshold] = self._find_edges(threshold)
        return self._edges[threshold]

    def _find_edges(self, threshold: float) -> set[tuple[int, int]]:
        grey = [[0.2126 * r + 0.7152 * g + 0.0722 * b for r, g, b in row] for row in self.rows]
        found = set()
        for y, row in enumerate(grey):
            for x, value in enumerate(row):
                if x and abs(value - row[x - 1]) > threshold:
                    found.add((x, y))
                if y and abs(value - grey[y - 1][x]) > threshold:
                    found.add((x, y))
        return found

    def mean_difference(self, other: Picture) -> float:
        """Mean absolute difference per channel and pixel (0–255)."""
        total = count = 0
        for row_a, row_b in zip(self.rows, other.rows, strict=True):
            for pa, pb in zip(row_a, row_b, strict=True):
                total += abs(pa[0] - pb[0]) + abs(pa[1] - pb[1]) + abs(pa[2] - pb[2])
                count += 3
        return total / max(1, count)


def _far_from(points: set[tuple[int, int]], other: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """The points with neither themselves nor a neighbour (left, right, up, down) in ``other``:
    ``points`` less ``other`` grown by a pixel, without building the grown set."""
    return {
        (x, y)
        for x, y in points
        if (x, y) not in other
        and (x - 1, y) not in other
        and (x + 1, y) not in other
        and (x, y - 1) not in other
        and (x, y + 1) not in other
    }


def shape_difference(a: Picture, b: Picture) -> float:
    """The share of edge pixels of two same-sized pictures that the other lacks (0: the same
    outline, 1: nothing in common), tolerating a pixel of misalignment."""
    ea, eb = a.edges(), b.edges()
    union = ea | eb
    if not union:
        return 0.0
    apart = _far_from(ea, eb) | _far_from(eb, ea)
    return len(apart) / len(union)


def silhouette(
    picture: Picture, ground: tuple[float, float, float], *, round_window: bool = False
) -> set[tuple[int, int]]:
    """The pixels of a symbol on a ``ground`` colour: those that stand out from the ground by a
    clear step of colour (so a symbol that fades into its ground under a simulation loses its
    silhouette). ``round_window``: only the disc inscribed in the picture counts (a symbol in a
    round hole). Picture and ground must be seen with the same simulation."""
    height, width = len(picture.rows), len(picture.rows[0])
    cx, cy, radius = (width - 1) / 2, (height - 1) / 2, min(width, height) / 2
    return {
        (x, y)
        for y, row in enumerate(picture.rows)
        for x, pixel in enumerate(row)
        if sum((p - q) ** 2 for p, q in zip(pixel, ground, strict=True)) > 60**2
        and (not round_window or (x - cx) ** 2 + (y - cy) ** 2 <= radius**2)
    }


def silhouette_difference(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> float:
    """The share of the pixels either silhouette covers that only one covers (0: one shape)."""
    union = a | b
    return len(a ^ b) / len(union) if union else 0.0


def crop(
    image, cx: float, cy: float, half_width: float, half_height: float | None = None
) -> Picture:
    """The box around the window point (cx, cy) (origin bottom-left) of a frame read back with
    origin top-left."""
    half_height = half_width if half_height is None else half_height
    x, y = round(cx), round(image.size[1] - cy)
    w, h = round(half_width), round(half_height)
    return Picture.from_image(image.crop((x - w, y - h, x + w, y + h)))


@pytest.fixture(scope="session")
def colour_vision():
    return SimpleNamespace(
        kinds=tuple(MACHADO_2009),
        Picture=Picture,
        shape_difference=shape_difference,
        silhouette=silhouette,
        silhouette_difference=silhouette_difference,
        crop=crop,
    )


@pytest.fixture(scope="session")
def games_registry():
    """The real registry: the four games as installed, with their tables."""
    from tabletop_core.plugins import registry

    found = registry()
    assert {"damit", "hamsterdam", "mein_lieber_biber", "beaver_creek"} <= set(found.games)
    return found


@pytest.fixture()
def language_reset():
    """Put the language back after a test that switched it."""
    from tabletop_core import i18n

    before = i18n._language
    yield
    i18n._language = before


@pytest.fixture()
def reading_reset():
    """Put the standard text size and colours back after a test that changed them."""
    yield
    from tabletop_core.render.theme import set_high_contrast, set_text_scale

    set_text_scale(1.0)
    set_high_contrast(False)


@pytest.fixture()
def shell(tabletop_shell, games_registry, tmp_path, monkeypatch, reading_reset):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    return tabletop_shell(games_registry)


class Driver:
    """Real window events (queued by pyglet, then dispatched), frames read back as arrays."""

    def __init__(self, window):
        from tabletop_core.render._arcade import load_arcade

        self.window = window
        self.arcade = load_arcade()

    def key(self, symbol: int, modifiers: int = 0) -> None:
        self.window.dispatch_event("on_key_press", symbol, modifiers)
        self.window.dispatch_event("on_key_release", symbol, modifiers)
        self.window.dispatch_events()

    def type(self, text: str) -> None:
        self.window.dispatch_event("on_text", text)
        self.window.dispatch_events()

    def click(self, x: float, y: float) -> None:
        left = self.arcade.MOUSE_BUTTON_LEFT
        self.window.dispatch_event("on_mouse_press", int(x), int(y), left, 0)
        self.window.dispatch_event("on_mouse_release", int(x), int(y), left, 0)
        self.window.dispatch_events()

    def update(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.window.dispatch_event("on_update", 1 / 60)
            self.window.dispatch_events()
            self._thought_in()

    def _thought_in(self) -> None:
        """A bot that thinks on its worker thread (once a decision took longer than a frame or
        two by the machine's clock, as under load) has its answer by the next frame, as a
        random bot has on a quiet machine: the frames a test counts are the table's, not the
        machine's."""
        from concurrent.futures import wait

        pending = getattr(getattr(self.window.current_view, "thinker", None), "_pending", None)
        if pending is not None:
            wait([pending[0]], timeout=60)

    def draw(self) -> None:
        """Draw the current view (without reading it back: without pixels, see
        :mod:`tabletop_core.render.unseen`)."""
        unseen.draw_frame(self.window)

    def frame(self):
        """Draw the current view with every pixel and read it back (a PIL image, origin
        top-left)."""
        with unseen.seen(self.window):
            self.draw()
        return self.arcade.get_image(0, 0, self.window.width, self.window.height).convert("RGB")


@pytest.fixture()
def driver(window):
    return Driver(window)


_matches_at: dict[tuple, tuple[object, object]] = {}
"""Matches ``take_screenshot`` played to a moment, by (registry, game, seed, moves, players)."""


def _copy_of(match):
    """A match as independent of ``match`` as one replayed to the same moment: the game's own
    ``clone`` of the state (which the conformance kit checks is equal and independent), its
    own seats, bots and logs."""
    twin = copy.copy(match)
    twin.state = match.game.clone(match.state)
    twin.seats = list(match.seats)
    twin.bots = dict(match.bots)
    twin.actions = list(match.actions)
    twin.log = list(match.log)
    twin._encoded = list(match._encoded)
    return twin


@pytest.fixture(autouse=True)
def _each_moment_played_once(monkeypatch):
    """The tables here are drawn by ``take_screenshot`` at the same few moments over and over
    (a Beaver Creek moment is seconds of physics): each moment is played once per worker and
    every later picture of it starts from a copy. Matches are deterministic, so the copy is the
    moment itself; the pictures come out the same byte for byte."""
    from tabletop_core.render import screenshot

    play = screenshot._match_at

    def at_moment(registry, game_id, seed, moves, players=None):
        key = (id(registry), game_id, seed, moves, players)
        if key not in _matches_at:
            _matches_at[key] = (registry, _copy_of(play(registry, game_id, seed, moves, players)))
        return _copy_of(_matches_at[key][1])

    monkeypatch.setattr(screenshot, "_match_at", at_moment)
