"""The loopback addresses phone tests use to stand in for the machines of a LAN.

Linux and Windows answer on all of 127.0.0.0/8; macOS answers on 127.0.0.1 only, until each
address is added to ``lo0`` as an alias. The release workflow does that with the list this
module prints (``python -m tests.loopbacks``), so every address a test uses must come from
here: ``address`` refuses one outside the ranges below, on every system.
"""

from __future__ import annotations

import sys

# block -> how many addresses from it the tests use: 127.0.<block + n//250>.<1 + n%250>
RANGES = {3: 24, 20: 300, 40: 5, 50: 40, 60: 1, 70: 40}
NAMED = ("127.0.9.1", "127.0.9.2", "127.0.9.9")  # single other machines, written out


def address(n: int, block: int = 3) -> str:
    """The n-th address of ``block``."""
    if block not in RANGES or not 0 <= n < RANGES[block]:
        raise ValueError(f"address {n} of block {block} is not in tests/loopbacks.py's list")
    return f"127.0.{block + n // 250}.{1 + n % 250}"


def all_addresses() -> list[str]:
    found = [address(n, block) for block, count in RANGES.items() for n in range(count)]
    return [*found, *NAMED]


if __name__ == "__main__":
    sys.stdout.write("\n".join(all_addresses()) + "\n")
