"""Join codes: short to type, and guarded against guessing.

A code (``KX7P-M2QD``: 8 letters and digits that cannot be mistaken for one another, about 40
bits) stands for one seat of one match (or a place to watch it): whoever brings it gets a token
of their own for that seat. A match's codes last as long as the match and are kept in its room
file as digests (:func:`code_digest`), so a restarted server still takes them.

Guessing is slowed, never locked: an address that tried :data:`FAILURES` wrong codes within
:data:`WINDOW` seconds has each further code checked only after a pause, one at a time, so it
guesses at most one code per pause while a right code from the same address (a family behind
one router) still gets in. What the books keep per address is bounded and forgotten.
"""

from __future__ import annotations

import hashlib
import math
import secrets
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass

from tabletop_core.i18n import N_

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
LIFETIME = math.inf
"""Seconds a join code stays valid: a match's codes last as long as the match."""
FAILURES = 10
"""Wrong codes one address may try per :data:`WINDOW` seconds."""
WINDOW = 60.0
PACE = 0.5
"""Seconds between two checks for an address past its wrong codes."""
ADDRESSES = 10_000
"""Addresses the books remember at once (the one longest quiet is forgotten first)."""


def new_code() -> str:
    letters = "".join(secrets.choice(ALPHABET) for _ in range(8))
    return f"{letters[:4]}-{letters[4:]}"


def normal_code(text: str) -> str:
    """A code as typed (any case, with or without the dash) in its printed form."""
    letters = text.replace("-", "").replace(" ", "").upper()
    return f"{letters[:4]}-{letters[4:]}" if len(letters) == 8 else letters


def code_digest(code: str) -> str:
    """What the server keeps of a code (its room file never holds the code itself)."""
    return hashlib.sha256(normal_code(code).encode()).hexdigest()


@dataclass(frozen=True)
class Invitation:
    token: str | None
    """The token the code stands for, or None: a token of their own is made for whoever
    brings the code (every code issued since the room files keep codes)."""
    seat: int  # SPECTATOR for a watch code
    match_id: str
    expires: float


class JoinCodes:
    def __init__(self, clock: Callable[[], float] = time.monotonic, pace: float = PACE) -> None:
        self._clock = clock
        self.pace = pace
        self._codes: dict[str, Invitation] = {}
        self._failures: OrderedDict[str, deque[float]] = OrderedDict()
        self._next_check: dict[str, float] = {}

    def issue(self, token: str | None, seat: int, match_id: str, lifetime: float = LIFETIME) -> str:
        self._forget_expired()
        code = new_code()
        while code_digest(code) in self._codes:
            code = new_code()
        self.restore(code_digest(code), seat, match_id, token, lifetime)
        return code

    def restore(
        self,
        digest: str,
        seat: int,
        match_id: str,
        token: str | None = None,
        lifetime: float = LIFETIME,
    ) -> None:
        """Take a code again from its digest (a room file read at start)."""
        self._codes[digest] = Invitation(token, seat, match_id, self._clock() + lifetime)

    def move(self, old_match: str, new_match: str) -> None:
        """The codes of ``old_match`` open the same seats of ``new_match`` (dealt again)."""
        for digest, invitation in list(self._codes.items()):
            if invitation.match_id == old_match:
                self._codes[digest] = Invitation(
                    invitation.token, invitation.seat, new_match, invitation.expires
                )

    def wait_before(self, client: str) -> float:
        """Seconds ``client``'s next code must wait before it is checked: 0 while it guessed
        wrong fewer than :data:`FAILURES` times in :data:`WINDOW`; else its checks are spaced
        :attr:`pace` apart (the wait is reserved: call once per code)."""
        now = self._clock()
        if len(self._recent(client, now)) < FAILURES:
            return 0.0
        slot = max(now, self._next_check.get(client, now))
        self._next_check[client] = slot + self.pace
        return slot - now

    def redeem(self, code: str, client: str) -> Invitation:
        """The invitation behind ``code``; raises ValueError with the reason to send back.
        A right code is never refused (see :meth:`wait_before` for how guessing is slowed)."""
        now = self._clock()
        invitation = self._codes.get(code_digest(code))
        if invitation is None or invitation.expires <= now:
            tries = self._recent(client, now)
            tries.append(now)
            self._failures[client] = tries
            self._failures.move_to_end(client)
            while len(self._failures) > ADDRESSES:
                forgotten, _ = self._failures.popitem(last=False)
                self._next_check.pop(forgotten, None)
            raise ValueError(
                N_("this join code is unknown or has expired: ask the host for a new one")
            )
        return invitation

    def forget(self, digest: str) -> None:
        """One code retired (its seat has newer ones): it opens nothing any more."""
        self._codes.pop(digest, None)

    def forget_match(self, match_id: str) -> None:
        """The match is gone for good (its files removed): its codes open nothing any more.
        A match only unloaded from memory keeps its codes, which load it again."""
        for code in [c for c, i in self._codes.items() if i.match_id == match_id]:
            del self._codes[code]

    def forget_old(self) -> None:
        """Drop expired codes and addresses whose wrong codes are all older than the window."""
        self._forget_expired()
        now = self._clock()
        for client in list(self._failures):
            if not self._recent(client, now) and self._next_check.get(client, 0) <= now:
                del self._failures[client]
                self._next_check.pop(client, None)

    @property
    def addresses(self) -> int:
        return len(self._failures)

    def __len__(self) -> int:
        return len(self._codes)

    def _recent(self, client: str, now: float) -> deque[float]:
        tries = self._failures.get(client)
        if tries is None:
            return deque()
        while tries and tries[0] <= now - WINDOW:
            tries.popleft()
        return tries

    def _forget_expired(self) -> None:
        now = self._clock()
        for code in [c for c, i in self._codes.items() if i.expires <= now]:
            del self._codes[code]
