"""A replay: what a finished match was started with and every press its players made.

A match is deterministic from its setup (the seed) and the presses that reached its screen
on each match frame (CPUs think in frame-counted steps from the same seed), so those are
all a replay keeps: a few KB. The rules moves the match made are kept too, as a check: a
later version that plays the same presses into other moves says so instead of showing a
wrong match. ``room`` is who held which seat (devices, names, the bench), so the screen
draws the same prompts and names it drew then.

Replays are files from the disk or from another box, so reading one checks every field
and raises ``ReplayError`` with a sentence a player can read.
"""

from __future__ import annotations

import dataclasses
import enum
import json
from dataclasses import dataclass, field
from pathlib import Path

from game import catalog
from game.core.setup import MatchSetup
from game.engine import storage
from game.engine.input import Action

FORMAT = "spielekiste-replay"
VERSION = 1
MAX_BYTES = 4_000_000  # a long match is tens of KB; anything far larger is not a replay
#: (match frame, device, input action, pressed, repeat, seat, participant)
Press = tuple[int, str, str, bool, bool, "int | None", "int | None"]
#: (match frame, round, the rules move as plain data)
Move = tuple[int, int, list]
#: (match frame, the room from then on): a pad that came back, a seat taken over
Change = tuple[int, "Room"]


@dataclass
class Resume:
    """The match went on from its autosave after the box stopped (a crash, a power cut): at
    match frame ``frame`` its screen was built again from ``state`` and ``extra``, as
    Continue does. The first ``presses``/``changes``/``moves`` of the replay were the
    screen's before; the rest are the new screen's."""

    frame: int
    presses: int
    changes: int
    moves: int
    offset: int  # the new screen's own frame count against the match's (``frame_offset``)
    state: dict
    extra: dict

    def to_dict(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: object, frames: int, lengths: tuple[int, int, int]) -> Resume:
        data = _object(data, "a resumed match")
        presses, changes, moves = lengths
        return cls(
            frame=_whole(data.get("frame"), "a resume's frame", 0, frames),
            presses=_whole(data.get("presses"), "a resume's presses", 0, presses),
            changes=_whole(data.get("changes"), "a resume's changes", 0, changes),
            moves=_whole(data.get("moves"), "a resume's moves", 0, moves),
            offset=_whole(data.get("offset"), "a resume's frame offset", -(1 << 40), 600),
            state=_object(data.get("state"), "a resumed match's state"),
            extra=_object(data.get("extra"), "a resumed match's screen"),
        )


class ReplayError(ValueError):
    """A file that is not a replay this version can play; the text says why in plain words."""


