"""The Fischkopp CPU players: exact solver, human-like levels and shout timing."""
