"""Driving an online table in a headless window the way a person does: typing into fields and
playing a Dam It! take with the keyboard (shared by the window test and its second window)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from tabletop_core.render._arcade import load_arcade


def type_into(driver: Any, view: Any, field: Any, text: str) -> None:
    """Click into ``field``, select what it holds (Ctrl+A) and type ``text`` over it."""
    key = load_arcade().key
    driver.draw()
    driver.click_rect(field.rect)
    driver.key(key.A, key.MOD_CTRL)
    driver.key(key.BACKSPACE)
    driver.type(text)
    assert field.text == text, (field.text, text)


def wait_for(driver: Any, ready: Callable[[], bool], what: str, timeout: float = 60.0) -> None:
    """Run frames (the window polls the network each one) until ``ready()``."""
    deadline = time.monotonic() + timeout
    while not ready():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:g} s for {what}")
        driver.update(1 / 30)
        driver.draw()
        time.sleep(0.02)


def play_one_turn(driver: Any, host: Any) -> None:
    """Take a card from the river with its number key (Dam It!'s keyboard), keeping it if the
    table asks whether to dispose of garbage."""
    from tabletop_damit.actions import Take

    key = load_arcade().key
    takes = sorted({a.position for a in host.match.legal_actions() if isinstance(a, Take)})
    driver.draw()
    driver.key(getattr(key, f"KEY_{takes[0] + 1}"))
    if host.table.controller.choosing.asking is not None:
        driver.draw()
        driver.key(key.K)
    assert not host.match.notice, host.match.notice
