"""Fiese 15 rules: strips, turns, rounds and the match. Pure Python, no pygame, no clocks."""