@dataclass
class Room:
    """Who held what when the match began: device per seat, names, the bench."""

    seats: dict[str, int] = field(default_factory=dict)  # device -> seat
    participants: dict[str, int] = field(default_factory=dict)  # device -> participant
    bench: list[int] = field(default_factory=list)  # spectators' participant ids
    families: dict[str, str] = field(default_factory=dict)  # device -> button family
    names: list[str] = field(default_factory=list)  # per seat, as the screen showed it
    people: dict[str, str] = field(default_factory=dict)  # seat (as text) -> person id

    def to_dict(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Room:
        data = _object(data, "the room")
        return cls(
            seats=_mapping(data.get("seats", {}), "the room's seats", int),
            participants=_mapping(data.get("participants", {}), "the room's people", int),
            bench=[_whole(p, "a spectator") for p in _list(data.get("bench", []), "the bench")],
            families=_mapping(data.get("families", {}), "the pads' families", str),
            names=[_text(n, "a seat's name") for n in _list(data.get("names", []), "the names")],
            people=_seat_keys(_mapping(data.get("people", {}), "the seats' people", str)),
        )


def _seat_keys(people: dict[str, str]) -> dict[str, str]:
    """Seat numbers written as plain digits 0-9: "²" is a digit to ``isdigit`` but no number
    ``int`` can read, and a crafted file must not get that far."""
    for key in people:
        if not (key.isascii() and key.isdecimal() and len(key) <= 2):
            raise _damaged("a seat's person is under no seat number")
    return people


@dataclass
class Replay:
    game_id: str
    setup: MatchSetup
    app_version: str
    made: str  # when the match ended, ISO 8601 (local time)
    room: Room
    presses: list[Press]
    moves: list[Move]
    changes: list[Change]
    frames: int  # the match's length in match frames
    frame_offset: int  # the screen's own frame count ahead of the match's (a first reconnect)
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    lowest_wins: bool = False
    notable: str = ""  # an i18n key when the match is worth keeping for good
    best_of: list[str] = field(default_factory=list)  # people whose best in this game it is
    resumes: list[Resume] = field(default_factory=list)  # where it went on after a crash

    @property
    def keep(self) -> bool:
        """Kept until deleted: notable, or someone's best; else one of the recent ones."""
        return bool(self.notable or self.best_of)

    def total_of(self, person: str) -> int | None:
        """The total of the seat ``person`` held (None: not at this table)."""
        for seat in self.people_seats().get(person, ()):
            return self.totals[seat]
        return None

    def people(self) -> list[str]:
        """The people (ids) who held seats."""
        return list(self.people_seats())

    def people_seats(self) -> dict[str, tuple[int]]:
        """Person id -> (the seat they held,), for the human seats a person played."""
        found: dict[str, tuple[int]] = {}
        for seat, options in enumerate(self.setup.seat_options[: len(self.totals)]):
            person = options.get("person") if isinstance(options, dict) else None
            if isinstance(person, str) and not self.setup.seats[seat].is_cpu:
                found.setdefault(person, (seat,))
        return found

    @property
    def rounds(self) -> list[tuple[int, int]]:
        """(round, match frame of its first move), in order: where "jump to round" goes."""
        starts: list[tuple[int, int]] = []
        for frame, number, _ in self.moves:
            if not starts or number != starts[-1][0]:
                starts.append((number, frame))
        return starts

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "app_version": self.app_version,
            "made": self.made,
            "game": self.game_id,
            "setup": self.setup.to_dict(),
            "room": self.room.to_dict(),
            "presses": [list(p) for p in self.presses],
            "moves": [list(m) for m in self.moves],
            "changes": [[frame, room.to_dict()] for frame, room in self.changes],
            "frames": self.frames,
            "frame_offset": self.frame_offset,
            "totals": list(self.totals),
            "winners": list(self.winners),
            "lowest_wins": self.lowest_wins,
            "notable": self.notable,
            "best_of": list(self.best_of),
            "resumes": [r.to_dict() for r in self.resumes],
        }

    @classmethod
    def from_dict(cls, data: object, games: set[str]) -> Replay:
        """The replay in ``data``; ``games`` are the games this box can play."""
        data = _object(data, "the file")
        if data.get("format") != FORMAT:
            raise ReplayError("This file is not a Spielekiste replay.")
        if data.get("version") != VERSION:
            raise ReplayError("This replay was saved in a format this version cannot read.")
        game_id = data.get("game")
        if not isinstance(game_id, str) or game_id not in games:
            name = game_id if isinstance(game_id, str) else "none named"
            raise ReplayError(f"This replay is of a game this box does not have ({name}).")
        try:
            setup = MatchSetup.from_dict(_object(data.get("setup"), "the setup"))
        except ValueError as err:  # SaveFormatError, and a value no setup can hold
            raise ReplayError(f"This replay's setup is damaged: {err}.") from None
        if setup.game_id != game_id:
            raise ReplayError("This replay's setup is of another game.")
        try:  # the same check the game's own start makes: an odd option is no replay
            catalog.game_by_id(game_id).check_setup(setup)
        except ValueError as err:
            raise ReplayError(f"This replay's setup cannot be played: {err}.") from None
        seats = len(setup.seats)
        frames = _whole(data.get("frames"), "the match's length")
        presses = _presses(data.get("presses"), frames)
        moves = _moves(data.get("moves"), frames)
        changes = _changes(data.get("changes", []), frames)
        return cls(
            game_id=game_id,
            setup=setup,
            app_version=_text(data.get("app_version"), "the version"),
            made=_text(data.get("made"), "the date"),
            room=Room.from_dict(data.get("room", {})),
            presses=presses,
            moves=moves,
            changes=changes,
            frames=frames,
            frame_offset=_whole(data.get("frame_offset", 0), "the screen's frame", 0, 600),
            totals=tuple(_number_list(data.get("totals"), "the totals", seats)),
            winners=tuple(_seat_list(data.get("winners"), "the winners", seats)),
            lowest_wins=data.get("lowest_wins") is True,
            notable=_text(data.get("notable", ""), "the note"),
            best_of=[_text(p, "a person") for p in _list(data.get("best_of", []), "the bests")],
            resumes=_resumes(data.get("resumes", []), frames, (presses, changes, moves)),
        )


