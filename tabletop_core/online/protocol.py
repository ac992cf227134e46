"""The wire format of online play, ``tabletop.online/1``: JSON text frames over one WebSocket.

Every message a client sends is validated here before anything else reads it: a size limit, a
known ``type``, fields of the right shapes and nothing else. ``docs/online.md`` is the reference
for third-party clients.
"""

from __future__ import annotations

import json
import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

_orjson: Any
try:
    import orjson as _orjson
except ImportError:  # pragma: no cover - the standard library writes the same JSON, slower
    _orjson = None

PROTOCOL = "tabletop.online/1"
MAX_MESSAGE = 64 * 1024
"""The largest message a client may send, in bytes (an action is a few hundred)."""
MAX_DEPTH = 32
"""How deep a client's JSON may nest (an action nests three or four levels)."""

Token = Annotated[str, Field(min_length=22, max_length=128, pattern=r"^[A-Za-z0-9_-]+$")]
Code = Annotated[str, Field(min_length=4, max_length=16, pattern=r"^[A-Za-z0-9-]+$")]
Count = Annotated[int, Field(ge=0, le=10**9)]


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Hello(_Message):
    """Take one's seat (or a spectator's place) with its token; ``last``: the number of the last
    update this client saw, with the ``epoch`` it came in, to be sent only what it missed."""

    type: Literal["hello"]
    protocol: Literal["tabletop.online/1"]
    token: Token
    last: Count | None = None
    epoch: Annotated[str, Field(max_length=64)] | None = None


class Join(_Message):
    """Trade a join code for the seat's token (the answer is a ``welcome`` holding it)."""

    type: Literal["join"]
    protocol: Literal["tabletop.online/1"]
    code: Code
    name: Annotated[str, Field(min_length=1, max_length=40)] | None = None
    """The name to sit down with (an invited seat only; a host's and a bot's stay)."""
    watch: bool = False
    """Watch with a seat's code instead of taking the seat (when the host lets spectators)."""


class Act(_Message):
    """Play ``action`` (the game's JSON encoding) at ``seq``: the number of actions played so
    far as the client knows it; the server refuses an action meant for another moment."""

    type: Literal["act"]
    seq: Count
    action: Any


class Undo(_Message):
    type: Literal["undo"]
    seq: Count


class Resync(_Message):
    """Send me what I missed after update ``last`` (or a fresh snapshot)."""

    type: Literal["resync"]
    last: Count | None = None
    epoch: Annotated[str, Field(max_length=64)] | None = None


ClientMessage = Annotated[Hello | Join | Act | Undo | Resync, Field(discriminator="type")]
_client: TypeAdapter[Hello | Join | Act | Undo | Resync] = TypeAdapter(ClientMessage)


class BadMessage(ValueError):
    """A client message that cannot be read; its text is the one-line reason sent back."""


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")


def too_deep(text: str | bytes, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON ``text`` nests arrays and objects deeper than ``limit``, found before it
    is parsed (a parser's recursion is no place to learn it)."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    if text.count("[") + text.count("{") <= limit:  # the common case, counted in C
        return False
    depth = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > limit:
            return True
    return False


def parse_client_message(
    text: str | bytes, max_size: int = MAX_MESSAGE, max_depth: int = MAX_DEPTH
) -> Hello | Join | Act | Undo | Resync:
    """Read and validate one client frame (raises :class:`BadMessage` with one line)."""
    size = len(text.encode() if isinstance(text, str) else text)
    if size > max_size:
        raise BadMessage(f"a message may be at most {max_size} bytes, this one is {size}")
    if too_deep(text, max_depth):
        raise BadMessage(f"a message may nest at most {max_depth} levels deep")
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as error:
        raise BadMessage(f"a message must be JSON: {error}") from None
    opening = isinstance(data, dict) and data.get("type") in ("hello", "join")
    if opening and data.get("protocol") != PROTOCOL:
        raise BadMessage(f"this server speaks {PROTOCOL}, not {data.get('protocol')!r}")
    try:
        return _client.validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "message"
        raise BadMessage(f"{where}: {first['msg']}") from None


def dumps(message: dict[str, Any]) -> str:
    """A server message as sent: compact JSON, keys in a fixed order (so the same message is the
    same bytes). With orjson installed (the ``redis`` extra) it writes it, about eight times
    faster than the standard library: every seat's update of every move goes through here."""
    if _orjson is not None:
        try:
            return _orjson.dumps(message, option=_orjson.OPT_SORT_KEYS).decode()
        except TypeError:  # (an integer past 64 bits, say) the standard library's word on it
            pass
    return json.dumps(message, separators=(",", ":"), sort_keys=True, allow_nan=False)


# -- what a host sends over HTTP to open a match --------------------------------------------


class SeatRequest(_Message):
    kind: Literal["here", "invited", "bot"]
    name: Annotated[str, Field(min_length=1, max_length=40)] | None = None
    level: Annotated[str, Field(min_length=1, max_length=40)] | None = None


class NewMatch(_Message):
    protocol: Literal["tabletop.online/1"]
    game: Annotated[str, Field(min_length=1, max_length=60, pattern=r"^[a-z0-9_]+$")]
    seats: Annotated[list[SeatRequest], Field(min_length=1, max_length=12)]
    spectators: bool = True
    away_after: Annotated[float, Field(ge=1, le=24 * 3600)] | None = None
    """Seconds a person's seat may stay empty before a bot plays it (None: never)."""
    turn_clock: Annotated[float, Field(ge=1, le=24 * 3600)] | None = None
    """Seconds a person has for each decision before a default move is played (None: no clock)."""
    seed: Annotated[int, Field(ge=0, le=2**63 - 1)] | None = None
    """Only on a server started with ``--allow-seeds`` (tests and replays)."""


class HostRequest(_Message):
    """What the host sends to ``POST /matches/{id}/codes`` (``seat``: whose seat, ``None`` for a
    code to watch) and ``POST /matches/{id}/restart``: the host's key from the match's opening."""

    host: Token
    seat: Annotated[int, Field(ge=0, le=64)] | None = None
