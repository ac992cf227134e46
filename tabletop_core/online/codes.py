"""Join codes: short to type, expiring, and guarded against guessing.

A code (``KX7P-M2QD``: 8 letters and digits that cannot be mistaken for one another, about 40
bits) stands for one seat's token until it expires. Codes live in the server's memory only; a
restarted server forgets them (the tokens they gave out still work). A client address that
tries too many wrong codes is turned away for a while.
"""

from __future__ import annotations

import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from tabletop_core.i18n import N_

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
LIFETIME = 30 * 60.0
"""Seconds a join code stays valid."""
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


@dataclass(frozen=True)
class Invitation:
    token: str
    seat: int  # SPECTATOR for a watch code
    match_id: str
    expires: float


class JoinCodes:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._codes: dict[str, Invitation] = {}
        self._failures: dict[str, deque[float]] = {}

    def issue(self, token: str, seat: int, match_id: str, lifetime: float = LIFETIME) -> str:
        self._forget_expired()
        code = new_code()
        while code in self._codes:
            code = new_code()
        self._codes[code] = Invitation(token, seat, match_id, self._clock() + lifetime)
        return code

    def redeem(self, code: str, client: str) -> Invitation:
        """The invitation behind ``code``; raises ValueError with the reason to send back."""
        now = self._clock()
        tries = self._failures.setdefault(client, deque())
        while tries and tries[0] <= now - WINDOW:
            tries.popleft()
        if len(tries) >= FAILURES:
            raise ValueError(N_("too many wrong join codes from here: wait a minute and try again"))
        invitation = self._codes.get(normal_code(code))
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
