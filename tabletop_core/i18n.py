"""Every string a player sees goes through gettext: ``_("Start")``, ``ngettext("card", "cards", n)``.

Each package (the core, each game) has its own catalogue in ``<package>/locale/<lang>/LC_MESSAGES/
<package>.mo``, compiled with Babel from the ``.po`` files beside it. The language comes from the
settings, else from the system locale, else English. Translators are looked up at call time, so
switching the language in the settings changes the next frame without a restart.

    from tabletop_core.i18n import translator
    _, ngettext = translator("tabletop_damit")
"""

from __future__ import annotations

import gettext
import importlib.resources
import locale
import os
from collections.abc import Callable

LANGUAGES = ("en", "fr", "de")
"""The languages with complete catalogues, English first (the source language)."""

_language: str | None = None
_cache: dict[tuple[str, str], gettext.NullTranslations] = {}


def system_language() -> str:
    """The first of :data:`LANGUAGES` the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in os.environ.get(variable, "").split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    try:
        code = (locale.getlocale()[0] or "").split("_")[0].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else "en"


def set_language(code: str | None) -> str:
    """Use ``code`` (one of :data:`LANGUAGES`), or the system's language for ``None``/"auto"."""
    global _language
    if code in (None, "", "auto"):
        code = system_language()
    if code not in LANGUAGES:
        raise ValueError(f"no translation for {code!r} (available: {', '.join(LANGUAGES)})")
    _language = code
    return code


def language() -> str:
    return _language or set_language(None)


def _translations(package: str, code: str) -> gettext.NullTranslations:
    key = (package, code)
    found = _cache.get(key)
    if found is None:
        found = gettext.NullTranslations()
        if code != "en":
            try:
                folder = importlib.resources.files(package) / "locale"
                with importlib.resources.as_file(folder) as path:
                    found = gettext.translation(package, localedir=str(path), languages=[code])
            except (OSError, ImportError, TypeError, ValueError, AttributeError):
                # no catalogue, or not a package at all (a one-file plugin, a script's __main__)
                found = gettext.NullTranslations()
        _cache[key] = found
    return found


def translator(package: str) -> tuple[Callable[[str], str], Callable[[str, str, int], str]]:
    """``(_, ngettext)`` for ``package``'s catalogue in the current language."""

    def gettext_(message: str) -> str:
        return _translations(package, language()).gettext(message)

    def ngettext_(singular: str, plural: str, count: int) -> str:
        return _translations(package, language()).ngettext(singular, plural, count)

    return gettext_, ngettext_


def N_(message: str) -> str:
    """Mark a string for extraction where it is defined; translate it with ``_`` where it is shown."""
    return message


def package_of(thing: object) -> str:
    """The top-level package ``thing``'s class lives in: the catalogue its strings belong to."""
    return type(thing).__module__.split(".")[0]


def translate(package: str, message: str) -> str:
    """``message``, marked with :func:`N_` in ``package``, in the current language.

    For text that crosses packages as data: a game's title or a score-sheet line shown by the core.
    """
    return _translations(package, language()).gettext(message) if message else message


def localized_text(package: str, name: str, fallback: str | None = None) -> str:
    """The text file ``name`` of ``package`` in the current language, else ``fallback`` or ``name``.

    ``localized_text("tabletop_damit", "RULES.md")`` reads ``RULES.fr.md`` in French, falling back
    to ``RULES.md`` when the package ships no translation of it.
    """
    stem, dot, suffix = name.rpartition(".")
    candidates = [f"{stem}.{language()}.{suffix}" if dot else f"{name}.{language()}"]
    if fallback is None:
        candidates.append(name)
    try:
        folder = importlib.resources.files(package)
    except ModuleNotFoundError:
        return fallback or ""
    for candidate in candidates:
        resource = folder / candidate
        if resource.is_file():
            return resource.read_text(encoding="utf-8")
    return fallback or ""


_, ngettext = translator("tabletop_core")
