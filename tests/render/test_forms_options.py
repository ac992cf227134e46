"""A game's options model becomes lobby controls; every control reads back into valid options."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from tabletop_core.render.forms import option_fields, read_options
from tabletop_core.render.widgets.buttons import Choice, Stepper, TextField, Toggle


class Options(BaseModel):
    first_player: int | None = Field(default=None, ge=0, le=3)
    nickname: str | None = None
    rounds: int = Field(default=3, ge=1, le=5)
    variant: Literal["river", "lake"] = "river"
    jokers: bool = True


def test_each_kind_of_option_gets_its_control() -> None:
    fields = {f.name: f.control for f in option_fields(Options, {})}
    assert isinstance(fields["first_player"], Choice)
    assert isinstance(fields["nickname"], TextField)
    assert isinstance(fields["rounds"], Stepper)
    assert isinstance(fields["variant"], Choice)
    assert isinstance(fields["jokers"], Toggle)


def test_an_untouched_form_gives_the_defaults() -> None:
    assert read_options(Options, option_fields(Options, {})) == Options()


def test_an_optional_bounded_number_offers_any_then_each_value() -> None:
    (first, *_) = option_fields(Options, {})
    assert first.control.choices == [None, 0, 1, 2, 3]
    first.control.index = 3
    assert read_options(Options, [first]).first_player == 2


def test_an_optional_text_left_empty_is_none() -> None:
    fields = option_fields(Options, {"nickname": "Otto"})
    nickname = next(f for f in fields if f.name == "nickname")
    assert read_options(Options, fields).nickname == "Otto"
    nickname.control.text = ""
    assert read_options(Options, fields).nickname is None
