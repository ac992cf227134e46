"""A choice made in steps: a card, then a target, then an option — one action at the end.

Each :class:`Step` says what may be picked at it, given the picks before it, by asking the rules
(``legal_actions`` or ``why_not``): the controller lights exactly those, and the keyboard walks
only those. A step may gather several things (the cards to build with) before the next one.
When the last step is picked, ``finish`` turns the picks into the action to send. A pick the
rules would refuse still finishes: the host then shows the rules' own reason, so nothing is
refused in silence and no rule is repeated here.

The choice belongs to the position it was begun in: when ``position()`` changes (a move was
made, someone else looks) it starts afresh, so nobody inherits the last person's picks.

A Love Letter Guard, in three steps::

    guard = ChoiceInSteps(
        [
            Step("card", lambda picks: sorted({a.card for a in legal()})),
            Step("target", lambda picks: sorted({a.target for a in legal() if a.card == picks[0]})),
            Step("guess", lambda picks: [a.guess for a in legal() if a[:2] == picks[:2]]),
        ],
        finish=lambda picks: Play(*picks),
        position=lambda: len(match.actions),
    )
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["ChoiceInSteps", "Step"]


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a choice."""

    name: str
    offers: Callable[[tuple[Any, ...]], Sequence[Any]]
    """What may be picked at this step, given the picks of the steps before (ask the rules)."""
    many: bool = False
    """The step gathers several things, one toggle at a time, before the next step."""
    lean: int = 0
    """The offer the keyboard's focus starts on: 0 the first, -1 the last (say, the dearest)."""


class ChoiceInSteps:
    """The picks so far of a choice made in steps (each a :class:`Step`), and the keyboard's
    focus on the offers of the step it acts on."""

    def __init__(
        self,
        steps: Sequence[Step],
        finish: Callable[[tuple[Any, ...]], Any],
        position: Callable[[], Hashable] | None = None,
    ) -> None:
        self.steps = tuple(steps)
        self.finish = finish
        self.position: Callable[[], Hashable] = position or (lambda: None)
        self._picks: list[Any] = []
        self._gathered: list[Any] = []
        self._focus: Any = None
        self._begun_at: Hashable = self.position()

    # -- where the choice stands ------------------------------------------------------------

    def _current(self) -> None:
        """Forget the picks made in another position."""
        now = self.position()
        if now != self._begun_at:
            self._begun_at = now
            self._picks, self._gathered, self._focus = [], [], None

    @property
    def picks(self) -> tuple[Any, ...]:
        """The finished steps' picks (a gathering step's as a tuple)."""
        self._current()
        return tuple(self._picks)

    @property
    def gathered(self) -> tuple[Any, ...]:
        """What the gathering step holds so far, in the order it was toggled."""
        self._current()
        return tuple(self._gathered)

    @property
    def step(self) -> Step | None:
        """The step being chosen (None once every step is picked)."""
        self._current()
        return self.steps[len(self._picks)] if len(self._picks) < len(self.steps) else None

    @property
    def key(self) -> Hashable:
        """The choice as it stands, for a scene's cache: cheap, it asks the rules nothing."""
        self._current()
        return (tuple(self._picks), tuple(self._gathered), self._focus)

    @property
    def begun(self) -> bool:
        """Whether anything is picked or gathered yet."""
        return bool(self.picks or self.gathered)

    def offers(self) -> Sequence[Any]:
        """What may be picked (or gathered) at the current step."""
        step = self.step
        return () if step is None else step.offers(tuple(self._picks))

    def _ahead(self) -> tuple[Step | None, tuple[Any, ...]]:
        """The step the keyboard acts on and the picks before it: past a gathering step, the
        one after it, as if the gathering were done."""
        step, picks = self.step, tuple(self._picks)
        if step is not None and step.many:
            index = len(picks) + 1
            picks += (tuple(self._gathered),)
            step = self.steps[index] if index < len(self.steps) and self._gathered else None
        return step, picks

    def next_offers(self) -> Sequence[Any]:
        """What the keyboard chooses among: the current step's offers, or past a gathering
        step the next step's, given what is gathered (the piles a selection of cards reaches)."""
        step, picks = self._ahead()
        return () if step is None else step.offers(picks)

    @property
    def focus(self) -> Any:
        """The offer under the keyboard's focus (None when there is none)."""
        step, picks = self._ahead()
        offers = () if step is None else step.offers(picks)
        if not offers or step is None:
            return None
        return self._focus if self._focus in offers else offers[step.lean]

    # -- changing it -------------------------------------------------------------------------

    def toggle(self, item: Any) -> bool:
        """Gather ``item`` at a gathering step, or put it back; False when the step gathers
        nothing or does not offer it."""
        step = self.step
        if step is None or not step.many:
            return False
        if item in self._gathered:
            self._gathered.remove(item)
        elif item in step.offers(tuple(self._picks)):
            self._gathered.append(item)
        else:
            return False
        self._focus = None  # a new gathering lights its own offers
        return True

    def pick(self, item: Any) -> Any:
        """Pick ``item`` at the step the keyboard acts on (past a gathering step, closing it);
        the finished action when that was the last step (the choice then starts afresh), else
        None."""
        step = self.step
        if step is None:
            return None
        if step.many:
            if not self._gathered:
                return None
            self._picks.append(tuple(self._gathered))
            self._gathered = []
        self._picks.append(item)
        self._focus = None
        if len(self._picks) < len(self.steps):
            return None
        action = self.finish(tuple(self._picks))
        self.clear()
        return action

    def confirm(self) -> Any:
        """Pick the focused offer (Enter); None when nothing is focused or steps remain."""
        focus = self.focus
        return None if focus is None else self.pick(focus)

    def move(self, by: int) -> bool:
        """Move the focus ``by`` offers along, round the end; False when there is none."""
        offers = list(self.next_offers())
        focus = self.focus
        if focus is None:
            return False
        self._focus = offers[(offers.index(focus) + by) % len(offers)]
        return True

    def clear(self) -> None:
        """Nothing picked: the choice starts afresh."""
        self._picks, self._gathered, self._focus = [], [], None
        self._begun_at = self.position()
