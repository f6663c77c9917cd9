"""The coach: the expected final score of each choice, from the hard CPU's exact table.

Only the shared expected-score table is used (built as a job when the match opens), never
a beat-the-leader table: the coach answers "what does this cover leave me on average".
Until the table is ready the coach simply stays quiet.
"""

from __future__ import annotations

from game.fischkopp.cpu.model import outcome_code
from game.fischkopp.cpu.tables import expected_table
from game.fischkopp.logic import FischkoppMatch, Phase


def coach_values(match: FischkoppMatch, ready: bool) -> dict[int, float] | None:
    """Field -> expected final score after covering it; None while there is nothing to say
    (``ready``: the match's own job for the table is done, so the coach speaks on the same
    frame in a replay)."""
    if match.phase is not Phase.COVER or not match.choices or not ready:
        return None
    table = expected_table()
    return {f: table.code_value(0, outcome_code(match.board, f)) for f in match.choices}
