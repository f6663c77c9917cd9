"""Fits: drop pieces onto a board, score by board rules (both editions)."""
