"""A choice made in steps (card, then target, then option) offers at each step only what the
rules' legal actions still allow, walks them with the keyboard's focus, finishes as one action,
and is forgotten when the position changes."""

from __future__ import annotations

from typing import NamedTuple

from tabletop_core.render.controllers import ChoiceInSteps, Step


class Play(NamedTuple):
    card: str
    target: int
    guess: str


LEGAL = [
    Play("guard", 1, "baron"),
    Play("guard", 1, "priest"),
    Play("guard", 2, "baron"),
    Play("guard", 2, "priest"),
    Play("priest", 2, "-"),
]


def _guard(position=lambda: 0, legal=lambda: LEGAL) -> ChoiceInSteps:
    def matching(picks):
        return [a for a in legal() if tuple(a[: len(picks)]) == picks]

    return ChoiceInSteps(
        [
            Step("card", lambda picks: sorted({a.card for a in matching(picks)})),
            Step("target", lambda picks: sorted({a.target for a in matching(picks)})),
            Step("guess", lambda picks: [a.guess for a in matching(picks)]),
        ],
        finish=lambda picks: Play(*picks),
        position=position,
    )


def test_each_step_offers_what_the_picks_before_it_leave_legal() -> None:
    choice = _guard()
    assert choice.offers() == ["guard", "priest"]
    assert choice.pick("priest") is None
    assert choice.step.name == "target" and choice.offers() == [2]
    assert choice.pick(2) is None
    assert choice.offers() == ["-"]
    assert choice.pick("-") == Play("priest", 2, "-")
    assert choice.picks == () and choice.step.name == "card", "finished: it starts afresh"


def test_the_keyboard_walks_only_the_offers_and_enter_picks_the_focus() -> None:
    choice = _guard()
    assert choice.focus == "guard"
    assert choice.move(1) and choice.focus == "priest"
    assert choice.move(1) and choice.focus == "guard", "round the end"
    choice.confirm()
    assert choice.offers() == [1, 2] and choice.focus == 1
    choice.move(-1)
    choice.confirm()
    assert choice.offers() == ["baron", "priest"]
    choice.move(1)
    assert choice.confirm() == Play("guard", 2, "priest")


def test_a_gathering_step_lights_the_next_steps_offers_from_what_it_holds() -> None:
    legal_piles = {("a",): [3], ("a", "b"): [3, 5], ("b",): []}

    choice = ChoiceInSteps(
        [
            Step("cards", lambda picks: ["a", "b", "c"], many=True),
            Step("pile", lambda picks: legal_piles.get(tuple(sorted(picks[0])), []), lean=-1),
        ],
        finish=lambda picks: ("build", picks[1], tuple(sorted(picks[0]))),
    )
    assert not choice.toggle("z"), "only what the step offers is gathered"
    assert choice.toggle("b") and choice.next_offers() == [] and choice.focus is None
    assert choice.confirm() is None, "nothing lit: Enter builds nothing"
    choice.toggle("a")
    assert choice.gathered == ("b", "a") and choice.focus == 5, "the dearest lit pile first"
    before = choice.key
    choice.move(1)
    assert choice.focus == 3 and choice.key != before, "a scene's cache sees the focus move"
    choice.toggle("b")
    assert choice.focus == 3, "a new gathering lights its own offers"
    assert choice.pick(3) == ("build", 3, ("a",))
    assert not choice.begun


def test_a_move_or_another_seat_starts_the_choice_afresh() -> None:
    now = [0]
    choice = _guard(position=lambda: now[0])
    choice.pick("guard")
    assert choice.begun and choice.offers() == [1, 2]
    now[0] = 1  # somebody moved
    assert not choice.begun and choice.picks == () and choice.offers() == ["guard", "priest"]
