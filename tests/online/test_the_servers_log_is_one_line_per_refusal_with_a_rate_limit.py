"""The server's log: one line per refusal, at most so many a minute, the lines left out counted
when the log has room again; and the per-minute and per-second books that bound what one
address or connection may do."""

from __future__ import annotations

import logging

import pytest

from tabletop_core.online.bucket import Bucket
from tabletop_core.online.guard import PerMinute, Refusals


def test_refusals_are_one_line_each_and_rate_limited(caplog: pytest.LogCaptureFixture) -> None:
    now = [0.0]
    refusals = Refusals(per_minute=3, clock=lambda: now[0])
    with caplog.at_level(logging.INFO, logger="tabletop.online"):
        for number in range(10):
            refusals("message", "203.0.113.9", f"bad frame {number}\nTraceback (most recent…")
        lines = [record.getMessage() for record in caplog.records]
        assert lines == [f"refused message from 203.0.113.9: bad frame {n}" for n in range(3)]
        now[0] = 61
        refusals.flush()
        assert caplog.records[-1].getMessage() == "7 more refusals left out of the log"
    assert refusals.counts["message"] == 10


def test_an_address_opens_its_share_a_minute_and_a_connection_its_rate() -> None:
    now = [0.0]
    minute = PerMinute(2, clock=lambda: now[0])
    assert [minute.take("a") for _ in range(3)] == [True, True, False]
    assert minute.take("b")
    now[0] = 60.5
    assert minute.take("a")
    bucket = Bucket(10, clock=lambda: now[0])
    assert sum(bucket.take() for _ in range(100)) == 20  # a burst of twice the rate
    now[0] += 1
    assert sum(bucket.take() for _ in range(100)) == 10
