"""Every message in the source is in its package's template and translated in fr and de, with
the same placeholders, nothing fuzzy or empty, and the shipped .mo files compiled from the .po."""

from __future__ import annotations

import functools
import re
import string

import pytest

from tabletop_core.i18n_tools import (
    PACKAGES,
    TRANSLATED,
    catalog_path,
    compiled,
    extract,
    read_catalog,
    template_path,
)

CASES = [(package, code) for package in PACKAGES for code in TRANSLATED]


def _ids(catalog) -> set:
    return {
        message.id if isinstance(message.id, str) else tuple(message.id)
        for message in catalog
        if message.id
    }


@functools.cache
def _source_ids(package: str) -> frozenset:
    """The messages of ``package``'s source, extracted once per worker for the three tests that
    compare them (the template, then each language's catalogue)."""
    return frozenset(_ids(extract(package, PACKAGES[package])))


def _fields(text: str) -> set[str]:
    return {name for _, name, spec, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("package", list(PACKAGES))
def test_the_template_holds_exactly_the_messages_of_the_source(package: str) -> None:
    folder = PACKAGES[package]
    fresh = _source_ids(package)
    shipped = _ids(read_catalog(template_path(package, folder)))
    assert fresh - shipped == set(), "run: python -m tabletop_core.i18n_tools all"
    assert shipped - fresh == set(), "the template holds messages the source no longer has"


@pytest.mark.parametrize(("package", "code"), CASES)
def test_every_message_is_translated_without_fuzzy_or_empty_entries(
    package: str, code: str
) -> None:
    folder = PACKAGES[package]
    source = _source_ids(package)
    catalog = read_catalog(catalog_path(package, folder, code), code)
    assert source - _ids(catalog) == set()
    assert catalog.num_plurals == 2
    for message in catalog:
        if not message.id:
            continue
        assert not message.fuzzy, message.id
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        assert forms and all(forms), f"untranslated in {code}: {message.id!r}"


@pytest.mark.parametrize(("package", "code"), CASES)
def test_translations_keep_the_placeholders(package: str, code: str) -> None:
    folder = PACKAGES[package]
    for message in read_catalog(catalog_path(package, folder, code), code):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        wanted = set().union(*(_fields(text) for text in ids))
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            assert _fields(form) <= wanted, (message.id, form)
            if len(ids) == 1:
                assert _fields(form) == wanted, (message.id, form)
        # a singular may say "one" instead of {count}; the plural keeps every placeholder
        assert _fields(forms[-1]) == _fields(ids[-1]), (message.id, forms[-1])
        assert not re.search(r"%\(|%[sd]", " ".join(forms)), "use {name} placeholders"


@pytest.mark.parametrize(("package", "code"), CASES)
def test_the_shipped_mo_is_compiled_from_the_po(package: str, code: str) -> None:
    folder = PACKAGES[package]
    catalog = read_catalog(catalog_path(package, folder, code), code)
    shipped = catalog_path(package, folder, code, ".mo").read_bytes()
    assert shipped == compiled(catalog), "run: python -m tabletop_core.i18n_tools compile"
