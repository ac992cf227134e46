"""The settings screen, reached and left with the keyboard alone, and every shell screen at
200 % text in high contrast: focus ring visible (pixels), dark background, labels in their
controls, settings saved and applied (text scale, palette, language)."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.theme import Palette, reading

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key


def focus_pixels(image, rect, colour=None) -> int:
    """Pixels of the focus colour in a band just outside ``rect``."""
    colour = tuple(colour or Palette.FOCUS[:3])
    width, height = image.size
    pixels = image.load()
    found = 0
    band, inside = rect.inset(-12), rect.inset(1)
    for x in range(int(band.left), int(band.right), 2):
        for y in range(int(band.bottom), int(band.top), 2):
            if inside.contains(x, y) or not 0 <= x < width or not 0 < y <= height:
                continue
            if pixels[x, height - y] == colour:
                found += 1
    return found


def yellow_pixels(image, rect) -> int:
    """Pixels of either focus yellow (a table's own highlight) inside ``rect``."""
    height = image.size[1]
    pixels = image.load()
    found = 0
    for x in range(int(rect.left), int(rect.right), 2):
        for y in range(int(rect.bottom) + 1, int(rect.top), 2):
            r, g, b = pixels[x, height - y]
            found += r > 225 and g > 210 and b < 110
    return found


def first_tree_in_the_river(host) -> int:
    """The river position (0 = the free card) of the first tree card the person can pay for: which
    cards flow there depends on the bot's first move, and a garbage card would not reach the hand."""
    from tabletop_damit.cards import GARBAGE, KIND

    view = host.match.game.view(host.match.state, host.match.to_act)
    cubes = view.cubes[host.match.to_act]
    for position, card in enumerate(view.river):
        if KIND[card] < GARBAGE and position <= cubes:
            return position
    raise AssertionError(f"no tree card to take in {view.river}")


def labels_in_controls(view) -> list[str]:
    """Texts that start inside a control of ``view`` but run out of it. Under an open overlay
    the frame is shaded away: only the overlay's own text counts then."""
    canvases = [view.overlay_canvas] if getattr(view, "overlay", None) else [view.canvas]
    labels = [t for c in canvases for t in c.texts if t.text and t.visible]
    out = []
    for control in view.focus.controls:
        r = control.rect
        for label in labels:
            if r.contains(label.x, label.y) and not (
                label.left >= r.left - 2
                and label.right <= r.right + 2
                and label.bottom >= r.bottom - 3
                and label.top <= r.top + 3
            ):
                out.append(label.text)
    return out


def test_keyboard_only_from_launcher_through_settings_to_a_game_menu_and_rules(
    shell, driver, language_reset
):
    from tabletop_core.i18n import language
    from tabletop_core.render.host import HostView
    from tabletop_core.render.launcher import LauncherView
    from tabletop_core.render.lobby import LobbyView
    from tabletop_core.render.settings_view import SettingsView
    from tabletop_core.settings import LobbyChoice, load_settings

    shell.settings.lobby["damit"] = LobbyChoice(players=2)
    launcher = shell.show_launcher()
    image = driver.frame()
    assert focus_pixels(image, launcher.tiles[0].rect) > 40
    assert launcher.settings_button.hint == "S" and launcher.settings_button.rect.width > 0

    driver.key(key.S)
    settings = shell.window.current_view
    assert isinstance(settings, SettingsView)
    image = driver.frame()
    assert focus_pixels(image, settings.text_size.rect) > 40

    driver.key(key.RIGHT)  # text size 100 → 125 %
    assert shell.settings.text_size == 125 and reading.text_scale == 1.25
    assert load_settings(shell.settings_path).text_size == 125
    driver.key(key.DOWN)
    driver.key(key.ENTER)  # high contrast on
    assert shell.settings.high_contrast and Palette.BACKGROUND[:3] == (0, 0, 0)
    driver.key(key.DOWN)
    driver.key(key.RIGHT)  # language: automatic → English
    assert shell.settings.language == "en" and language() == "en"
    saved = load_settings(shell.settings_path)
    assert (saved.text_size, saved.high_contrast, saved.language) == (125, True, "en")
    image = driver.frame()
    assert focus_pixels(image, settings.language.rect) > 60  # the wide high-contrast frame
    assert image.getpixel((5, 715)) == (0, 0, 0)

    driver.key(key.ESCAPE)
    launcher = shell.window.current_view
    assert isinstance(launcher, LauncherView)
    driver.draw()
    driver.key(key.RIGHT)  # Beaver Creek → Dam It!
    image = driver.frame()
    assert launcher.focus.focused.game_id == "damit"
    assert focus_pixels(image, launcher.focus.focused.rect) > 60

    driver.key(key.ENTER)
    lobby = shell.window.current_view
    assert isinstance(lobby, LobbyView)
    image = driver.frame()
    assert focus_pixels(image, lobby.focus.focused.rect) > 40
    for _ in range(len(lobby.focus.controls)):
        if lobby.focus.focused is lobby.seed:
            break
        driver.key(key.DOWN)
    driver.type("11")  # the lobby deals afresh unless a seed is typed: the same deal every run
    assert lobby.seed.text == "11"
    for _ in range(len(lobby.focus.controls)):
        if lobby.focus.focused is lobby.start:
            break
        driver.key(key.UP)
    image = driver.frame()
    assert focus_pixels(image, lobby.start.rect) > 40
    driver.key(key.ENTER)

    host = shell.window.current_view
    assert isinstance(host, HostView) and host.match.game.info.id == "damit"
    assert host.match.seed == 11
    driver.update(frames=2)
    driver.draw()

    def until_my_turn() -> None:
        for _ in range(60):
            if host.can_act():
                return
            driver.update()
            driver.draw()
        raise AssertionError("the bot never handed the turn back")

    until_my_turn()
    driver.key(key.KEY_1 + first_tree_in_the_river(host))  # a tree card, so the hand has one
    driver.draw()
    until_my_turn()
    driver.key(key.A)  # choose the first hand card for a dam: the table lights it
    image = driver.frame()
    _bar, table_rect, _log, _prompt = host.layout()
    assert yellow_pixels(image, table_rect) > 50

    driver.key(key.ESCAPE)
    assert host.overlay == "menu"
    image = driver.frame()
    assert focus_pixels(image, host.focus.focused.rect) > 60
    labels = [control.label for control in host.focus.controls]
    while host.focus.focused.label != "Rules":
        driver.key(key.DOWN)
        driver.draw()
    image = driver.frame()
    assert focus_pixels(image, host.focus.focused.rect) > 60
    driver.key(key.ENTER)
    assert host.overlay == "rules"
    image = driver.frame()
    assert focus_pixels(image, host.focus.focused.rect) > 60
    driver.key(key.ESCAPE)
    assert host.overlay is None

    driver.key(key.ESCAPE)
    driver.draw()
    for _ in range(labels.index("Settings")):
        driver.key(key.DOWN)
        driver.draw()
    driver.key(key.ENTER)
    assert isinstance(shell.window.current_view, SettingsView)
    driver.draw()
    driver.key(key.ESCAPE)
    assert shell.window.current_view is host and host.overlay == "menu"
    driver.draw()


def test_every_shell_screen_at_200_percent_in_high_contrast(shell, driver, tmp_path):
    shell.settings.text_size = 200
    shell.settings.high_contrast = True
    from tabletop_core.render.theme import apply_settings

    apply_settings(shell.settings)
    screens = {}
    screens["launcher"] = shell.show_launcher()
    screens["settings"] = shell.show_settings()
    screens["lobby"] = shell.show_lobby("damit")
    host = screens["lobby"]
    host.start_match()
    host = shell.window.current_view
    screens["menu"] = host
    for name, view in screens.items():
        if shell.window.current_view is not view:
            shell.window.show_view(view)
        if name == "menu":
            host.open_menu()
        image = driver.frame()
        image.save(tmp_path / f"{name}.png")
        assert view.sizes.body == pytest.approx(28.0), name
        assert image.getpixel((2, 2)) == (0, 0, 0) or name == "menu", name
        assert focus_pixels(image, view.focus.focused.rect) > 60, name
        assert not labels_in_controls(view), (name, labels_in_controls(view))
    host.toggle_rules()
    image = driver.frame()
    image.save(tmp_path / "rules.png")
    assert focus_pixels(image, host.focus.focused.rect) > 60
    assert not labels_in_controls(host)
