"""The language comes from the settings, else the system locale, else English; the rules
overlay's text follows it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tabletop_core import i18n


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "de_AT.UTF-8", "LANG": "fr_FR.UTF-8"}, "de"),
        ({"LANGUAGE": "es:fr", "LANG": "C.UTF-8"}, "fr"),
        ({"LANG": "es_ES.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
    ],
)
def test_the_system_locale_picks_the_language(monkeypatch, environment, expected) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert i18n.system_language() == expected
    assert i18n.set_language("auto") == expected


def test_a_fresh_tabletop_process_speaks_the_system_language() -> None:
    program = (
        "from tabletop_core.i18n import language, translate\n"
        "print(language(), translate('tabletop_core', 'Play again'))"
    )
    env = {key: value for key, value in os.environ.items() if not key.startswith("LC_")}
    env.pop("LANGUAGE", None)
    french = subprocess.run(
        [sys.executable, "-c", program],
        env={**env, "LANG": "fr_FR.UTF-8"},
        capture_output=True,
        text=True,
        check=True,
    )
    assert french.stdout.split(" ", 1) == ["fr", "Rejouer\n"]
    unknown = subprocess.run(
        [sys.executable, "-c", program],
        env={**env, "LANG": "pt_BR.UTF-8"},
        capture_output=True,
        text=True,
        check=True,
    )
    assert unknown.stdout.split(" ", 1) == ["en", "Play again\n"]


def test_the_settings_choice_wins_and_an_unknown_language_is_refused() -> None:
    assert i18n.set_language("de") == "de"
    assert i18n.translate("tabletop_core", "Play again") == "Nochmal spielen"
    with pytest.raises(ValueError, match="no translation"):
        i18n.set_language("xx")


@pytest.mark.parametrize(
    "package",
    [
        "tabletop_damit",
        "tabletop_mein_lieber_biber",
        "tabletop_beaver_creek",
        "tabletop_hamsterdam",
    ],
)
def test_rules_come_in_the_chosen_language(package: str) -> None:
    english = i18n.localized_text(package, "RULES.md")
    for code in ("fr", "de"):
        i18n.set_language(code)
        translated = i18n.localized_text(package, "RULES.md")
        assert translated and translated != english
    i18n.set_language("en")
    assert i18n.localized_text(package, "RULES.md") == english
