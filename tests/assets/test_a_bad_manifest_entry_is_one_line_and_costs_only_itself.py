"""A package's asset manifest: each bad entry or missing file is one line naming the package
and the entry, and every good entry still loads."""

from __future__ import annotations

import logging

from tabletop_core.assets import assets_of
from tabletop_core.assets.library import read
from tabletop_core.assets.manifest import parse

GOOD = """
[pictures.log]
file = "pictures/log.svg"
licence = "CC0-1.0"
credit = "A test"
"""

BAD = {
    "no licence": (
        '[pictures.a]\nfile = "pictures/log.svg"\ncredit = "x"\n',
        "pictures.a",
        "licence",
    ),
    "unknown field": (
        '[pictures.b]\nfile = "pictures/log.svg"\nlicence = "MIT"\ncredit = "x"\ncolour = 1\n',
        "pictures.b",
        "colour",
    ),
    "wrong kind of file": (
        '[fonts.c]\nfile = "pictures/log.svg"\nfamily = "X"\nlicence = "MIT"\ncredit = "x"\n',
        "fonts.c",
        ".ttf",
    ),
    "font without family": (
        '[fonts.d]\nfile = "fonts/x.ttf"\nlicence = "MIT"\ncredit = "x"\n',
        "fonts.d",
        "family",
    ),
    "outside the folder": (
        '[pictures.e]\nfile = "../../secret.svg"\nlicence = "MIT"\ncredit = "x"\n',
        "pictures.e",
        "inside the assets folder",
    ),
    "not a kind": ('[widgets.f]\nfile = "x.svg"\n', "[widgets]", "not a kind of asset"),
    "not a table": ('[pictures]\ng = "pictures/log.svg"\n', "pictures.g", "must be a table"),
}


def test_each_bad_entry_is_one_line_naming_the_package_and_the_entry():
    for case, (text, entry, why) in BAD.items():
        manifest = parse("tabletop_somegame", GOOD + text)
        assert len(manifest.problems) == 1, case
        line = manifest.problems[0]
        assert "\n" not in line and line.startswith("tabletop_somegame assets: "), case
        assert entry in line and why in line, (case, line)
        assert manifest.get("pictures", "log") is not None, f"{case}: the good entry is lost"


def test_a_manifest_that_is_not_toml_is_one_line_and_no_assets():
    manifest = parse("tabletop_somegame", '[pictures.log\nfile = "x.svg"')
    assert manifest.entries == {} and len(manifest.problems) == 1
    assert manifest.problems[0].startswith("tabletop_somegame assets: the manifest is not valid")


def test_a_missing_file_is_one_line_and_the_rest_loads(make_package, circle_svg, caplog):
    manifest = GOOD + (
        '[pictures.gone]\nfile = "pictures/gone.svg"\nlicence = "MIT"\ncredit = "x"\n'
        '[fonts.face]\nfile = "fonts/face.ttf"\nfamily = "Face"\nlicence = "OFL-1.1"\n'
        'credit = "x"\nlicence_file = "fonts/OFL.txt"\n'
    )
    package = make_package(
        manifest, {"pictures/log.svg": circle_svg, "fonts/face.ttf": b"\0\1\0\0"}
    )
    with caplog.at_level(logging.WARNING, logger="tabletop_core.assets.library"):
        found = assets_of(package)
    assert found.get("pictures", "log") is not None
    assert found.get("pictures", "gone") is None and found.get("fonts", "face") is None
    assert found.problems == (
        f"{package} assets: pictures.gone: no file assets/pictures/gone.svg",
        f"{package} assets: fonts.face: no file assets/fonts/OFL.txt",
    )
    assert [r.getMessage() for r in caplog.records] == list(found.problems)


def test_a_package_without_a_manifest_has_no_assets_and_no_problems(make_package, tmp_path):
    assert read("tabletop_core.render", tmp_path / "nowhere").assets == {}
    assert assets_of("tabletop_core.render").problems == ()


def test_the_cores_manifest_reads_clean_and_credits_every_asset():
    from importlib.resources import files

    found = assets_of("tabletop_core")
    assert found.problems == ()
    assert {name for (kind, name) in found.assets} >= {"beaver", "display", "text", "text-bold"}
    credits = (files("tabletop_core") / "assets" / "CREDITS.md").read_text(encoding="utf-8")
    for each in found.assets.values():
        assert each.entry.file in credits, f"{each.entry.file} is not credited in CREDITS.md"
        assert each.entry.licence_file is None or each.entry.licence_file in credits
