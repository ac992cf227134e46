"""Legibility of a plugin's table: what its tests need besides the ``window`` and ``driver``
fixtures of the core's pytest plugin (tabletop_core.pytest_plugin). These import arcade only
when called."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def table_area(host: Any) -> Any:
    """The rect the host gives the game's table (a :class:`tabletop_core.render.Rect`)."""
    from tabletop_core.render.reading_check import table_area as area

    return area(host)


def table_reading_problems(
    game_id: str,
    *,
    registry: Any = None,
    plugin: Any = None,
    players: Sequence[int] | None = None,
    positions: Sequence[str] | None = None,
    text_sizes: Sequence[int] | None = None,
    languages: Sequence[str] | None = None,
) -> list[str]:
    """Every label of ``game_id``'s table that does not read whole, as ``tabletop check`` finds
    them: at every player count (or ``players``), at the start, middle and end of a match, at
    100 % and 200 % text, in every language (or ``languages``).

    The game comes from ``registry``, else from ``plugin`` (the plugin module, loaded on its own
    as ``tabletop dev`` would), else from the installed plugins.
    """
    from tabletop_core import plugins
    from tabletop_core.render import reading_check

    if registry is None:
        registry = (
            plugins.load(extra_plugins=[plugin], autoload=False)
            if plugin is not None
            else plugins.registry()
        )
    _made, problems = reading_check.table_problems(
        registry,
        game_id,
        players=players,
        positions=positions or reading_check.POSITIONS,
        text_sizes=text_sizes or reading_check.TEXT_SIZES,
        languages=languages,
    )
    return problems


def assert_table_reads_whole(game_id: str, **kwargs: Any) -> None:
    """Fail the calling test with the first problems unless the table reads whole everywhere
    :func:`table_reading_problems` looks (same arguments)."""
    problems = table_reading_problems(game_id, **kwargs)
    if problems:
        import pytest

        more = f"\n(and {len(problems) - 10} more)" if len(problems) > 10 else ""
        pytest.fail("the table does not read whole:\n" + "\n".join(problems[:10]) + more)


def piece_size_problems(
    game_id: str,
    *,
    registry: Any = None,
    plugin: Any = None,
    players: Sequence[int] | None = None,
    language: str = "de",
) -> list[str]:
    """Every piece of ``game_id``'s table that large text shrinks or hides: the table drawn half
    way through a match at 100 % and 200 % text, at every player count (or ``players``), in
    ``language`` (German: the longest words), each piece it names
    (:mod:`tabletop_core.render.piece_sizes`) measured in the window's pixels. A table that
    names no piece is a problem too. Registry or plugin as for :func:`table_reading_problems`."""
    from tabletop_core import plugins
    from tabletop_core.render.piece_sizes import read_pieces, shrunk_pieces, unseen

    if registry is None:
        registry = (
            plugins.load(extra_plugins=[plugin], autoload=False)
            if plugin is not None
            else plugins.registry()
        )
    from tabletop_core import i18n
    from tabletop_core.render.theme import set_text_scale

    info = registry.get(game_id).info
    counts = list(players) if players is not None else range(info.min_players, info.max_players + 1)
    problems: list[str] = []
    before = i18n.language()
    try:
        for count in counts:
            standard = read_pieces(
                registry, game_id, players=count, text_size=100, language=language
            )
            large = read_pieces(registry, game_id, players=count, text_size=200, language=language)
            found = unseen(standard.values()) + unseen(large.values())
            found += shrunk_pieces(standard, large)
            if not standard:
                found.append("the table names no piece it draws (Canvas.texture(..., piece=key))")
            problems.extend(f"{count} players: {problem}" for problem in found)
    finally:  # the text size and language in force before
        set_text_scale(1.0)
        i18n.set_language(before)
    return problems


def assert_pieces_keep_their_size(game_id: str, **kwargs: Any) -> None:
    """Fail the calling test unless every piece of the table is drawn at 200 % text at least as
    large as at 100 % (:func:`piece_size_problems`, same arguments)."""
    problems = piece_size_problems(game_id, **kwargs)
    if problems:
        import pytest

        more = f"\n(and {len(problems) - 10} more)" if len(problems) > 10 else ""
        pytest.fail("pieces shrink at large text:\n" + "\n".join(problems[:10]) + more)


def key_caps_drawn(host: Any, image: Any) -> list[str]:
    """The names on the key caps the prompt bar shows in ``image`` (the frame as
    :meth:`tabletop_core.render.driving.Driver.frame` reads it back), in drawing order: each a
    label on a small box of the caps' face colour (:func:`tabletop_core.render.key_caps.cap_colors`)
    that ends a few pixels around it, so words and a bar painted all over do not count."""
    from tabletop_core.render.key_caps import cap_colors

    face = cap_colors().face[:3]
    prompt = host.layout()[3]
    height = image.height

    def is_face(x: float, y: float) -> bool:
        if not (0 <= x < image.width and 0 < y <= height):
            return False
        pixel = image.getpixel((int(x), height - int(y)))
        return all(abs(a - b) <= 10 for a, b in zip(pixel[:3], face, strict=True))

    def extent(x: float, y: float, dx: int, dy: int, most: float) -> float:
        steps = 0
        while steps <= most and is_face(x + dx * steps, y + dy * steps):
            steps += 1
        return steps

    found = []
    for label in host.canvas.texts:
        if not (label.visible and label.text and label.anchor_x == "center"):
            continue
        if not prompt.contains(label.x, label.y):
            continue
        left = label.x - label.content_width / 2 - 2
        room = label.content_height
        if not is_face(left, label.y):
            continue
        if extent(left, label.y, -1, 0, room) > room or extent(left, label.y, 0, 1, room) > room:
            continue  # face colour far beyond the label: a bar or a card, not a cap
        found.append(label.text)
    return found
