"""People playing at human pace, for the benchmarks (``python -m game.bench --evening``)."""
