"""Würfelblitz (RULES.md §4): the speed-arithmetic dice game.

``logic`` holds the pure rules (dice, the answer and its explanation, the match driven by
frame-stamped actions); ``cpu`` the CPU callers and their benchmark.
"""
