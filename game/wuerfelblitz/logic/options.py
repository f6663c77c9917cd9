"""Match options: white dice, the brain-twister, and per seat balancing and a head start
(RULES.md §4)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.core.savefile import flag, items, table, whole
from game.core.timing import frames
from game.wuerfelblitz.logic.dice import WHITE_DICE_CHOICES
from game.wuerfelblitz.logic.discs import BLACKS_TO_WIN, SHORT_BLACKS_TO_WIN

MIN_SEATS = 2
MAX_SEATS = 7
WHITES_PER_BLACK_CHOICES = (1, 2, 3)
DEFAULT_WHITES_PER_BLACK = 3  # the original's rule; 1 and 2 help beginners
DEFAULT_WHITE_DICE = 2  # the rulebook recommends two white dice for early rounds
HEAD_START_SECONDS = (0, 1, 2, 3)  # the choices offered to a person (never a CPU)
MAX_HEAD_START = frames(HEAD_START_SECONDS[-1])  # 180 frames


@dataclass(frozen=True)
class Options:
    """``whites_per_black`` has one entry per seat; an empty tuple means the default for all
    (``WuerfelblitzMatch.new`` fills it in). ``head_start`` is frames per seat, or empty when
    nobody has one (kept empty then, so saves from before head starts compare equal)."""

    whites: int = DEFAULT_WHITE_DICE
    brain_twister: bool = False
    whites_per_black: tuple[int, ...] = ()
    head_start: tuple[int, ...] = ()
    short: bool = False  # the house rule's short game: fewer black discs win

    @property
    def blacks_to_win(self) -> int:
        return SHORT_BLACKS_TO_WIN if self.short else BLACKS_TO_WIN

    def head_start_of(self, seat: int) -> int:
        """Frames ``seat``'s calls count as earlier than they were made."""
        return self.head_start[seat] if self.head_start else 0

    def validated(self, seat_count: int) -> Options:
        """These options with balancing filled in for ``seat_count`` seats; ValueError if bad."""
        if not MIN_SEATS <= seat_count <= MAX_SEATS:
            raise ValueError(f"Würfelblitz needs {MIN_SEATS}-{MAX_SEATS} seats, not {seat_count}")
        if self.whites not in WHITE_DICE_CHOICES:
            raise ValueError(f"two or three white dice, not {self.whites}")
        per_black = self.whites_per_black or (DEFAULT_WHITES_PER_BLACK,) * seat_count
        if len(per_black) != seat_count:
            raise ValueError(f"balancing for {seat_count} seats, got {len(per_black)} values")
        if any(n not in WHITES_PER_BLACK_CHOICES for n in per_black):
            raise ValueError(f"white discs per black disc are 1, 2 or 3, got {per_black}")
        head = self.head_start
        if head and len(head) != seat_count:
            raise ValueError(f"head starts for {seat_count} seats, got {len(head)} values")
        if any(
            not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= MAX_HEAD_START
            for n in head
        ):
            raise ValueError(f"head starts are 0..{MAX_HEAD_START} frames, got {head}")
        return Options(
            self.whites,
            bool(self.brain_twister),
            tuple(int(n) for n in per_black),
            tuple(head) if any(head) else (),
            bool(self.short),
        )

    def to_dict(self) -> dict:
        return {
            "whites": self.whites,
            "brain_twister": self.brain_twister,
            "whites_per_black": list(self.whites_per_black),
            "head_start": list(self.head_start),
            "short": self.short,
        }

    @classmethod
    def from_dict(cls, data: Mapping) -> Options:
        """Options as saved, each field of its own type (``validated`` checks the values);
        a save from before head starts has none, one from before the short game plays the
        full one."""
        table(data, "the options")
        per_black = items(data.get("whites_per_black", []), "white discs per black")
        head = items(data.get("head_start", []), "head starts")
        return cls(
            whole(data.get("whites", DEFAULT_WHITE_DICE), "white dice"),
            flag(data.get("brain_twister", False), "brain twister"),
            tuple(whole(n, "white discs per black") for n in per_black),
            tuple(whole(n, "a head start") for n in head),
            flag(data.get("short", False), "short game"),
        )

    @classmethod
    def from_setup(
        cls,
        options: Mapping,
        seat_options: Sequence[Mapping],
        seat_count: int,
        head_start: Sequence[int] = (),
    ) -> Options:
        """From the shell's option dicts (``MatchSetup.options`` / ``seat_options``): keys
        ``whites``, ``brain_twister``, ``short`` and per seat ``whites_per_black``.
        ``head_start`` is in frames per seat, worked out by the screen (which knows the
        CPUs: they get none)."""
        per_black = tuple(
            int(seat_options[i].get("whites_per_black", DEFAULT_WHITES_PER_BLACK))
            if i < len(seat_options)
            else DEFAULT_WHITES_PER_BLACK
            for i in range(seat_count)
        )
        return cls(
            int(options.get("whites", DEFAULT_WHITE_DICE)),
            bool(options.get("brain_twister", False)),
            per_black,
            tuple(head_start),
            flag(options.get("short", False), "short game"),
        ).validated(seat_count)
