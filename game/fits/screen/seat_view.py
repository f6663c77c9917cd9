"""One board as the players see it: the waiting piece, the cursor, the fall and its effects.

The match itself moves on at once when a seat acts; this view keeps what is on screen (which
board object, which piece is still falling) so the animation can catch up at its own pace.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.errors import IllegalAction
from game.fits.logic import orient
from game.fits.logic.grid import Board, Landing
from game.fits.logic.rules import landing
from game.fits.screen.tuning import (
    FALL_BASE_FRAMES,
    FALL_FRAMES_PER_ROW,
    HOLE_FLASH_FRAMES,
    MESSAGE_FRAMES,
    NUDGE_FRAMES,
    ROW_FLASH_FRAMES,
    SHAKE_FRAMES,
    SLIDE_FRAMES,
)


@dataclass
class Fall:
    """A dropped piece on its way down; the board already holds it as ``placement_id``."""

    piece: str
    orientation: int
    column: int
    start_row: float
    land_row: int
    placement_id: int
    frames: int
    rows: tuple[int, ...] = ()  # rows this landing completes (they sparkle)
    new_holes: tuple[tuple[int, int], ...] = ()  # holes it made (they flash)
    t: int = 0

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.frames)


@dataclass
class Slide:
    """A set-aside piece leaving the hover zone for the tray."""

    piece: str
    orientation: int
    column: int
    t: int = 0


class SeatView:
    def __init__(self, seat: int, board: Board, zone_rows: int = 5) -> None:
        self.seat = seat
        self.board = board
        self.zone_rows = zone_rows  # rows of the waiting zone above the grid
        self.launch_row: float | None = None  # where the next fall starts
        self.piece: str | None = None  # the piece this seat may still place now
        self.orientation = 0
        self.column = 1
        # "Set it aside?" asked: the same button again says yes. The question waits as long as
        # the player reads it; any other press calls it off.
        self.armed = False
        self.arm_button = "back"  # the button that asked: back, or a drop that cannot land
        self.fall: Fall | None = None
        self.slide: Slide | None = None
        self.shake = 0
        self.nudge = 0  # frames left of the bump that answers a press doing nothing
        self.holes: tuple[tuple[int, int], ...] = ()
        self.holes_left = 0
        self.rows: tuple[int, ...] = ()
        self.rows_left = 0
        self.message = ""  # an i18n key shown on the board for a moment
        self.message_left = 0
        self.aside: list[str] = []
        self.cpu_wait = 0  # a CPU looks at a new piece a moment before it moves
        # The coach's advice for this piece: (orientation, column) to drop, or set it aside.
        self.coach: tuple[int, int] | None = None
        self.coach_aside = False

    # -- the waiting piece -----------------------------------------------------------------
    def give(self, piece: str | None) -> None:
        """A new piece to place (centred, as drawn on its card), or None: nothing to do."""
        self.piece = piece
        self.orientation = 0
        self.armed = False
        if piece is not None:
            width = orient.width_of(piece, 0)
            self.column = (self.board.width - width) // 2 + 1

    def move(self, step: int) -> bool:
        if self.piece is None:
            return False
        last = orient.last_column(self.piece, self.orientation, self.board.width)
        column = max(1, min(last, self.column + step))
        moved = column != self.column
        self.column = column
        return moved

    def turn(self, move: str) -> bool:
        """Rotate ("cw"/"ccw") or mirror ("flip"); False if the shape looks the same after."""
        if self.piece is None:
            return False
        before = self.orientation
        self.orientation = orient.step(self.piece, before, move)
        self.column = orient.keep_centre(
            self.piece, before, self.orientation, self.column, self.board.width
        )
        return self.orientation != before

    def ghost(self) -> Landing | None:
        """Exactly where the piece would land now (the rules' own landing), or None if it
        would rest wholly above the grid and so cannot be placed."""
        if self.piece is None:
            return None
        try:
            return landing(self.board, self.piece, self.orientation, self.column)
        except IllegalAction:
            return None

    def waiting_row(self, ghost: Landing | None) -> int | None:
        """The row the waiting piece's lowest line sits on: just above the grid, or above its
        ghost when that reaches into the zone; None when there is no room above the ghost
        (the piece is then shown resting on its landing place)."""
        if self.piece is None:
            return None
        shape_h = orient.height_of(self.piece, self.orientation)
        row = self.board.height + 1
        if ghost is not None and ghost.row + shape_h > row:
            row = ghost.row + shape_h
        if ghost is not None and row + shape_h - 1 > self.board.height + self.zone_rows:
            return None
        return row

    def say(self, key: str) -> None:
        self.message, self.message_left = key, MESSAGE_FRAMES

    # -- animations --------------------------------------------------------------------------
    def drop(self, placement_id: int, land_row: int, rows, new_holes, piece, orientation, column):
        start = float(land_row if self.launch_row is None else max(self.launch_row, land_row))
        self.launch_row = None
        distance = start - land_row
        self.fall = Fall(
            piece,
            orientation,
            column,
            start,
            land_row,
            placement_id,
            FALL_BASE_FRAMES + int(distance * FALL_FRAMES_PER_ROW),
            tuple(rows),
            tuple(new_holes),
        )
        self.piece = None
        self.armed = False

    def set_aside(self, piece: str) -> None:
        self.slide = Slide(piece, self.orientation, self.column)
        self.piece = None
        self.armed = False

    @property
    def busy(self) -> bool:
        """Still animating something the next card should wait for."""
        return self.fall is not None or self.slide is not None

    def update(self) -> Fall | None:
        """One frame; returns the fall that landed this frame, if any."""
        landed = None
        if self.fall is not None:
            self.fall.t += 1
            if self.fall.t >= self.fall.frames:
                landed, self.fall = self.fall, None
                self.shake = SHAKE_FRAMES
                if landed.new_holes:
                    self.holes, self.holes_left = landed.new_holes, HOLE_FLASH_FRAMES
                if landed.rows:
                    self.rows, self.rows_left = landed.rows, ROW_FLASH_FRAMES
        if self.slide is not None:
            self.slide.t += 1
            if self.slide.t >= SLIDE_FRAMES:
                self.aside.append(self.slide.piece)
                self.slide = None
        self.shake = max(0, self.shake - 1)
        self.nudge = max(0, self.nudge - 1)
        self.holes_left = max(0, self.holes_left - 1)
        self.rows_left = max(0, self.rows_left - 1)
        self.message_left = max(0, self.message_left - 1)
        self.cpu_wait = max(0, self.cpu_wait - 1)
        return landed

    def bump(self) -> None:
        """A press did nothing: the waiting piece bumps in place for a moment."""
        self.nudge = NUDGE_FRAMES

    def arm(self, button: str = "back") -> None:
        """Ask "set it aside?": pressing ``button`` again says yes."""
        self.armed = True
        self.arm_button = button


def falling_row(fall: Fall) -> float:
    """The falling piece's current lowest row: it speeds up like a dropped stone."""
    eased = fall.progress**2
    return fall.start_row - (fall.start_row - fall.land_row) * eased
