"""The match kit's final tally: no rank shows before the totals have counted up."""

from __future__ import annotations

import pygame

from game.shell.match.tally import FINAL_REVEAL, FINAL_SORT, FinalTally, TallyRow


class Said:
    """A stand-in for the text renderer that keeps every string drawn."""

    def __init__(self) -> None:
        self.drawn: list[str] = []

    def draw(self, _canvas, words, pos, *_args) -> pygame.Rect:
        self.drawn.append(words)
        return pygame.Rect(pos, (8 * len(words), 10))

    def size(self, words, _style="body") -> tuple[int, int]:
        return 8 * len(words), 10


def tally() -> FinalTally:
    rows = [TallyRow(seat, f"P{seat + 1}", total, total) for seat, total in enumerate((5, 9, 30))]
    places = [3, 2, 1]  # the last seat, with the most, wins
    return FinalTally("Final", "P3 wins!", "Continue", rows, places, (2,), lambda _s: None, list)


def test_the_totals_count_in_seat_order_without_ranks_then_move_into_their_ranks():
    final = tally()
    assert [row.seat for row in final.rows] == [2, 1, 0]  # ranked
    canvas = pygame.Surface((640, 360))
    for _ in range(FINAL_REVEAL - 1):
        final.update()
        assert [final.line(rank) for rank in range(3)] == [2.0, 1.0, 0.0]  # seat order
    said = Said()
    final.draw(canvas, said)
    assert not {"1.", "2.", "3."} & set(said.drawn) and "P3 wins!" not in said.drawn
    final.update()  # the reveal
    halfway = [final.line(rank) for rank in range(3)]
    for _ in range(FINAL_SORT):
        final.update()
    assert [final.line(rank) for rank in range(3)] == [0.0, 1.0, 2.0]
    assert halfway[0] > 0.0 and halfway[2] < 2.0  # they move, they do not jump
    said = Said()
    final.draw(canvas, said)
    assert {"1.", "2.", "3.", "P3 wins!"} <= set(said.drawn)


def test_a_press_during_the_count_jumps_to_the_reveal_not_past_it():
    final = tally()
    final.update()
    final.press()
    final.update()
    final.update()
    assert final.revealed and not final.done  # the ranks show, the panel stays to be read
    assert 0.0 < final.line(0) < 2.0  # and they still move into place
