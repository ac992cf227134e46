"""Join codes: short to type, and guarded against guessing.

A code (``KX7P-M2QD``: 8 letters and digits that cannot be mistaken for one another, about 40
bits) stands for one seat of one match (or a place to watch it): whoever brings it gets a token
of their own for that seat. A match's codes last as long as the match and are kept in its room
file as digests (:func:`code_digest`), so a restarted server still takes them. A client
address that tries too many wrong codes is turned away for a while.
"""

from __future__ import annotations

import hashlib
import math
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from tabletop_core.i18n import N_

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
LIFETIME = math.inf
"""Seconds a join code stays valid: a match's codes last as long as the match."""
FAILURES = 10
"""Wrong codes one address may try per :data:`WINDOW` seconds."""
WINDOW = 60.0


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
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._codes: dict[str, Invitation] = {}
        self._failures: dict[str, deque[float]] = {}

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

    def redeem(self, code: str, client: str) -> Invitation:
        """The invitation behind ``code``; raises ValueError with the reason to send back."""
        now = self._clock()
        tries = self._failures.setdefault(client, deque())
        while tries and tries[0] <= now - WINDOW:
            tries.popleft()
        if len(tries) >= FAILURES:
            raise ValueError(N_("too many wrong join codes from here: wait a minute and try again"))
        invitation = self._codes.get(code_digest(code))
        if invitation is None or invitation.expires <= now:
            tries.append(now)
            raise ValueError(
                N_("this join code is unknown or has expired: ask the host for a new one")
            )
        return invitation

    def _forget_expired(self) -> None:
        now = self._clock()
        for code in [c for c, i in self._codes.items() if i.expires <= now]:
            del self._codes[code]
