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


def test_join_codes_expire_and_guessing_is_slowed_without_locking_out_the_right_code() -> None:
    now = [0.0]
    codes = JoinCodes(clock=lambda: now[0], pace=0.5)
    code = codes.issue(TOKEN, 1, "m1", lifetime=60)
    assert codes.redeem(code.lower().replace("-", ""), "here").seat == 1
    assert normal_code(code.lower()) == code
    now[0] = 61
    with pytest.raises(ValueError, match="expired"):
        codes.redeem(code, "here")
    fresh = codes.issue(TOKEN, 2, "m1")
    for _ in range(FAILURES):
        assert codes.wait_before("guesser") == 0
        with pytest.raises(ValueError, match="unknown"):
            codes.redeem("ZZZZ-ZZZZ", "guesser")
    # From now on this address's codes are checked one per pace, one after the other...
    assert [codes.wait_before("guesser") for _ in range(3)] == [0.0, 0.5, 1.0]
    # ...and the right code still opens its seat (a family behind the guesser's router).
    assert codes.redeem(fresh, "guesser").seat == 2
    assert codes.wait_before("someone else") == 0
    # A minute later the address is forgotten.
    now[0] += 120
    codes.forget_old()
    assert codes.addresses == 0 and codes.wait_before("guesser") == 0


def test_json_nested_deeper_than_the_limit_is_refused_before_it_is_parsed() -> None:
    deep = '{"type":"act","seq":1,"action":' + "[" * 990 + "]" * 990 + "}"
    with pytest.raises(BadMessage, match="nest at most"):
        parse_client_message(deep)
    brackets_in_a_string = '{"type":"act","seq":1,"action":"' + "[" * 990 + '"}'
    assert isinstance(parse_client_message(brackets_in_a_string), Act)
