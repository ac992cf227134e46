"""The settings screen: reading, window, sound, motion, bots, language; saved as they change.

Reached from the launcher (the Settings button or S) and from the in-game menu; Esc or Back
returns where it came from. Every change is written at once (atomically, by the settings
module) and applied at once: text size, contrast and language show on the next frame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from tabletop_core.i18n import set_language, translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.screen import Screen
from tabletop_core.render.theme import (
    SEAT_SHAPES,
    Palette,
    Sizes,
    apply_settings,
    seat_color,
    seat_shape,
)
from tabletop_core.render.widgets.buttons import Button, Choice, Control, Toggle

_, ngettext = translator("tabletop_core")

WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    (1024, 576),
    (1280, 720),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
)
TEXT_SIZES = (100, 125, 150, 175, 200)
ANIMATION_SPEEDS = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
BOT_PACINGS = (0.0, 0.3, 0.6, 0.9, 1.5, 2.5, 4.0)
SOUND_VOLUMES = (0, 10, 25, 40, 60, 80, 100)
TABLE_SOUNDS: tuple[tuple[bool, bool], ...] = (
    (True, False),
    (True, True),
    (False, True),
    (False, False),
)
"""What the table plays, as (effects, ambience): effects alone (the default), with the game's
ambience, the ambience alone, nothing."""


def _table_sounds(value: tuple[bool, bool]) -> str:
    return {
        (True, False): _("Effects"),
        (True, True): _("With ambience"),
        (False, True): _("Ambience only"),
        (False, False): _("None"),
    }[value]


LANGUAGES = ("auto", "en", "fr", "de")
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "de": "Deutsch"}
"""Each language in its own words, so anyone can find theirs."""


def _with(values: Sequence[Any], current: Any) -> list[Any]:
    """``values`` plus ``current`` in order, so a value set by hand is kept and shown."""
    return sorted({*values, current}) if current not in values else list(values)


def _help() -> dict[str, str]:
    return {
        "text_size": _("Makes every word bigger, on every screen and at every table."),
        "high_contrast": _("White text on black, bright edges and a thick yellow focus frame."),
        "language": _("Automatic follows the language of this computer."),
        "window": _("The window's size when it is not full screen."),
        "fullscreen": _("Fill the whole screen (F11 switches at any time)."),
        "animation_speed": _("How fast pieces move and dice roll."),
        "reduced_motion": _("No movement: things appear where they end up, dice show their face."),
        "bot_pacing": _("Seconds between two bot moves, so everyone can follow them."),
        "debug_overlay": _("F12 opens the debug overlay in a game (for game authors)."),
        "sound_volume": _("How loud the table's sounds are: cards, dice, water, wood."),
        "sound_muted": _("No sound at all, whatever the volume."),
        "sound_effects": _(
            "The pieces' sounds (a card sliding, dice rattling), and if you like a quiet sound "
            "of the game's place: water, a river."
        ),
        "back": _("Back to where you were. Everything is saved already."),
    }


def _at_largest_text(sizes: Sizes) -> Sizes:
    """``sizes`` as they are at the largest text size (200 %)."""
    k = 2.0 / sizes.text
    return replace(
        sizes,
        title=sizes.title * k,
        heading=sizes.heading * k,
        body=sizes.body * k,
        small=sizes.small * k,
        button_height=sizes.button_height / (1 + 0.6 * (sizes.text - 1)) * 1.6,
        text=2.0,
    )


class SettingsView(Screen):
    """Every setting a family may want to change, as a column of controls."""

    def __init__(self, shell: Any, back: Any = None) -> None:
        super().__init__(shell)
        self.back = back
        settings = shell.settings
        size = (settings.window_width, settings.window_height)
        sizes = _with(WINDOW_SIZES, size)
        self.text_size = Choice(
            Rect(0, 0, 0, 0),
            choices=_with(TEXT_SIZES, settings.text_size),
            index=_with(TEXT_SIZES, settings.text_size).index(settings.text_size),
            show=lambda v: f"{v} %",
            wraps=False,
        )
        self.high_contrast = Toggle(Rect(0, 0, 0, 0), value=settings.high_contrast)
        self.language = Choice(
            Rect(0, 0, 0, 0),
            choices=LANGUAGES,
            index=LANGUAGES.index(settings.language),
            show=lambda v: LANGUAGE_NAMES.get(v) or _("Automatic"),
        )
        self.window_size = Choice(
            Rect(0, 0, 0, 0),
            choices=sizes,
            index=sizes.index(size),
            show=lambda v: f"{v[0]}×{v[1]}",
            wraps=False,
        )
        self.fullscreen = Toggle(Rect(0, 0, 0, 0), value=settings.fullscreen)
        speeds = _with(ANIMATION_SPEEDS, settings.animation_speed)
        self.animation_speed = Choice(
            Rect(0, 0, 0, 0),
            choices=speeds,
            index=speeds.index(settings.animation_speed),
            show=lambda v: f"{v:g}×",
            wraps=False,
        )
        self.reduced_motion = Toggle(Rect(0, 0, 0, 0), value=settings.reduced_motion)
        pacings = _with(BOT_PACINGS, settings.bot_pacing)
        self.bot_pacing = Choice(
            Rect(0, 0, 0, 0),
            choices=pacings,
            index=pacings.index(settings.bot_pacing),
            show=lambda v: _("{seconds} s").format(seconds=f"{v:g}"),
            wraps=False,
        )
        self.debug_overlay = Toggle(Rect(0, 0, 0, 0), value=settings.debug_overlay)
        volumes = _with(SOUND_VOLUMES, settings.sound_volume)
        self.sound_volume = Choice(
            Rect(0, 0, 0, 0),
            choices=volumes,
            index=volumes.index(settings.sound_volume),
            show=lambda v: f"{v} %",
            wraps=False,
        )
        self.sound_muted = Toggle(Rect(0, 0, 0, 0), value=settings.sound_muted)
        table_sounds = (settings.sound_effects, settings.sound_ambience)
        self.sound_effects = Choice(
            Rect(0, 0, 0, 0),
            choices=TABLE_SOUNDS,
            index=TABLE_SOUNDS.index(table_sounds),
            show=_table_sounds,
        )
        """What the table plays: its effects, its ambience, both or neither (one row, so the
        screen still fits at the largest text)."""
        self.back_button = Button(
            Rect(0, 0, 0, 0), primary=True, hint=_("Esc"), action=self.on_back
        )
        self.columns: list[list[tuple[str, Control]]] = [
            [
                ("text_size", self.text_size),
                ("high_contrast", self.high_contrast),
                ("language", self.language),
                ("window", self.window_size),
                ("fullscreen", self.fullscreen),
                ("sound_volume", self.sound_volume),
            ],
            [
                ("animation_speed", self.animation_speed),
                ("reduced_motion", self.reduced_motion),
                ("bot_pacing", self.bot_pacing),
                ("debug_overlay", self.debug_overlay),
                ("sound_muted", self.sound_muted),
                ("sound_effects", self.sound_effects),
            ],
        ]
        appliers: dict[str, Callable[[], None]] = {
            "text_size": lambda: setattr(settings, "text_size", self.text_size.value),
            "high_contrast": lambda: setattr(settings, "high_contrast", self.high_contrast.value),
            "language": self._apply_language,
            "window": self._apply_window_size,
            "fullscreen": self._apply_fullscreen,
            "animation_speed": lambda: setattr(
                settings, "animation_speed", self.animation_speed.value
            ),
            "reduced_motion": lambda: setattr(
                settings, "reduced_motion", self.reduced_motion.value
            ),
            "bot_pacing": lambda: setattr(settings, "bot_pacing", self.bot_pacing.value),
            "debug_overlay": lambda: setattr(settings, "debug_overlay", self.debug_overlay.value),
            "sound_volume": lambda: setattr(settings, "sound_volume", self.sound_volume.value),
            "sound_muted": lambda: setattr(settings, "sound_muted", self.sound_muted.value),
            "sound_effects": self._apply_table_sounds,
        }
        for column in self.columns:
            for name, control in column:
                control.on_change = self._on_change(appliers[name])
        self.notice = ""

    @property
    def controls(self) -> list[Control]:
        """The controls in keyboard order: down each column in turn, ending with Back."""
        return [control for column in self.columns for _name, control in column] + [
            self.back_button
        ]

    def _labels(self) -> dict[str, str]:
        return {
            "text_size": _("Text size"),
            "high_contrast": _("High contrast"),
            "language": _("Language"),
            "window": _("Window"),
            "fullscreen": _("Full screen"),
            "animation_speed": _("Animation"),
            "reduced_motion": _("Reduced motion"),
            "bot_pacing": _("Bot pace"),
            "debug_overlay": _("Debug overlay"),
            "sound_volume": _("Volume"),
            "sound_muted": _("Mute"),
            "sound_effects": _("Table sounds"),
        }

    # -- applying ---------------------------------------------------------------------------

    def _on_change(self, apply: Callable[[], None]) -> Callable[[], None]:
        def changed() -> None:
            self.notice = ""
            apply()
            apply_settings(self.shell.settings)
            self.shell.save_settings()
            self.refresh()

        return changed

    def _apply_table_sounds(self) -> None:
        effects, ambience = self.sound_effects.value
        self.shell.settings.sound_effects = effects
        self.shell.settings.sound_ambience = ambience

    def _apply_language(self) -> None:
        self.shell.settings.language = self.language.value
        set_language(self.language.value)

    def _apply_window_size(self) -> None:
        width, height = self.window_size.value
        self.shell.settings.window_width = width
        self.shell.settings.window_height = height
        if not self.window.fullscreen:
            self.window.set_size(width, height)

    def _apply_fullscreen(self) -> None:
        self.shell.settings.fullscreen = self.fullscreen.value
        try:
            self.window.set_fullscreen(self.fullscreen.value)
        except Exception:  # no screen to fill (headless): the setting applies at the next start
            self.notice = _("Full screen will apply the next time Tabletop starts.")

    # -- drawing ----------------------------------------------------------------------------

    def layout(self) -> tuple[Rect, list[Rect], Rect, Rect]:
        """(header, a row per control in keyboard order, help line, colour note).

        The rows are laid out for the largest text whatever the text size: the ◀ ▶ ends stay
        where they are while the text beside them grows, so clicking one again hits it again."""
        sizes = _at_largest_text(self.sizes)
        s = sizes.scale
        bounds = self.bounds
        header, body = bounds.split_top(max(64 * s, sizes.line(sizes.title) + 12 * s))
        note, body = body.split_bottom(
            sizes.line(sizes.small) * 2 + sizes.line(sizes.body) + 28 * s
        )
        help_line, body = body.split_bottom(2 * sizes.line(sizes.body) + 8 * s)
        area = body.inset(40 * s, 12 * s)
        gap = 8 * s
        spacing = 28 * s
        col_w = (area.width - spacing * (len(self.columns) - 1)) / len(self.columns)
        counts = [len(column) for column in self.columns]
        most = max(counts)
        row_h = min(sizes.button_height * 1.15, (area.height - gap * (most - 1)) / most)
        rows: list[Rect] = []
        for col, count in enumerate(counts):
            left = area.left + col * (col_w + spacing)
            for row in range(count):
                rows.append(Rect(left, area.top - (row + 1) * row_h - row * gap, col_w, row_h))
        # Back sits at the right end of the header, where Esc (its key) is named.
        back_w = col_w * 0.45
        rows.append(
            Rect(
                header.right - 28 * s - back_w,
                header.bottom + 10 * s,
                back_w,
                header.height - 20 * s,
            )
        )
        return header, rows, help_line, note

    def build(self, canvas: Canvas) -> None:
        sizes = self.sizes
        s = sizes.scale
        header, rows, help_line, note = self.layout()
        canvas.rect(header, Palette.PANEL)
        canvas.rect(Rect(header.left, header.bottom, header.width, 3 * s), Palette.ACCENT)
        title_w = min(canvas.measure(_("Settings"), sizes.title, bold=True), header.width * 0.5)
        hint_left = header.left + 28 * s + title_w + 24 * s
        canvas.fitted_text(
            _("Settings"),
            Rect(header.left + 28 * s, header.bottom, header.width * 0.5, header.height),
            sizes.title,
            Palette.TEXT,
            bold=True,
            align="left",
        )
        canvas.fitted_text(
            _("↑↓ choose · ←→ change · Esc back"),
            Rect(hint_left, header.bottom, rows[-1].left - 16 * s - hint_left, header.height),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
            lines=2,
        )
        labels = self._labels()
        names = [name for column in self.columns for name, _control in column]
        labels["back"] = _("Back")
        for name, control, rect in zip([*names, "back"], self.controls, rows, strict=True):
            control.rect = rect
            control.label = labels[name]
            control.paint(canvas, sizes)
        self.focus.set(self.controls)

        focused = self.focus.focused
        names.append("back")
        help_text = self.notice
        if not help_text and focused is not None:
            help_text = _help()[names[self.controls.index(focused)]]
        canvas.fitted_text(
            help_text,
            Rect(
                help_line.left + 40 * s,
                help_line.bottom,
                help_line.width - 40 * s,
                help_line.height,
            ),
            sizes.body,
            Palette.ACCENT if self.notice else Palette.TEXT,
            align="left",
            lines=2,
        )
        self._paint_colour_note(canvas, note.inset(40 * s, 4 * s))

    def _paint_colour_note(self, canvas: Canvas, area: Rect) -> None:
        """Colour-vision safe pieces are always on: say so, and show the seat shapes."""
        sizes = self.sizes
        s = sizes.scale
        canvas.rect(area, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=1, chamfer=8 * s)
        inner = area.inset(16 * s, 8 * s)
        title_h = sizes.line(sizes.body)
        r = min(title_h * 0.32, 12 * s * sizes.text)
        shapes_width = len(SEAT_SHAPES) * r * 3
        canvas.fitted_text(
            _("Colour-vision safe: always on"),
            Rect(inner.left, inner.top - title_h, inner.width - shapes_width - 12 * s, title_h),
            sizes.body,
            Palette.TEXT,
            bold=True,
            align="left",
        )
        x = inner.right - r
        for seat in reversed(range(len(SEAT_SHAPES))):
            canvas.marker(seat_shape(seat), x, inner.top - title_h / 2, r, seat_color(seat))
            x -= r * 3
        canvas.text(
            _(
                "Every player's colour also has its own shape, and cards, dice and tokens carry "
                "symbols or patterns, so nothing is told by colour alone."
            ),
            inner.left,
            inner.top - title_h - 2 * s,
            sizes.small,
            Palette.TEXT_MUTED,
            anchor_y="top",
            width=inner.width,
            multiline=True,
        )

    # -- input ------------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        from tabletop_core.render.canvas import arcade

        if symbol in (arcade.key.LEFT, arcade.key.RIGHT) and self.focus.focused is self.back_button:
            return
        super().on_key_press(symbol, modifiers)

    def on_back(self) -> None:
        self.shell.save_settings()
        if self.back is not None:
            self.window.show_view(self.back)
        else:
            self.shell.show_launcher()
