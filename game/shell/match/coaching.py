"""What every game's coach shares: who is coached, and what their choices cost.

A coach is a per-seat option people switch on (``coach`` in ``MatchSetup.seat_options``;
an older save or Quick Play entry may still carry it as a match option, meaning every
person). Each game's coach compares a coached seat's choice with the best one by the hard
CPU's own numbers and adds the difference up here, in expected points; the tally is saved
with the match and shown in the results.
"""

from __future__ import annotations

from game.core.setup import Line, MatchSetup

COACH_KEY = "coach_cost"  # the tally per seat, in the save's envelope beside the rules state
MAX_COST = 1e6  # a saved tally beyond this is not ours


def coached_seats(setup: MatchSetup) -> frozenset[int]:
    everyone = bool(setup.options.get("coach", False))
    return frozenset(
        seat.index
        for seat in setup.seats
        if not seat.is_cpu and (everyone or setup.option_of(seat.index, "coach", False))
    )


def read_costs(saved: object, seats: int) -> list[float]:
    """The tally from a save; anything malformed starts from zero."""
    costs = [0.0] * seats
    if isinstance(saved, list):
        for i, value in enumerate(saved[:seats]):
            if isinstance(value, (int, float)) and 0 <= value < MAX_COST:
                costs[i] = float(value)
    return costs


def cost_lines(key: str, coached: frozenset[int], costs: list[float]) -> tuple[Line, ...]:
    """One results line per coached seat: ``key`` with ``seat`` and ``points``."""
    return tuple(
        Line(key, {"seat": seat, "points": f"{costs[seat]:.1f}"}) for seat in sorted(coached)
    )
