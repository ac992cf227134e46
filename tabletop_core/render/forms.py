"""A game's pydantic options model turned into lobby controls, and the values back into options."""

from __future__ import annotations

import enum
import types
import typing
from dataclasses import dataclass
from typing import Any

import annotated_types
from pydantic import BaseModel

from tabletop_core.i18n import N_, _, translate
from tabletop_core.render.geometry import Rect
from tabletop_core.render.widgets.buttons import Choice, Control, Stepper, TextField, Toggle

_NOWHERE = Rect(0, 0, 0, 0)


@dataclass(eq=False)
class OptionField:
    """One option of the game: its name, its control, and how to read the control's value."""

    name: str
    control: Control
    kind: str

    def value(self) -> Any:
        control = self.control
        if isinstance(control, Toggle):
            return control.value
        if isinstance(control, Choice):
            return control.value
        if isinstance(control, Stepper):
            return control.value
        text = control.text.strip() if isinstance(control, TextField) else ""
        if self.kind == "optional":
            if not text:
                return None
            return int(text) if text.lstrip("-").isdigit() else text
        if self.kind == "sequence":
            return [
                int(part) if part.strip().lstrip("-").isdigit() else part.strip()
                for part in text.split(",")
                if part.strip()
            ]
        return text


def _label(name: str) -> str:
    return name.replace("_", " ").capitalize()


def _bounds(metadata: list[Any]) -> tuple[float | None, float | None]:
    low: object = None
    high: object = None
    for item in metadata:
        if isinstance(item, annotated_types.Ge):
            low = item.ge
        elif isinstance(item, annotated_types.Gt):
            low = item.gt
        elif isinstance(item, annotated_types.Le):
            high = item.le
        elif isinstance(item, annotated_types.Lt):
            high = item.lt
        elif isinstance(item, annotated_types.Interval):
            low = item.ge if item.ge is not None else item.gt
            high = item.le if item.le is not None else item.lt
    return _number(low), _number(high)


def _number(bound: object) -> float | None:
    """A bound the form can show: options are numbers, so any other bound is no bound here."""
    return bound if isinstance(bound, int | float) and not isinstance(bound, bool) else None


def option_fields(model: type[BaseModel], values: dict[str, Any]) -> list[OptionField]:
    """A control per field: bool → toggle, Literal/Enum → choice, number → stepper, else text."""
    fields: list[OptionField] = []
    package = model.__module__.split(".")[0]
    for name, info in model.model_fields.items():
        label = translate(package, info.title or _label(name))
        default = values.get(name, info.get_default(call_default_factory=True))
        annotation = info.annotation
        optional = _optional_of(annotation)
        if optional is not None:
            fields.append(_optional_field(name, label, optional, default, info.metadata))
            continue
        origin = typing.get_origin(annotation)
        if annotation is bool:
            fields.append(OptionField(name, Toggle(_NOWHERE, label, value=bool(default)), "bool"))
        elif origin is typing.Literal:
            choices = list(typing.get_args(annotation))
            index = choices.index(default) if default in choices else 0
            fields.append(
                OptionField(name, Choice(_NOWHERE, label, choices=choices, index=index), "choice")
            )
        elif isinstance(annotation, type) and issubclass(annotation, enum.Enum):
            members = list(annotation)
            index = members.index(default) if default in members else 0
            fields.append(
                OptionField(
                    name,
                    Choice(
                        _NOWHERE, label, choices=members, index=index, show=lambda m: str(m.value)
                    ),
                    "choice",
                )
            )
        elif annotation in (int, float):
            low, high = _bounds(info.metadata)
            step = 1 if annotation is int else 0.5
            fields.append(
                OptionField(
                    name,
                    Stepper(
                        _NOWHERE,
                        label,
                        value=default if default is not None else 0,
                        low=low if low is not None else 0,
                        high=high if high is not None else 99,
                        step=step,
                    ),
                    "number",
                )
            )
        elif origin in (tuple, list, set, frozenset):
            text = ", ".join(str(v) for v in (default or ()))
            fields.append(
                OptionField(name, TextField(_NOWHERE, label, text=text, max_length=40), "sequence")
            )
        else:
            fields.append(
                OptionField(
                    name, TextField(_NOWHERE, label, text=str(default or ""), max_length=40), "text"
                )
            )
    return fields


def _optional_of(annotation: Any) -> Any:
    """``X`` for an annotation ``X | None`` (or ``Optional[X]``), else None."""
    if typing.get_origin(annotation) not in (typing.Union, types.UnionType):
        return None
    args = [a for a in typing.get_args(annotation) if a is not type(None)]
    if len(args) != 1 or len(typing.get_args(annotation)) != 2:
        return None
    return args[0]


ANY = N_("any")
"""How the lobby shows an optional option left unset (the game decides, e.g. at random)."""


def _optional_field(
    name: str, label: str, inner: Any, default: Any, metadata: list[Any]
) -> OptionField:
    """A small bounded ``int | None`` becomes a choice with "any" first; anything else a text field."""
    low, high = _bounds(metadata)
    if inner is int and low is not None and high is not None and high - low <= 20:
        choices: list[Any] = [None, *range(int(low), int(high) + 1)]
        index = choices.index(default) if default in choices else 0
        control = Choice(
            _NOWHERE,
            label,
            choices=choices,
            index=index,
            show=lambda v: _(ANY) if v is None else str(v),
        )
        return OptionField(name, control, "choice")
    text = "" if default is None else str(default)
    return OptionField(name, TextField(_NOWHERE, label, text=text, max_length=40), "optional")


def read_options(model: type[BaseModel], fields: list[OptionField]) -> BaseModel:
    """The options the form shows (raises pydantic's ValidationError)."""
    return model.model_validate({field.name: field.value() for field in fields})
