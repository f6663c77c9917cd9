"""Replays: every finished match kept as its seed and presses, and played back on its own screen."""
