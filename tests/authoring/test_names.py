"""Titles become the names of a distribution, a package, a game id and a class, or are refused."""

from __future__ import annotations

import pytest

from tabletop_core.authoring.names import GameNameError, names_for


def test_a_title_gives_every_name() -> None:
    names = names_for("Otter Pond")
    assert names.game_id == "otter_pond"
    assert names.package == "tabletop_otter_pond"
    assert names.distribution == "tabletop-otter-pond"
    assert names.class_name == "OtterPond"
    assert names.title == "Otter Pond"


def test_accents_and_punctuation_are_dropped_from_the_names_not_the_title() -> None:
    names = names_for("Über   Teich: Beaver's Bay!")
    assert names.game_id == "uber_teich_beaver_s_bay"
    assert names.title == "Über Teich: Beaver's Bay!"


@pytest.mark.parametrize(
    ("title", "why"),
    [
        ("", "needs a title"),
        ("7 Wonders", "does not start with a letter"),
        ("!!!", "no letters or digits"),
        ("Class", "keyword"),
        ('Say "hi"', "may hold letters"),
        ("x" * 61, "keep it to 60"),
    ],
)
def test_a_title_that_cannot_name_a_game_is_refused_with_the_reason(title: str, why: str) -> None:
    with pytest.raises(GameNameError, match=why):
        names_for(title)


def test_an_installed_game_id_is_refused() -> None:
    with pytest.raises(GameNameError, match="'damit' is already installed"):
        names_for("Damit", installed={"damit", "hamsterdam"})


def test_a_class_name_the_template_uses_gets_a_suffix() -> None:
    assert names_for("Fish").class_name == "FishGame"
