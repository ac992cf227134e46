"""The translations section of `tabletop check` reads a package's messages faster than a plain
babel extraction (it skips the files that call no keyword, and reads an unchanged package once),
and reads exactly the same ones."""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir

from tabletop_core.authoring.translations import source_messages
from tabletop_core.i18n_tools import KEYWORDS, METHOD_MAP

FILES = {
    "__init__.py": "",
    "plain.py": "def rule():\n    return 'no message here'  # _ alone, gettext mentioned\n",
    "spaced.py": "from x import _\n\nTITLE = _ (\n    'Spaced call'\n)\n",
    "plural.py": "def count(n):\n    return ngettext('one fish', '{n} fish', n)\n",
    "marked.py": "LABELS = [N_('Marked'), self._('Method')]\n",
    "deep/__init__.py": "",
    "deep/more.py": "def say():\n    return gettext('Deep down')\n",
}


@pytest.fixture()
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "tabletop_words_probe"
    for name, text in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    yield root
    sys.modules.pop("tabletop_words_probe", None)


def _babel(root: Path) -> list[str]:
    found = extract_from_dir(str(root), METHOD_MAP, keywords=KEYWORDS)
    singular = [m[0] if isinstance(m, tuple) else m for _f, _l, m, _c, _x in found]
    return list(dict.fromkeys(m for m in singular if m))


def test_the_check_reads_the_same_messages_as_babel_and_sees_a_change(package: Path) -> None:
    expected = _babel(package)
    assert sorted(expected) == ["Deep down", "Marked", "Method", "Spaced call", "one fish"]
    assert source_messages("tabletop_words_probe") == expected
    plain = package / "plain.py"
    plain.write_text("WORD = _('Now a message')\n")
    os.utime(plain, ns=(1, 1))  # a change within the clock's tick still changes the time
    changed = _babel(package)
    assert "Now a message" in changed
    assert source_messages("tabletop_words_probe") == changed
