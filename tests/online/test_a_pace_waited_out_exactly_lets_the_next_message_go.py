"""A client waits exactly as long as its pace bucket says before each message; on a clock that
moves by exactly that (a driven one: no sleep overshoots) the next message must then go, or the
client would send it anyway with the bucket still empty and outrun the server's limit. A
moment sooner it must still wait."""

from __future__ import annotations

import pytest

from tabletop_core.online.bucket import Bucket


@pytest.mark.parametrize("rate", (3.0, 7.0, 10.0, 20.0, 33.0))
def test_waiting_out_the_delay_is_always_enough_and_a_moment_less_is_not(rate: float) -> None:
    now = [0.0]
    bucket = Bucket(rate, lambda: now[0], burst=1.0)
    refused = early = 0
    for _ in range(500):
        delay = bucket.delay()
        if delay > 0:
            now[0] += delay * 0.99
            early += bucket.take()
            now[0] += bucket.delay()
        refused += not bucket.take()
    assert refused == 0
    assert early == 0
    assert now[0] == pytest.approx((500 - bucket.size) / rate)  # and never more often
