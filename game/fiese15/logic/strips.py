"""The dice colours, the 15 task strips and the handicap tiles of Fiese 15 (RULES.md §1)."""

from __future__ import annotations

from dataclasses import dataclass

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue", "black", "white")
WHITE = "white"
STRIP_COUNT = 15
ROUNDS = 10
# The short game (a house rule for an evening): four rounds, each player's four turns on four
# strips, measured at about 7 minutes for four newcomers (``python -m game.bench --evening``).
SHORT_ROUNDS = 4
MIN_SEATS, MAX_SEATS = 2, 6

# Handicap tiles in play by player count (the white target comes from a tile).
TILES_IN_PLAY: dict[int, tuple[int, ...]] = {
    2: (1, 3),
    3: (1, 2, 4),
    4: (1, 2, 3, 5),
    5: (1, 2, 3, 4, 5),
    6: (1, 2, 3, 4, 5, 6),
}
FIRST_ROUND_TILE = 1


@dataclass(frozen=True)
class Strip:
    """One task strip: ``front`` has six targets (R Y G B K W), ``back`` five (no white)."""

    number: int
    front: tuple[int, int, int, int, int, int]
    back: tuple[int, int, int, int, int]

    def targets(self, handicap_tile: int | None = None) -> tuple[int, ...]:
        """The six targets in colour order; with a tile the back side plus the tile as white."""
        if handicap_tile is None:
            return self.front
        return (*self.back, handicap_tile)


STRIPS: tuple[Strip, ...] = (
    Strip(1, (1, 3, 2, 4, 3, 2), (2, 4, 2, 4, 3)),
    Strip(2, (5, 3, 2, 2, 2, 1), (5, 4, 2, 2, 2)),
    Strip(3, (2, 2, 3, 1, 5, 2), (3, 2, 3, 2, 5)),
    Strip(4, (3, 3, 3, 2, 2, 2), (3, 3, 3, 3, 3)),
    Strip(5, (6, 1, 1, 2, 3, 2), (6, 2, 1, 3, 3)),
    Strip(6, (2, 4, 1, 1, 6, 1), (2, 4, 2, 1, 6)),
    Strip(7, (1, 2, 5, 3, 1, 3), (2, 2, 5, 4, 2)),
    Strip(8, (4, 1, 4, 1, 1, 4), (5, 2, 4, 2, 2)),
    Strip(9, (2, 2, 2, 6, 2, 1), (2, 3, 2, 6, 2)),
    Strip(10, (1, 5, 3, 1, 4, 1), (2, 5, 3, 1, 4)),
    Strip(11, (3, 1, 2, 5, 1, 3), (4, 2, 2, 5, 2)),
    Strip(12, (2, 6, 1, 2, 2, 2), (2, 6, 2, 3, 2)),
    Strip(13, (4, 2, 1, 3, 3, 2), (4, 3, 1, 4, 3)),
    Strip(14, (1, 1, 6, 2, 1, 4), (2, 2, 6, 3, 2)),
    Strip(15, (3, 2, 4, 1, 2, 3), (3, 3, 4, 2, 3)),
)


def strip_by_number(number: int) -> Strip:
    if not 1 <= number <= STRIP_COUNT:
        raise ValueError(f"there is no strip {number}")
    return STRIPS[number - 1]


def deal_tiles(totals: list[int]) -> list[int]:
    """Handicap tiles by standing: the leader gets the lowest tile, last place the highest.

    Among tied players the one earlier in seat order gets the higher tile, so the later
    seat of a tie is ranked ahead of the earlier one.
    """
    tiles = TILES_IN_PLAY[len(totals)]
    standing = sorted(range(len(totals)), key=lambda seat: (-totals[seat], -seat))
    dealt = [0] * len(totals)
    for tile, seat in zip(tiles, standing, strict=True):
        dealt[seat] = tile
    return dealt
