"""Match time as data: whole frames at a fixed rate, never a clock.

Rules that need time (a shout window, a tie window, a round timeout) count frames that the
screen passes in with each action. Pausing stops the match frame, so a pause never eats a
window; faster presentation never shortens one.
"""

from __future__ import annotations

FPS = 60


def frames(seconds: float) -> int:
    """Seconds as the nearest whole number of frames (10 s → 600)."""
    return round(seconds * FPS)


def seconds(frame_count: int) -> float:
    """Frames as seconds, for display only."""
    return frame_count / FPS
