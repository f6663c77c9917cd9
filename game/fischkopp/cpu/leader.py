"""Beat the leader: once others have finished the round, winning matters, not the average.

The seat then maximises its chance to finish ahead of the best finished result of the
round: a lower score, or the same score and more Fischköpfe. A full tie (same score, same
Fischköpfe) goes to the Stechen, worth a share of a win decided by the penalty points as
they stand now (more than the leaders: nothing; fewer than all of them: a sure win;
otherwise an equal share among the fewest). Seats still to play are not modelled.

Fischköpfe enter as *layers*: the seat's count minus the leader's, capped at one ahead
(any lead is as good as one) and at ``BEHIND_CAP`` behind (further behind is treated as
that far: a leader with five or more is rare, and catching up five in one turn rarer).
Only the layers from the seat's own upwards are ever built (the count only grows), so a
deep cap costs nothing in the usual case.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.fischkopp.cpu.solver import Cost
from game.fischkopp.logic.finish import best_of
from game.fischkopp.logic.rules import FischkoppMatch

BEHIND_CAP = 4
LAYERS = BEHIND_CAP + 2  # behind by 4+, …, by 1, level, ahead


@dataclass(frozen=True)
class LeaderTarget:
    score: int  # the leader's score
    fischkoepfe: int  # the leader's Fischköpfe in this round
    tie_value: float  # worth of a full tie (a share of the Stechen)

    @property
    def key(self) -> tuple[int, float]:
        return self.score, self.tie_value


def leader_target(match: FischkoppMatch, seat: int) -> LeaderTarget | None:
    """The result ``seat`` must beat in the round in play; None if nobody has finished."""
    record = match.round
    others = [s for s in record.finished if s != seat]
    if not others:
        return None
    leaders = best_of(record, others)
    penalties = match.shouts.penalties
    fewest = min(penalties[s] for s in leaders)
    own = penalties[seat]
    if own > fewest:
        tie = 0.0
    elif own < fewest:
        tie = 1.0
    else:
        tie = 1.0 / (1 + sum(1 for s in leaders if penalties[s] == own))
    return LeaderTarget(record.scores[leaders[0]], record.fischkoepfe[leaders[0]], tie)


def layer_of(target: LeaderTarget, own_fischkoepfe: int) -> int:
    """The layer of a seat with ``own_fischkoepfe`` this turn so far."""
    lead = own_fischkoepfe - target.fischkoepfe
    return max(-BEHIND_CAP, min(1, lead)) + BEHIND_CAP


def lead_of(layer: int) -> int:
    return layer - BEHIND_CAP


def loss_cost(target: LeaderTarget) -> Cost:
    """Cost of ending with (score, layer): 1 - the share of a win it brings."""

    def cost(score: int, layer: int) -> float:
        if score < target.score:
            return 0.0
        if score > target.score:
            return 1.0
        lead = lead_of(layer)
        if lead > 0:
            return 0.0
        return 1.0 - target.tie_value if lead == 0 else 1.0

    return cost
