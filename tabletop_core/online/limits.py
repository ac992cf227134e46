"""Every limit of ``tabletop serve``, in one place, each with its ``--flag`` (docs/online.md).

A server that faces the internet meets strangers with no code and people with a code who do
not play fair. Every input is bounded before it is buffered, and every resource has an end:
these are the bounds. The defaults suit a family server; an operator changes them with flags.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from tabletop_core.online.protocol import MAX_DEPTH, MAX_MESSAGE


@dataclass(frozen=True)
class Limits:
    max_body: int = MAX_MESSAGE
    """Bytes of an HTTP request body (``POST /matches``), cut while it streams in."""
    max_message: int = MAX_MESSAGE
    """Bytes of one WebSocket message from a client (a frame beyond it closes with 1009)."""
    max_depth: int = MAX_DEPTH
    """How deep JSON from a client may nest (arrays and objects)."""
    messages_per_second: float = 20.0
    """Messages one connection may send per second on average (bursts of twice that)."""
    connections_per_address: int = 32
    """Open connections (HTTP and WebSocket) from one client address."""
    matches_per_minute: int = 10
    """Matches one client address may open per minute."""
    max_matches: int = 2000
    """Matches held in memory at once; beyond it ``POST /matches`` answers 503."""
    spectators_per_match: int = 20
    """Spectators connected to one match at once."""
    header_timeout: float = 10.0
    """Seconds a connection has to send a whole request head (a slow or half-open upgrade)."""
    body_timeout: float = 10.0
    """Seconds a request has to send its whole body."""
    hello_timeout: float = 30.0
    """Seconds a new WebSocket has to say who it is (``hello`` or ``join``)."""
    send_queue: int = 2 * 1024 * 1024
    """Bytes waiting to be sent to one connection; a reader that falls further behind is
    dropped (its client reconnects and is sent what it missed)."""
    socket_buffer: int = 64 * 1024
    """Bytes the operating system may hold unsent for one connection (it doubles this)."""
    idle_close: float = 120.0
    """Seconds without a move after which a match's journal and lock are closed (reopened on
    the next move)."""
    idle_forget: float = 3600.0
    """Seconds without a move (and nobody connected) after which a match leaves memory; it is
    loaded again from its journal when someone comes back with a token or code."""
    finished_linger: float = 60.0
    """Seconds a finished match stays in memory (late readers see the end), then it leaves."""
    retention: float = 30 * 24 * 3600.0
    """Seconds a finished match's journal and room file stay on disk."""
    guess_pace: float = 0.5
    """Seconds between two join-code checks from an address that guessed wrong too often."""
    log_per_minute: int = 60
    """Refusal lines the log may hold per minute (then one line says how many were left out)."""
    trusted_proxies: tuple[str, ...] = field(default_factory=tuple)
    """Addresses of reverse proxies whose ``X-Forwarded-For`` is believed (none by default)."""

    @classmethod
    def names(cls) -> list[str]:
        return [f.name for f in fields(cls)]


def parse_limits(settings: list[str], trusted_proxies: list[str]) -> Limits:
    """Limits from ``NAME=VALUE`` settings (``--limit matches-per-minute=20``); ValueError with
    one line for a name or value it cannot take."""
    known = {f.name.replace("_", "-"): f for f in fields(Limits) if f.name != "trusted_proxies"}
    chosen: dict[str, object] = {"trusted_proxies": tuple(trusted_proxies)}
    for setting in settings:
        name, _, value = setting.partition("=")
        name = name.strip().replace("_", "-")
        if name not in known:
            raise ValueError(f"no limit {name!r} (limits: {', '.join(sorted(known))})")
        kind = int if isinstance(getattr(Limits(), known[name].name), int) else float
        try:
            number = kind(value)
        except ValueError:
            raise ValueError(f"--limit {name}: {value!r} is not a number") from None
        if number <= 0:
            raise ValueError(f"--limit {name}: it must be more than 0")
        chosen[known[name].name] = number
    return replace(Limits(), **chosen)  # type: ignore[arg-type]