def plain(value: object) -> object:
    """A rules move (a dataclass of numbers, strings, tuples, enums) as JSON data."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return [type(value).__name__, fields]
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return value


def read(path: Path, games: set[str]) -> Replay:
    """The replay in ``path``; ``ReplayError`` with a plain sentence for anything else."""
    if path.is_dir():
        raise ReplayError(f"{str(path)!r} is a folder, not a replay.")
    try:  # the box's one careful door: regular files only, the size bound read first
        text = storage.read_text(path, MAX_BYTES)
    except FileNotFoundError:
        raise ReplayError(f"There is no file {str(path)!r}.") from None
    except storage.TooLarge:
        raise ReplayError("This file is far too large to be a replay.") from None
    except storage.BrokenFile as err:
        raise ReplayError(f"This is no replay file ({err}).") from None
    except OSError as err:
        raise ReplayError(f"The file could not be read ({type(err).__name__}).") from None
    try:
        data = storage.loads(text)
    except storage.BrokenFile as err:
        raise ReplayError(f"This replay is damaged: {err}.") from None
    except (ValueError, RecursionError):
        raise ReplayError(
            "This file is not a replay, or it was cut off (it is not whole JSON)."
        ) from None
    return Replay.from_dict(data, games)


def dumps(replay: Replay) -> str:
    return json.dumps(replay.to_dict(), ensure_ascii=False, separators=(",", ":"))


# ----- field checks: every wrong value says which part of the file is damaged ----------------


def _damaged(what: str) -> ReplayError:
    return ReplayError(f"This replay is damaged: {what}.")


def _object(value: object, name: str) -> dict:
    if not isinstance(value, dict):
        raise _damaged(f"{name} is missing")
    return value


def _list(value: object, name: str) -> list:
    if not isinstance(value, list):
        raise _damaged(f"{name} is missing")
    return value


def _whole(value: object, name: str, low: int = 0, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise _damaged(f"{name} is not a number it can be")
    if high is not None and value > high:
        raise _damaged(f"{name} is out of range")
    return value


def _text(value: object, name: str) -> str:
    if not isinstance(value, str) or len(value) > 200:
        raise _damaged(f"{name} is not a text")
    return value


def _mapping(value: object, name: str, kind: type) -> dict:
    value = _object(value, name)
    out = {}
    for key, item in value.items():
        if kind is int:
            out[_text(key, name)] = _whole(item, name)
        else:
            out[_text(key, name)] = _text(item, name)
    return out


def _number_list(value: object, name: str, length: int) -> list[int]:
    value = _list(value, name)
    if len(value) != length:
        raise _damaged(f"{name} do not fit the seats")
    return [_whole(v, name, low=-(10**9)) for v in value]


def _seat_list(value: object, name: str, seats: int) -> list[int]:
    return [_whole(v, name, 0, seats - 1) for v in _list(value, name)]


def _optional(value: object, name: str) -> int | None:
    return None if value is None else _whole(value, name)


def _presses(value: object, frames: int) -> list[Press]:
    out: list[Press] = []
    last = 0
    for item in _list(value, "the presses"):
        if not isinstance(item, list) or len(item) != 7:
            raise _damaged("a press is not whole")
        frame, device, action, pressed, repeat, seat, participant = item
        frame = _whole(frame, "a press's frame", last, frames)
        if not isinstance(pressed, bool) or not isinstance(repeat, bool):
            raise _damaged("a press is not whole")
        out.append(
            (
                frame,
                _text(device, "a device"),
                _action(action),
                pressed,
                repeat,
                _optional(seat, "a press's seat"),
                _optional(participant, "a press's person"),
            )
        )
        last = frame
    return out


def _action(value: object) -> str:
    if not isinstance(value, str) or value not in {a.value for a in Action}:
        raise _damaged("a press names a button this version does not know")
    return value


def _changes(value: object, frames: int) -> list[Change]:
    out: list[Change] = []
    last = 0
    for item in _list(value, "the room's changes"):
        if not isinstance(item, list) or len(item) != 2:
            raise _damaged("a change of seats is not whole")
        last = _whole(item[0], "a change's frame", last, frames)
        out.append((last, Room.from_dict(item[1])))
    return out


def _moves(value: object, frames: int) -> list[Move]:
    out: list[Move] = []
    last = 0
    for item in _list(value, "the moves"):
        if not isinstance(item, list) or len(item) != 3 or not isinstance(item[2], list):
            raise _damaged("a move is not whole")
        frame = _whole(item[0], "a move's frame", last, frames)
        out.append((frame, _whole(item[1], "a move's round"), item[2]))
        last = frame
    return out


def _resumes(value: object, frames: int, logs: tuple[list, list, list]) -> list[Resume]:
    """Each resume later than the one before, each cutting the logs where it went on."""
    out: list[Resume] = []
    lengths = tuple(len(log) for log in logs)
    for item in _list(value, "the resumed matches"):
        resume = Resume.from_dict(item, frames, lengths)
        if out and any(
            getattr(resume, cut) < getattr(out[-1], cut)
            for cut in ("frame", "presses", "changes", "moves")
        ):
            raise _damaged("the resumed matches are out of order")
        out.append(resume)
    return out


@dataclass
class Log:
    """What a match's recorder has written down so far, as the autosave keeps it: a match
    resumed after a crash goes on writing where the save left off."""

    room: Room
    presses: list[Press]
    moves: list[Move]
    changes: list[Change]
    frame_offset: int
    resumes: list[Resume]

    def to_dict(self) -> dict:
        return {
            "room": self.room.to_dict(),
            "presses": [list(p) for p in self.presses],
            "moves": [list(m) for m in self.moves],
            "changes": [[frame, room.to_dict()] for frame, room in self.changes],
            "frame_offset": self.frame_offset,
            "resumes": [r.to_dict() for r in self.resumes],
        }

    @classmethod
    def from_dict(cls, data: object, frames: int) -> Log:
        """The log of a save made at match frame ``frames``; ``ReplayError`` if damaged."""
        data = _object(data, "the saved log")
        presses = _presses(data.get("presses"), frames)
        moves = _moves(data.get("moves"), frames)
        changes = _changes(data.get("changes"), frames)
        return cls(
            room=Room.from_dict(data.get("room")),
            presses=presses,
            moves=moves,
            changes=changes,
            frame_offset=_whole(data.get("frame_offset"), "the screen's frame", 0, 600),
            resumes=_resumes(data.get("resumes"), frames, (presses, changes, moves)),
        )
