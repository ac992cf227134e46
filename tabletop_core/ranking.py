"""How results rank: whether the highest or the lowest score wins.

A game says which in ``GameInfo.ranking`` ("highest", the default, or "lowest"). Everything in
the core that compares scores asks here (the search bot's rewards, ``tabletop simulate``, the
end screen and the score sheet), so a game where the fewest points win needs no negated
scores. A result's ``tiebreak`` always ranks its highest value first, and its ``winners`` are
the rules' word: places only order the seats around them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

Ranking = Literal["highest", "lowest"]
RANKINGS: tuple[Ranking, ...] = ("highest", "lowest")


def ranking_of(game_or_info: Any) -> Ranking:
    """The ranking a game (or its ``GameInfo``) declares; "highest" when it says nothing."""
    info = getattr(game_or_info, "info", game_or_info)
    ranking = getattr(info, "ranking", "highest")
    if ranking not in RANKINGS:
        raise ValueError(f"ranking must be one of {', '.join(RANKINGS)}, not {ranking!r}")
    return ranking


def sign(ranking: Ranking) -> float:
    """+1 when higher scores are better, -1 when lower ones are: ``sign * score`` grows with
    how good a score is."""
    return 1.0 if ranking == "highest" else -1.0


def better(a: float, b: float, ranking: Ranking = "highest") -> bool:
    """Whether score ``a`` beats score ``b``."""
    return a > b if ranking == "highest" else a < b


def best(scores: Sequence[float], ranking: Ranking = "highest") -> float:
    """The best of ``scores``."""
    return max(scores) if ranking == "highest" else min(scores)


def winners(scores: Sequence[float], ranking: Ranking = "highest") -> tuple[int, ...]:
    """The seats holding the best score (several share it): a game without a tie-break can
    build its ``Result.winners`` with this."""
    if not scores:
        return ()
    top = best(scores, ranking)
    return tuple(seat for seat, score in enumerate(scores) if score == top)


def places(result: Any, ranking: Ranking = "highest") -> list[int]:
    """The seats from first place to last: the winners first, then by score, then by
    tie-break (highest first), then by seat."""
    scores = result.scores
    tiebreak = result.tiebreak
    won = set(result.winners)
    factor = sign(ranking)

    def key(seat: int) -> tuple[int, float, float, int]:
        tie = tiebreak[seat] if tiebreak is not None and seat < len(tiebreak) else 0.0
        return (0 if seat in won else 1, -factor * scores[seat], -tie, seat)

    return sorted(range(len(scores)), key=key)


def margins(scores: Sequence[float], ranking: Ranking = "highest") -> list[float]:
    """Each seat's lead over the best other seat in [0, 1] (0.5: level), by the score spread."""
    factor = sign(ranking)
    spread = (max(scores) - min(scores)) if scores else 0.0
    out = []
    for seat, score in enumerate(scores):
        if spread > 0 and len(scores) > 1:
            rival = best([s for i, s in enumerate(scores) if i != seat], ranking)
            out.append(0.5 + 0.5 * factor * (score - rival) / spread)
        else:
            out.append(0.5)
    return out
