"""The state's RNG copied for a ``clone``: a twin that draws exactly what the original draws.

``random.Random()`` seeds itself from the operating system (``os.urandom``) before ``setstate``
overwrites that seed, which makes the obvious copy about five times slower than it needs to be;
a state's ``clone`` runs in bot searches and in the conformance kit hundreds of thousands of
times, and most states carry an RNG."""

from __future__ import annotations

import random


def copied_rng(rng: random.Random) -> random.Random:
    """An independent ``random.Random`` in ``rng``'s state (the next draws of both are the same;
    drawing from one never moves the other), made without seeding it first."""
    twin = random.Random.__new__(random.Random)
    twin.setstate(rng.getstate())
    return twin
