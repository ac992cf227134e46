"""Garbage a person cannot avoid: said before the turn, so it never comes as a surprise.

The rules' legal actions tell it: when the only take left is the free card (position 1), it is
garbage and it cannot be disposed of, that take builds the garbage into the dam; whether a build
is the way out is one more legal action.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import translator
from tabletop_damit.actions import Build, Take
from tabletop_damit.cards import garbage_penalty, is_garbage
from tabletop_damit.state import DamItState

_, ngettext = translator("tabletop_damit")


def garbage_warning(game: Any, view: DamItState, seat: int | None) -> tuple[str, ...]:
    """Wordings (longest first) warning ``seat`` that the only take left puts garbage into
    their dam; () when nothing like that threatens."""
    if seat is None or view.over or view.current != seat or view.cubes[seat]:
        return ()
    free = view.river.items[0]
    legal = game.legal_actions(view)
    takes = [action for action in legal if isinstance(action, Take)]
    if free is None or not is_garbage(free) or takes != [Take(0, False)]:
        return ()
    kept = len(view.garbage[seat])
    cost = garbage_penalty(kept + 1) - garbage_penalty(kept)
    if any(isinstance(action, Build) for action in legal):
        return (
            ngettext(
                "No cubes and no disposal card: build a dam, or the garbage at position 1 goes "
                "into your dam (−{points} point)",
                "No cubes and no disposal card: build a dam, or the garbage at position 1 goes "
                "into your dam (−{points} points)",
                cost,
            ).format(points=cost),
            _("build a dam, or the garbage at position 1 goes into your dam"),
        )
    return (
        ngettext(
            "No cubes, no disposal card, no dam to build: you must take the garbage at "
            "position 1 into your dam (−{points} point). Press [1]",
            "No cubes, no disposal card, no dam to build: you must take the garbage at "
            "position 1 into your dam (−{points} points). Press [1]",
            cost,
        ).format(points=cost),
        ngettext(
            "you must take the garbage at position 1 into your dam (−{points} point): press [1]",
            "you must take the garbage at position 1 into your dam (−{points} points): press [1]",
            cost,
        ).format(points=cost),
        _("garbage into your dam: press [1]"),
    )
