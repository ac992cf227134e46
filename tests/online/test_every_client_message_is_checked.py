"""Client messages are validated before anything reads them, with one-line reasons."""

from __future__ import annotations

import json

import pytest

from tabletop_core.online.codes import FAILURES, JoinCodes, normal_code
from tabletop_core.online.protocol import MAX_MESSAGE, Act, BadMessage, Hello, parse_client_message

TOKEN = "A" * 32


def test_a_hello_and_an_act_are_read() -> None:
    hello = parse_client_message(
        json.dumps({"type": "hello", "protocol": "tabletop.online/1", "token": TOKEN, "last": 3})
    )
    assert isinstance(hello, Hello) and hello.last == 3
    act = parse_client_message('{"type":"act","seq":4,"action":{"type":"take","position":1}}')
    assert isinstance(act, Act) and act.action == {"type": "take", "position": 1}


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{not json", "must be JSON"),
        ('{"type":"shout"}', "type"),
        ('{"type":"act","seq":-1,"action":{}}', "seq"),
        ('{"type":"act","seq":1,"action":{},"extra":1}', "extra"),
        (json.dumps({"type": "hello", "protocol": "tabletop.online/2", "token": TOKEN}), "speaks"),
        (json.dumps({"type": "hello", "protocol": "tabletop.online/1", "token": "short"}), "token"),
        ('{"type":"act","seq":1,"action":"' + "x" * MAX_MESSAGE + '"}', "at most"),
    ],
)
def test_a_bad_message_is_refused_in_one_line(text: str, reason: str) -> None:
    with pytest.raises(BadMessage) as refused:
        parse_client_message(text)
    assert reason in str(refused.value) and "\n" not in str(refused.value)


def test_join_codes_expire_and_guessing_is_turned_away() -> None:
    now = [0.0]
    codes = JoinCodes(clock=lambda: now[0])
    code = codes.issue(TOKEN, 1, "m1", lifetime=60)
    assert codes.redeem(code.lower().replace("-", ""), "here").seat == 1
    assert normal_code(code.lower()) == code
    now[0] = 61
    with pytest.raises(ValueError, match="expired"):
        codes.redeem(code, "here")
    fresh = codes.issue(TOKEN, 2, "m1")
    for _ in range(FAILURES):
        with pytest.raises(ValueError, match="unknown"):
            codes.redeem("ZZZZ-ZZZZ", "guesser")
    with pytest.raises(ValueError, match="too many"):
        codes.redeem(fresh, "guesser")  # even the right code, once guessing went on too long
    assert codes.redeem(fresh, "someone else").seat == 2
