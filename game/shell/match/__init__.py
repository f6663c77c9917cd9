"""The match kit: what every game's screen shares (see ``MatchScene``).

A game supplies pure logic, a CPU and a thin screen; the kit owns attract handling, seat
takeover and spectators, autosave, the beat timeline, the CPU driver, tallies and the way
into the results.
"""
