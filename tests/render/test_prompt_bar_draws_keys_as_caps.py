"""A prompt names its keys in brackets ("[Enter]", "[1]–[5]"): the prompt bar draws each as a
small rounded key cap behind its label, counts the caps' width when it picks the wording that
fits, and everywhere the prompt is read as text it says the keys' names without brackets, in
the player's language."""

from __future__ import annotations

import pytest

from tabletop_core import i18n
from tabletop_core.keys import escape, key_span, pieces, plain
from tabletop_core.render import GameTable
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.key_caps import cap_colors, lines_needed
from tabletop_core.render.theme import Palette, set_high_contrast, set_text_scale
from tabletop_core.replay import SeatSpec
from tabletop_core.testing import key_caps_drawn

pytestmark = pytest.mark.gl

ASKED = "take a fish ([1]–[5] or click), [Enter] to keep it"


class AskingTable(GameTable):
    """Draws nothing; asks in the wordings of the class attribute ``WORDINGS``."""

    WORDINGS: tuple[str, ...] = (ASKED,)

    def draw(self, rect) -> None:
        pass

    def prompt(self):
        return self.WORDINGS


def _host(shell, table_class=AskingTable):
    registered = shell.registry.get("beaver_bids")
    old_factory = registered.view_factory
    registered.view_factory = table_class
    try:
        host = shell.start_match(
            shell.new_match(
                "beaver_bids", [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")], 5, None
            )
        )
    finally:
        registered.view_factory = old_factory
    if host.overlay == "curtain":
        host.reveal()
    return host


def _bar_words(host) -> str:
    prompt = host.layout()[3]
    shown = [t for t in host.canvas.texts if t.visible and t.text and prompt.contains(t.x, t.y)]
    rows: list[list] = []
    for label in sorted(shown, key=lambda t: -t.y):
        if rows and rows[-1][0].y - label.y < 6:  # a cap's name sits a pixel or two higher
            rows[-1].append(label)
        else:
            rows.append([label])
    return " ".join(t.text.strip() for row in rows for t in sorted(row, key=lambda t: t.x))


def _label(host, text):
    prompt = host.layout()[3]
    return next(
        t for t in host.canvas.texts if t.visible and t.text == text and prompt.contains(t.x, t.y)
    )


def _pixel(image, x: float, y: float) -> tuple[int, int, int]:
    return image.getpixel((int(x), image.height - int(y)))[:3]


def _luminance(rgb) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_the_markup_reads_as_plain_text_with_the_keys_names() -> None:
    assert plain(ASKED) == "take a fish (1–5 or click), Enter to keep it"
    assert [text for text, is_key in pieces(ASKED) if is_key] == ["1", "5", "Enter"]
    assert key_span(1, 3) == "[1]–[3]" and key_span(1, 1) == "[1]"
    assert plain(escape("[Bob] & [[Ann]]")) == "[Bob] & [[Ann]]"
    assert not any(is_key for _text, is_key in pieces(escape("[Bob]")))
    assert plain("an unclosed [ bracket") == "an unclosed [ bracket"


def test_the_prompt_bar_draws_each_key_as_a_rounded_cap(shell, driver) -> None:
    host = _host(shell)
    image = driver.frame()
    assert host.prompt_text() == "Ana: take a fish (1–5 or click), Enter to keep it"
    assert key_caps_drawn(host, image) == ["1", "5", "Enter"]
    assert "[" not in _bar_words(host) and "Enter" in _bar_words(host)
    colors = cap_colors()
    label = _label(host, "Enter")
    left = label.x - label.content_width / 2 - 2
    assert _pixel(image, left, label.y) == colors.face[:3]
    # the face ends a few pixels around the label, on every side, and its corners are round
    x, y = left, label.y
    while _pixel(image, x - 1, label.y) == colors.face[:3]:
        x -= 1
    while _pixel(image, left, y + 1) == colors.face[:3]:
        y += 1
    assert left - x < 8 and y - label.y < label.content_height
    assert _pixel(image, x, y) != colors.face[:3], "a square corner: the cap is not rounded"
    assert _pixel(image, x + 3, y - 3) == colors.face[:3]
    # below the face: the key's rim and its shadow, darker than the face, not the bar
    under = [_pixel(image, label.x, label.y - dy) for dy in range(int(label.content_height))]
    assert any(p not in (colors.face[:3], Palette.PANEL[:3]) for p in under)
    # the key's name is dark ink on the face
    inked = [
        _pixel(image, label.x + dx, label.y + dy)
        for dx in range(-int(label.content_width / 2), int(label.content_width / 2))
        for dy in range(-3, 4)
    ]
    assert min(_luminance(p) for p in inked) < 0.1
    # the words beside the caps stay the prompt's own colour on the bar
    words = _label(host, "Ana: take a fish (")
    assert words.color[:3] == Palette.TEXT[:3]


def test_caps_read_in_high_contrast_and_at_200_percent_text(shell, driver) -> None:
    host = _host(shell)
    small = _label_height_after_frame(host, driver)
    try:
        set_high_contrast(True)
        set_text_scale(2.0)
        host.rebuild_now()
        image = driver.frame()
        assert "Enter" in key_caps_drawn(host, image)
        label = _label(host, "Enter")
        face = _pixel(image, label.x - label.content_width / 2 - 2, label.y)
        ink = min(
            (
                _pixel(image, label.x + dx, label.y)
                for dx in range(-int(label.content_width / 2), int(label.content_width / 2))
            ),
            key=_luminance,
        )
        contrast = (_luminance(face) + 0.05) / (_luminance(ink) + 0.05)
        assert contrast >= 7, f"a cap's label reads at {contrast:.1f}:1 in high contrast"
        assert label.content_height > 1.6 * small
        assert not host.canvas.cut
    finally:
        set_high_contrast(False)
        set_text_scale(1.0)


def _label_height_after_frame(host, driver) -> float:
    driver.draw()
    return _label(host, "Enter").content_height


class CrowdedTable(AskingTable):
    """A long wording whose many one-letter keys fit two lines as letters, not as caps."""

    SHORT = "press a key ([1]–[9])"
    WORDINGS = (SHORT,)


def test_choosing_the_wording_counts_the_caps_real_width(shell, driver) -> None:
    host = _host(shell, CrowdedTable)
    driver.draw()
    sizes = host.sizes
    bar = host.layout()[3]
    # words between 50 and 80 px less than the bar wide, whatever the exact margins
    narrow, wide = bar.width - 120 * sizes.scale, bar.width - 40 * sizes.scale
    count = 1
    while True:
        long = "Ana: press " + " ".join(f"[{chr(65 + i % 26)}]" for i in range(count))
        if lines_needed(long, sizes.body, wide, bold=True) > 2:
            break
        count += 1
    assert Canvas.lines_needed(plain(long), sizes.body, narrow, bold=True) <= 2, (
        "the keys' letters alone would fit: only the caps' width can tell the wordings apart"
    )
    CrowdedTable.WORDINGS = (long.removeprefix("Ana: "), CrowdedTable.SHORT)
    try:
        host.rebuild_now()
        image = driver.frame()
        assert _bar_words(host) == "Ana: press a key ( 1 – 9 )"
        assert key_caps_drawn(host, image) == ["1", "9"]
        assert not host.canvas.cut
    finally:
        CrowdedTable.WORDINGS = (CrowdedTable.SHORT,)


def test_a_translated_prompt_shows_the_key_words_translated(shell, driver) -> None:
    before = i18n.language()
    try:
        i18n.set_language("fr")
        host = _host(shell)
        host.rebuild_now()
        image = driver.frame()
        assert "Entrée" in host.prompt_text() and "[" not in host.prompt_text()
        assert "Entrée" in key_caps_drawn(host, image)
        i18n.set_language("de")
        host.rebuild_now()
        assert key_caps_drawn(host, driver.frame()) == ["1", "5", "Enter"]
        table = type("SpaceTable", (AskingTable,), {"WORDINGS": ("[Space] rolls",)})
        host = _host(shell, table)
        assert key_caps_drawn(host, driver.frame()) == ["Leertaste"]
        assert host.prompt_text() == "Ana: Leertaste rolls"
    finally:
        i18n.set_language(before)


def test_a_name_with_brackets_is_no_key(shell, driver) -> None:
    registered = shell.registry.get("beaver_bids")
    old_factory = registered.view_factory
    registered.view_factory = AskingTable
    try:
        host = shell.start_match(
            shell.new_match(
                "beaver_bids", [SeatSpec.human("[Ana]"), SeatSpec.bot("Otto", "random")], 5, None
            )
        )
    finally:
        registered.view_factory = old_factory
    if host.overlay == "curtain":
        host.reveal()
    image = driver.frame()
    assert host.prompt_text().startswith("[Ana]: take a fish (1–5")
    assert key_caps_drawn(host, image) == ["1", "5", "Enter"]
