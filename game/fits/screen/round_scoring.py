"""The round's scoring, played out board by board and item by item from ``RoundScored``.

Pure bookkeeping plus sounds through a callback: the painter reads ``active_seat``,
``current`` and ``running`` to highlight the item being counted and to roll the numbers.
"""

from __future__ import annotations

from collections.abc import Callable

from game.fits.logic.scoring import BoardScore, ScoreItem
from game.fits.screen.tuning import (
    SCORE_BOARD_BUDGET,
    SCORE_BOARD_INTRO,
    SCORE_BOARD_OUTRO,
    SCORE_ITEM_MAX,
    SCORE_ITEM_MIN,
    SCORE_SUMMARY,
)

SOUNDS = {"row": "score_tick", "bonus": "bonus", "minus": "minus", "empty": "minus"}


def item_sound(item: ScoreItem) -> str:
    if item.kind in SOUNDS:
        return SOUNDS[item.kind]
    return "bonus" if item.points > 0 else "minus"  # symbol pairs and colours


def item_frames(count: int) -> int:
    """Frames per item: long boards count faster so no board drags on."""
    if count == 0:
        return SCORE_ITEM_MAX
    return max(SCORE_ITEM_MIN, min(SCORE_ITEM_MAX, SCORE_BOARD_BUDGET // count))


class ScoringShow:
    def __init__(self, scores: tuple[BoardScore, ...], play: Callable[[str], None]) -> None:
        self.scores = scores
        self.play = play
        self.running = [0] * len(scores)  # points counted so far this round, per seat
        self.counted = [0] * len(scores)  # items counted so far, per seat
        self.active_seat = 0
        self.stage = "intro"  # intro → items → outro, per board; then summary → done
        self.t = 0
        self.item_t = 0

    @property
    def done(self) -> bool:
        return self.stage == "done"

    @property
    def per_item(self) -> int:
        return item_frames(len(self.scores[self.active_seat].items))

    @property
    def current(self) -> ScoreItem | None:
        """The item being counted on the active board right now."""
        if self.stage != "items":
            return None
        items = self.scores[self.active_seat].items
        index = self.counted[self.active_seat]
        return items[index] if index < len(items) else None

    @property
    def item_progress(self) -> float:
        return min(1.0, self.item_t / self.per_item)

    def finished(self, seat: int) -> bool:
        """This board's count is complete (shown with its round total)."""
        return (
            seat < self.active_seat
            or self.stage == "summary"
            or self.done
            or (seat == self.active_seat and self.stage == "outro")
        )

    def update(self) -> None:
        if self.done:
            return
        self.t += 1
        if self.stage == "intro" and self.t >= SCORE_BOARD_INTRO:
            self._enter("items")
        elif self.stage == "items":
            self._count()
        elif self.stage == "outro" and self.t >= SCORE_BOARD_OUTRO:
            if self.active_seat + 1 < len(self.scores):
                self.active_seat += 1
                self._enter("intro")
            else:
                self._enter("summary")
                self.play("round_end")
        elif self.stage == "summary" and self.t >= SCORE_SUMMARY:
            self._enter("done")

    def _enter(self, stage: str) -> None:
        self.stage, self.t, self.item_t = stage, 0, 0
        if stage == "items":
            self._start_item()

    def _start_item(self) -> None:
        item = self.current
        if item is None:
            self._enter("outro")
            return
        self.play(item_sound(item))

    def _count(self) -> None:
        self.item_t += 1
        if self.item_t < self.per_item:
            return
        seat = self.active_seat
        item = self.current
        if item is not None:
            self.running[seat] += item.points
            self.counted[seat] += 1
        self.item_t = 0
        self._start_item()

    def skip(self) -> None:
        """Count everything at once and jump to the summary."""
        if self.stage in ("summary", "done"):
            self._enter("done")
            return
        for seat, score in enumerate(self.scores):
            self.running[seat] = score.total
            self.counted[seat] = len(score.items)
        self.active_seat = len(self.scores) - 1
        self._enter("summary")
        self.play("round_end")
