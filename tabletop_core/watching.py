"""Words for whoever watches a match without a seat of their own: who plays it.

A table drawn for nobody's eyes (a spectator online, or between bots' moves at one screen)
says who is playing, so a spectator watching two people is never told that only bots play.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_core.i18n import _, ngettext


def who_plays(names: Sequence[str], bots: Sequence[bool]) -> str:
    """ "Only bots play", or the people at the table: "Ana and Grandpa play"."""
    people = [name for name, bot in zip(names, bots, strict=False) if not bot]
    if not people:
        return _("Only bots play")
    if len(people) == 1:
        return ngettext("{names} plays", "{names} play", 1).format(names=people[0])
    listed = _("{names} and {last}").format(names=", ".join(people[:-1]), last=people[-1])
    return ngettext("{names} plays", "{names} play", len(people)).format(names=listed)
