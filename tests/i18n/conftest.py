"""The i18n tests: the language is global, so each test leaves it as it found it (English)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def english_afterwards():
    from tabletop_core import i18n

    before = i18n._language
    yield
    i18n._language = before
