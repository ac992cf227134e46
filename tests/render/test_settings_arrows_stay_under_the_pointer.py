"""On the settings screen, clicking the text size's ▶ again and again at the same spot keeps
growing the text: the arrows do not move away as the words beside them grow."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


@pytest.fixture()
def standard_text():
    yield
    from tabletop_core.render.theme import set_text_scale

    set_text_scale(1.0)


def test_the_text_size_arrow_takes_every_click_at_one_spot(shell, driver, standard_text):
    from tabletop_core.render.settings_view import TEXT_SIZES
    from tabletop_core.render.widgets.buttons import arrow_width

    view = shell.show_settings()
    driver.draw()
    rect = view.text_size.rect
    x = rect.right - arrow_width(rect.height) / 2
    y = rect.center_y
    seen = [view.text_size.value]
    for _ in range(len(TEXT_SIZES) - 1):
        driver.click(x, y)
        driver.draw()
        seen.append(view.text_size.value)
    assert seen == sorted(TEXT_SIZES), seen
    assert shell.settings.text_size == max(TEXT_SIZES)
    x = view.text_size.rect.left + arrow_width(view.text_size.rect.height) / 2
    for _ in range(len(TEXT_SIZES) - 1):
        driver.click(x, y)
        driver.draw()
    assert view.text_size.value == min(TEXT_SIZES)
