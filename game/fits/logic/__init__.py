"""Fits rules: pieces, boards, scoring and the match. Pure Python, no pygame, no clocks."""
