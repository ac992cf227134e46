"""An optional base class for a game's rules: the action codec, ``clone`` and the checks for free.

A game is any object with the members of :class:`tabletop_core.game.Game`; this class only saves
the plumbing every game otherwise writes around :class:`tabletop_core.actions.ActionCodec`::

    class PondRules(GameBase):
        info = GameInfo(id="pond", title="Pond", min_players=2, max_players=4)
        Action = Take | Build          # the action union; JSON kinds "take", "build"

        def new_state(self, players, seed, options=None): ...
        def to_act(self, state): ...
        def legal_actions(self, state): ...
        def apply(self, state, action): ...   # may assume the action is well-formed
        def result(self, state): ...
        def view(self, state, seat): ...

A subclass names its actions with ``Action`` (one dataclass or a union of them; each kind's JSON
``"type"`` is its class name in snake case, ``PlaceCard`` → ``"place_card"``) or, when the JSON
names differ, with a ready ``codec = ActionCodec({...})``. It then has ``encode_action``,
``decode_action``, ``check_action`` (the shape check :meth:`Match.act` runs), ``clone`` (a deep
copy; override it with a faster one) and ``why_not`` (what ``apply`` would say against an action,
without changing the state).
"""

from __future__ import annotations

import copy
import random
from typing import Any, ClassVar

from tabletop_core.actions import ActionCodec
from tabletop_core.components.deep import _unchangeable
from tabletop_core.components.rng import copied_rng
from tabletop_core.game import IllegalAction


class GameBase:
    """Gives a game its action codec, ``clone``, ``check_action`` and ``why_not``."""

    Action: ClassVar[Any]
    """The game's action dataclass, or the union of them (``Take | Build``)."""
    codec: ClassVar[ActionCodec]
    """Made from ``Action`` when the class is defined, unless the class sets its own."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "codec" not in cls.__dict__ and "Action" in cls.__dict__:
            cls.codec = ActionCodec.of(cls.Action)

    def encode_action(self, action: Any) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: Any) -> Any:
        return self.codec.decode(data)

    def check_action(self, action: Any) -> None:
        """Refuse (with :class:`IllegalAction`, one line) an object that is not a well-formed
        action of this game: an unknown class, a field of the wrong type, a NaN."""
        self.codec.check(action)

    def clone(self, state: Any) -> Any:
        """A deep, independent copy of ``state``. Games on a hot search path override it with
        a copy that knows which parts are immutable.

        The state's own RNG (a field holding a ``random.Random``) is copied with
        :func:`~tabletop_core.components.copied_rng`: ``deepcopy`` copies its 625 words one call
        at a time and seeds the twin from the operating system first, most of a small state's
        copy. The cards that cannot change (named tuples of atoms) in the lists of its fields
        are shared, as the components' own deep copies share theirs."""
        return copy.deepcopy(state, _memo_for(state))

    def why_not(self, state: Any, action: Any) -> str | None:
        """Why the rules refuse ``action`` in ``state`` (the message ``apply`` raises), or None
        when it is legal. ``state`` is left as it was.

        This default plays the action on a :meth:`clone`; a game whose ``apply`` is costly (a
        physics simulation) or whose tables ask often overrides it with the checks alone.
        """
        try:
            self.check_action(action)
            self.apply(self.clone(state), action)  # type: ignore[attr-defined]  # the subclass's rules
        except IllegalAction as refused:
            return str(refused)
        return None


def _memo_for(state: Any) -> dict[int, Any]:
    """A ``deepcopy`` memo for ``state`` (a dataclass, slotted or not, or an object with a
    ``__dict__``): a copy of each ``random.Random`` among its fields, and each unchangeable item
    (a named tuple of atoms: a card) of the lists in its fields and in their lists, as itself,
    shared as ``deepcopy`` shares a plain tuple of atoms rather than rebuilt one call at a
    time through its ``__reduce_ex__``."""
    fields = getattr(type(state), "__dataclass_fields__", None)
    values: list[Any]
    if fields is not None:
        values = [getattr(state, name, None) for name in fields]
    else:
        values = list(getattr(state, "__dict__", {}).values())
    memo: dict[int, Any] = {}
    for value in values:
        kind = type(value)
        if kind is random.Random:
            memo[id(value)] = copied_rng(value)
        elif kind is list:
            for item in value:
                if type(item) is list:
                    for inner in item:
                        if isinstance(inner, tuple) and _unchangeable(inner):
                            memo[id(inner)] = inner
                elif isinstance(item, tuple) and _unchangeable(item):
                    memo[id(item)] = item
    return memo


def check_action(game: Any, action: Any) -> None:
    """The shape check :meth:`tabletop_core.match.Match.act` runs before ``apply``.

    A game with ``check_action`` (every :class:`GameBase`) answers itself; for any other game the
    action must survive its own codec's round trip unchanged.
    """
    own = getattr(game, "check_action", None)
    if own is not None:
        own(action)
        return
    back = game.decode_action(game.encode_action(action))
    if back != action:
        raise IllegalAction(f"malformed action: {action!r} reads back as {back!r}")
