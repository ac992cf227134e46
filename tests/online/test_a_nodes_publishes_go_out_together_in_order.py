"""A node's publishes to the other nodes (every relayed seat's update, every relayed move) go
out in pipelines, not one round trip each: hundreds asked for at once take a handful of
batches, arrive in the order asked, each caller told how many listened, and a seat's text
arrives exactly as the owner made it."""

from __future__ import annotations

import asyncio
import json

from tabletop_core.online.publisher import Publisher, forwarded, read_message
from tabletop_core.online.shared import Shared, node_channel


def test_many_publishes_at_once_take_few_pipelines_and_keep_their_order(redis_server) -> None:
    async def run() -> tuple[list[int], list[dict], int]:
        shared = Shared(redis_server.url, retention=60, node="owner")
        listener = Shared(redis_server.url, retention=60, node="relay")
        pubsub = listener.redis.pubsub()
        await pubsub.subscribe(node_channel("relay"))
        confirmed = await pubsub.get_message(
            timeout=5
        )  # Redis has the subscription before any publish
        assert confirmed is not None and confirmed["type"] == "subscribe"
        publisher = Publisher(shared)
        texts = [json.dumps({"type": "update", "n": n, "view": 'é\n"x"'}) for n in range(300)]
        heard = await asyncio.gather(
            *(
                publisher.publish(node_channel("relay"), forwarded("send", f"c-{n % 3}", text))
                for n, text in enumerate(texts)
            ),
            publisher.publish(node_channel("nobody"), forwarded("msg", "c-9", "{}")),
        )
        received = []
        while len(received) < len(texts):
            message = await pubsub.get_message(timeout=5)
            if message is None:
                break  # five silent seconds: what never came is missing, and the asserts say so
            received.append(read_message(message["data"]))
        await pubsub.aclose()
        await shared.close()
        await listener.close()
        return heard, received, publisher.batches

    heard, received, batches = asyncio.run(run())
    assert heard == [1] * 300 + [0]  # each its own answer: nobody listens on "nobody"
    assert batches <= 10  # 301 publishes, not 301 round trips
    assert [m["cid"] for m in received] == [f"c-{n % 3}" for n in range(300)]
    assert [json.loads(m["text"])["n"] for m in received] == list(range(300))
    assert received[0] == {
        "op": "send",
        "cid": "c-0",
        "text": json.dumps({"type": "update", "n": 0, "view": 'é\n"x"'}),
    }
