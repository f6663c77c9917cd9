"""The match kit's recorder: writes down what a replay needs while a match is played.

``MatchScene`` owns one for every match that starts from its seed (not a lesson, not a CPU
show). Its log so far goes into every autosave (``saved``): a match resumed after a crash
goes on writing it (``resumed``), noting where the screen was built again from the save,
so the replay plays the match as it went, the crash included.
"""

from __future__ import annotations

import dataclasses

from game import __version__, catalog
from game.core.setup import MatchResult, MatchSetup
from game.engine.input import InputEvent
from game.shell.replay.log import Change, Log, Move, Press, Replay, Resume, Room, plain


class Recorder:
    def __init__(self) -> None:
        self.room: Room | None = None
        self.presses: list[Press] = []
        self.moves: list[Move] = []
        self.changes: list[Change] = []
        self.resumes: list[Resume] = []
        self.frame_offset = 0  # the first screen's frame count against the match's
        self.offset = 0  # the same for the screen recording now (``keep_time``)

    @classmethod
    def resumed(cls, saved: object, frame: int, state: dict, extra: dict, offset: int) -> Recorder:
        """Going on with the log an autosave kept (made at match frame ``frame``), from
        ``state``/``extra`` rebuilt; ``ReplayError`` if the log is damaged."""
        log = Log.from_dict(saved, frame)
        recorder = cls()
        recorder.room = log.room
        recorder.presses, recorder.moves, recorder.changes = log.presses, log.moves, log.changes
        recorder.frame_offset = log.frame_offset
        resume = Resume(
            frame, len(log.presses), len(log.changes), len(log.moves), offset, state, extra
        )
        recorder.resumes = [*log.resumes, resume]
        recorder.offset = offset
        room = log.changes[-1][1] if log.changes else log.room
        recorder._seen = (room.seats, room.participants, room.bench)
        return recorder

    def keep_time(self, frame: int, match_frame: int) -> None:
        """The screen's frame count against the match's, as it runs (an update, before its
        match frame is counted): where a replay's screen starts counting."""
        self.offset = frame - match_frame - 1

    def _offsets(self) -> tuple[int, list[Resume]]:
        if not self.resumes:
            return self.offset, []
        last = dataclasses.replace(self.resumes[-1], offset=self.offset)
        return self.frame_offset, [*self.resumes[:-1], last]

    def saved(self) -> dict:
        """The log so far, for the autosave (copies: the writer thread reads it later)."""
        frame_offset, resumes = self._offsets()
        log = Log(
            self.room or Room(),
            list(self.presses),
            list(self.moves),
            list(self.changes),
            frame_offset,
            resumes,
        )
        return log.to_dict()

    def look_at_room(self, app, setup: MatchSetup) -> None:
        """Who holds which seat as the match begins (once, before its first press)."""
        if self.room is not None:
            return
        inputs = app.input
        self.room = Room(
            seats=dict(inputs.seat_of),
            participants=dict(inputs.participant_of),
            bench=inputs.spectators(),
            families=_families(inputs),
            names=[app.seat_name(seat.index) for seat in setup.seats],
            people={str(seat): person for seat, person in app.seat_people.items()},
        )
        self._seen = (self.room.seats, self.room.participants, self.room.bench)

    def watch_room(self, frame: int, inputs) -> None:
        """A seat changed hands (a pad came back, a phone took over, someone joined the
        bench): the replay's room changes on the same frame. Cheap when nothing changed."""
        if self.room is None:
            return  # a replay's own witness: it only checks the moves
        seen = self._seen
        same = inputs.seat_of == seen[0] and inputs.participant_of == seen[1]
        if same and inputs.spectators() == seen[2]:
            return
        room = Room(
            seats=dict(inputs.seat_of),
            participants=dict(inputs.participant_of),
            bench=inputs.spectators(),
            families=_families(inputs),
            names=self.room.names,
            people=self.room.people,
        )
        self._seen = (room.seats, room.participants, room.bench)
        self.changes.append((frame, room))

    def press(self, frame: int, event: InputEvent) -> None:
        self.presses.append(
            (
                frame,
                event.device,
                event.action.value,
                event.pressed,
                event.repeat,
                event.seat,
                event.participant,
            )
        )

    def move(self, frame: int, round_index: int, action: object) -> None:
        self.moves.append((frame, round_index, plain(action)))

    def replay(self, result: MatchResult, frames: int, made: str) -> Replay:
        """The finished match's replay; a game may call it notable (kept for good)."""
        screen = catalog.game_by_id(result.setup.game_id).screen()
        spot = getattr(screen, "notable", None)
        notable = spot(result, self.moves) if spot is not None else ""
        frame_offset, resumes = self._offsets()
        return Replay(
            game_id=result.setup.game_id,
            setup=result.setup,
            app_version=__version__,
            made=made,
            room=self.room or Room(),
            presses=list(self.presses),
            moves=list(self.moves),
            changes=list(self.changes),
            frames=frames,
            frame_offset=frame_offset,
            totals=tuple(result.totals),
            winners=tuple(result.winners),
            lowest_wins=result.lowest_wins,
            notable=notable,
            resumes=resumes,
        )


def _families(inputs) -> dict[str, str]:
    devices = [*inputs.seat_of, *inputs.participant_of]
    return {d: f for d in devices if (f := inputs.family_of(d)) is not None}
