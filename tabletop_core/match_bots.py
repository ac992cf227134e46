"""Bot turns of a match: asking the bot whose turn it is, and playing what it chose.

Bots get a fresh RNG for every decision, seeded from (match seed, seat, number of actions so far).
A bot's choice therefore depends only on where the match stands, never on its history: a match
that was undone, or saved and loaded, goes on exactly as it would have without the interruption.
What a bot chooses is played through the match's one mutation point (``act``, or for an action
the rules themselves handed out, the same step without the shape check).
"""

from __future__ import annotations

from typing import Any

from tabletop_core.bots.decision import (
    DECIDES,
    PICKS_ANY_LEGAL_ACTION,
    Decision,
    decides,
    open_decision,
)
from tabletop_core.decision_rng import BLOCK_BITS, PLY_IN_BLOCK
from tabletop_core.game import Event, GameOver, IllegalAction
from tabletop_core.match_core import MatchCore


class BotTurns(MatchCore):
    """The part of a :class:`~tabletop_core.match.Match` that lets its bots play."""

    def bot_step(self) -> list[Event]:
        """Let the bot whose turn it is choose and play one action.

        The bot is asked through a :class:`Decision` (see :meth:`ask_bot`). An action that is one
        of the very objects the decision's ``legal_actions`` handed out was made by the rules for
        this state, so its shape needs no check; any other is checked as :meth:`act` checks.
        (This runs for every decision ``tabletop simulate`` plays, millions of them: the key's
        lookup, :meth:`ask_bot`'s common case and the first branch of :meth:`_apply` are
        written out here, and so is the whole decision of a bot that only picks any legal action:
        see :data:`~tabletop_core.bots.decision.PICKS_ANY_LEGAL_ACTION`.)"""
        state = self.state
        game = self.game
        seat = game.to_act(state)
        if seat is None:
            raise GameOver("the game is over")
        actions = self.actions
        ply = len(actions)
        keys = self._keys
        words = keys.blocks.get(ply >> BLOCK_BITS) or keys.block(ply)
        key = words[ply & PLY_IN_BLOCK] ^ keys.salts[seat]
        bot = self.bots.get(seat)
        if (
            type(bot) in PICKS_ANY_LEGAL_ACTION
            and self._picks_plainly
            and (legal := game.legal_actions(state))
        ):  # the pick Decision.any_legal_action makes first
            action = legal[(key * len(legal)) >> 64]
        else:
            decision = open_decision(game, state, seat, ply, key)
            if bot is not None and (DECIDES.get(type(bot)) or decides(bot)):
                try:  # ask_bot's common case, written out: a call less for every decision
                    action = bot.decide(decision)  # type: ignore[attr-defined]  # decides() said so
                finally:
                    decision._state = None
            else:
                action = self.ask_bot(decision)
            if action is not decision._picked and not decision.handed_out(action):
                return self.play_bot_choice(seat, action)
        try:
            if self.keep_log:
                return self._apply(seat, action)
            self._advance(state, action)
        except IllegalAction as error:
            raise self._bot_refused(seat, error) from error
        actions.append((seat, action))
        return []

    def bot_choice(self, seat: int, view: Any, ply: int) -> Any:
        """What the bot of ``seat`` plays in ``view`` at ``ply``; touches no match state.

        Safe to run on a worker thread (the window thinks there so it keeps drawing), as long as
        ``view`` was taken from the state beforehand.
        """
        return self.ask_bot(Decision(self.game, None, seat, ply, self._keys.key(seat, ply), view))

    def ask_bot(self, decision: Decision) -> Any:
        """The bot of the decision's seat answers it: ``decide(decision)`` when the bot has it,
        else ``choose(game, view, rng)`` with the decision's view and RNG (the same answer)."""
        bot = self.bots.get(decision.seat)
        if bot is None:  # only bot seats are given bots (see MatchCore.__init__)
            seat = decision.seat
            if self.seats[seat].kind != "bot":
                raise RuntimeError(f"it is {self._who(seat)}'s turn, and that seat is not a bot")
            raise RuntimeError(f"no bot was given for the bot seat {self._who(seat)}")
        try:
            if DECIDES.get(type(bot)) or decides(bot):
                return bot.decide(decision)  # type: ignore[attr-defined]  # decides() said so
            return bot.choose(self.game, decision.view, decision.rng)
        finally:
            decision._state = None  # decision.close(), written out: once per decision

    def play_bot_choice(self, seat: int, action: Any) -> list[Event]:
        """Play an action a bot chose, naming the bot if the rules refuse it."""
        try:
            return self.act(action, seat=seat)
        except IllegalAction as error:
            raise self._bot_refused(seat, error) from error

    def _bot_refused(self, seat: int, error: IllegalAction) -> IllegalAction:
        level = self.seats[seat].level
        return IllegalAction(
            f"the {level} bot of {self._who(seat)} chose an illegal action: {error}"
        )

    def run_bots(self, max_steps: int = 10_000) -> list[Event]:
        """Play bot turns until a human is to act, the game ends, or ``max_steps`` were played."""
        events: list[Event] = []
        for _ in range(max_steps):
            if not self.is_bot(self.to_act):
                break
            events.extend(self.bot_step())
        return events
