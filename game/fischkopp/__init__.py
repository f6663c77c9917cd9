"""Fischkopp (RULES.md §3): cover the fields 1–12 with two dice; lowest score wins.

``logic`` holds the pure rules (board, shout windows, match, end and Stechen), ``cpu`` the
CPU players (exact solver, human-like levels, shout timing) and their benchmark.
"""
