"""Watching a replay: the game's own match screen, fed the recorded presses on their frames.

The replayed scene runs exactly as it did (same seed, same CPUs thinking on the same frames,
the same presses), so the match, its animations and its last frame are the ones the players
saw. The watchers' presses never reach it: they pause, change the speed (1×, 2×, 4×: more
match frames per frame), step to the next move, jump to a round (winding on without
drawing, or from the start for an earlier round) or leave. Every rules move it makes is
compared with the recorded one: a version that would play the presses into another match
stops and says so instead of showing a wrong match.
"""

from __future__ import annotations

from collections import deque

import pygame

from game import __version__, catalog
from game.core.savefile import UNUSABLE_SAVE
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.engine.widgets import FOOTER_TOP
from game.shell.match.tally import FinalTally
from game.shell.replay.log import Replay, Resume
from game.shell.replay.recorder import Recorder
from game.shell.replay.room import ReplayRoom
from game.shell.replay.view import ReplayBar, draw_bar, draw_winding
from game.shell.replay.voices import keeps_timeline, voice_names

SPEEDS = (1, 2, 4)
#: Loud only at the pace it was played (4× and winding are silent).
LOUD_UP_TO = 2
#: Match frames a frame winds on (a jump shows its progress, the frame stays short: the
#: match's update without drawing costs a fraction of a millisecond).
WIND_FRAMES = 48
#: Frames a step shows at 1× after the move it stepped to, before it pauses again.
STEP_SHOW = 45
#: A real-time moment's timeline stays up this long after it ended (Fischkopp's shouts).
TIMELINE_LINGER = 180
TIMELINE_EVERY = 10  # frames between rebuilds while nothing was played
#: A match still going this long after the recorded one ended lacks presses (a cut file).
OVERRUN = 600


class ReplayScene(Scene):
    def __init__(self, replay: Replay, leave=None) -> None:
        super().__init__()
        self.replay = replay
        self.leave = leave  # what "leave" does (default: back to the screen below)
        self.speed = 1
        self.paused = False
        self.wind_to: int | None = None  # a match frame to wind on to, fast and silent
        self.wind_round = 1  # the round a jump goes to (back or on: it says which)
        self.step_from: int | None = None  # a step: play until the move after this count
        self.show_left = 0  # frames a step still shows before pausing
        self.paused_before_wind = False
        self.ended = False
        self.broken = ""  # why the replay stopped before its end
        self.match: Scene | None = None
        self.timeline = None  # the game's view of the moment under way, if it keeps one
        self._timeline_key: tuple[int, int] | None = None

    # ----- the replayed match ------------------------------------------------------------------
    def enter(self) -> None:
        self._people_before = dict(self.app.seat_people)
        people = self.replay.room.people
        self.app.seat_people = {int(k): v for k, v in people.items()}  # digits (``log``)
        self.start_over()

    def exit(self) -> None:
        self.app.seat_people = self._people_before

    def start_over(self) -> None:
        replay = self.replay
        self.room = ReplayRoom(self.app, replay.room, self._match_ended)
        self.resumes = deque(replay.resumes)  # where the match went on after a crash
        self.ended, self.broken = False, ""
        self.checked = 0  # rules moves found to be the recorded ones
        self.timeline, self._timeline_key = None, None
        self._winner_picture: pygame.Surface | None = None
        self._build(None, replay.frame_offset, Recorder())

    def _build(self, since: Resume | None, frame: int, witness: Recorder) -> None:
        """The match's screen from its seed, or from a save as the resume ``since`` built
        it; fed the presses and changes it was fed, up to the next resume."""
        replay = self.replay
        state, extra = (since.state, since.extra) if since else (None, None)
        scene = catalog.game_by_id(replay.game_id).screen().create_scene(replay.setup, state, extra)
        scene.replaying = True
        scene.recorder = witness  # the moves it makes, checked against the recorded ones
        scene.app = self.room
        scene.frame = frame
        self.match = scene
        after = self.resumes[0] if self.resumes else None
        first = (since.presses, since.changes) if since else (0, 0)
        last = (after.presses, after.changes) if after else (None, None)
        self.presses = deque(replay.presses[first[0] : last[0]])
        self.changes = deque(replay.changes[first[1] : last[1]])
        scene.enter()

    def _resume(self) -> None:
        """The match went on from its save here, as Continue built it after the crash: the
        screen of before has played its last frame; the new one takes over, its witness
        holding the moves made up to the save."""
        resume = self.resumes.popleft()
        if len(self.match.recorder.moves) < resume.moves:
            self.broken = "replay.differs"  # the save held moves this screen never made
            return
        witness = Recorder()
        witness.moves = list(self.replay.moves[: resume.moves])
        self.checked = resume.moves
        try:
            self._build(resume, resume.frame + resume.offset, witness)
        except UNUSABLE_SAVE:
            self.broken = "replay.differs"  # a save this version cannot build

    @property
    def match_frame(self) -> int:
        return self.match.match_frame

    def round_index(self) -> int:
        """The round of the last move played (the rules may be a round ahead of the show)."""
        moves = self.match.recorder.moves
        return moves[-1][1] if moves else 0

    def _match_ended(self, result) -> None:
        self.ended = True
        if result is None:
            return
        if tuple(result.totals) != tuple(self.replay.totals) and not self.broken:
            self.broken = "replay.differs"

    def _one_frame(self) -> None:
        """One match frame, as the app ran it: presses, a change of hands, then the update."""
        if self.resumes and self.match.match_frame > self.resumes[0].frame:
            self._resume()
            if self.broken:
                return
        scene, frame = self.match, self.match.match_frame
        if frame > self.replay.frames + OVERRUN and not self.presses:
            self.broken = "replay.cut"  # its presses ran out long before its match ended
            return
        presses = self.presses
        while presses and presses[0][0] <= frame:
            _, device, action, pressed, repeat, seat, participant = presses.popleft()
            scene.handle(InputEvent(device, Action(action), pressed, repeat, seat, participant))
        while self.changes and self.changes[0][0] <= frame:
            self.room.input.change(self.changes.popleft()[1])
        scene.frame += 1
        scene.update()
        self._check_moves()

    def _check_moves(self) -> None:
        """Each new rules move must be the recorded one (the same move, in the same order);
        up to a resume, only the moves made before its save count."""
        made, recorded = self.match.recorder.moves, self.replay.moves
        if self.resumes:
            made = made[: self.resumes[0].moves]
        while self.checked < len(made):
            if self.checked >= len(recorded) or made[self.checked][2] != recorded[self.checked][2]:
                self.broken = "replay.differs"
                return
            self.checked += 1

    # ----- the frame ---------------------------------------------------------------------------
    def update(self) -> None:
        if self.ended or self.broken:
            return
        if self.wind_to is not None:
            self._wind()
            return
        if self.paused:
            return
        if self.step_from is not None:
            self._step()
            return
        self.room.muted = self.speed > LOUD_UP_TO
        for _ in range(self.speed):
            self._one_frame()
            if self.ended or self.broken:
                break
        self._follow_timeline()

    def _follow_timeline(self) -> None:
        """The game's timeline of the moment under way (Fischkopp: the shout window), built
        from the moves so far: rebuilt when a move lands, and now and then for its close."""
        if not keeps_timeline(self.replay.game_id):
            return
        moves = self.match.recorder.moves
        key = (len(moves), self.match_frame // TIMELINE_EVERY)
        if key == self._timeline_key:
            return
        self._timeline_key = key
        screen = catalog.game_by_id(self.replay.game_id).screen()
        names = voice_names(self.app, self.replay)
        self.timeline = screen.timeline_at(
            self.replay.setup, moves, names, self.app.t, self.match_frame, TIMELINE_LINGER
        )

    def _wind(self) -> None:
        """Wind on to ``wind_to`` for a share of this frame's time, silently."""
        self.room.muted = True
        for _ in range(WIND_FRAMES):
            if self.match_frame >= self.wind_to or self.ended or self.broken:
                break
            self._one_frame()
        if self.match_frame < self.wind_to and not (self.ended or self.broken):
            return
        self.wind_to = None
        self.paused = self.paused_before_wind

    def _step(self) -> None:
        """Fast and silent up to the next move, then that move shown at 1×, then a pause."""
        if len(self.match.recorder.moves) <= self.step_from:
            self.room.muted = True
            for _ in range(WIND_FRAMES):
                if len(self.match.recorder.moves) > self.step_from or self.ended or self.broken:
                    break
                self._one_frame()
            if len(self.match.recorder.moves) <= self.step_from and not (self.ended or self.broken):
                return
            self.show_left = STEP_SHOW
        self.room.muted = False
        if self.show_left > 0 and not (self.ended or self.broken):
            self.show_left -= 1
            self._one_frame()
            return
        self.step_from = None
        self.paused = True

    # ----- what the watchers do ----------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        action = event.action
        if action is Action.BACK and not event.repeat:
            self.app.audio.play("ui_back")
            self.close()
        elif self.ended or self.broken:
            if action is Action.CONFIRM and self.ended and not self.broken and not event.repeat:
                self.app.audio.play("ui_confirm")
                self.watch_again()
            elif action in (Action.CONFIRM, Action.PAUSE) and not event.repeat:
                self.app.audio.play("ui_back")
                self.close()  # Esc and Start leave, as everywhere
            else:
                self.app.audio.play("ui_error")
        elif action in (Action.CONFIRM, Action.PAUSE) and not event.repeat:
            self.paused = not self.paused or self.wind_to is not None
            self.wind_to = self.step_from = None
            self.app.audio.play("ui_confirm")
        elif action in (Action.UP, Action.DOWN):
            self.change_speed(1 if action is Action.UP else -1)
        elif action in (Action.LEFT, Action.RIGHT) and not event.repeat:
            self.jump(-1 if action is Action.LEFT else 1)
        elif action is Action.FLIP and not event.repeat:
            self.step()
        else:
            self.app.audio.play("ui_error")

    def change_speed(self, step: int) -> None:
        index = SPEEDS.index(self.speed) + step
        if not 0 <= index < len(SPEEDS):
            self.app.audio.play("ui_error")
            return
        self.speed = SPEEDS[index]
        self.app.audio.play("ui_move")

    def step(self) -> None:
        """Play on to the next move and show it, then pause."""
        if len(self.match.recorder.moves) >= len(self.replay.moves):
            self.app.audio.play("ui_error")  # no move left: only the end is still to come
            return
        self.paused, self.wind_to = False, None
        self.step_from, self.show_left = len(self.match.recorder.moves), 0
        self.app.audio.play("ui_move")

    def jump(self, step: int) -> None:
        """To the start of the previous or next round (or of this one, when it is under way)."""
        starts = self.replay.rounds
        now = self.round_index()
        here = next((i for i, (number, _) in enumerate(starts) if number == now), 0)
        # A round is reached just after its first move (the move then shows as made).
        begun = here < len(starts) and self.match_frame > starts[here][1] + 1
        target = here + step + (1 if step < 0 and begun else 0)
        if not 0 <= target < len(starts):
            self.app.audio.play("ui_error")
            return
        self.wind_on_to(starts[target][1] + 1)
        self.wind_round = target + 1  # what the jump says: back or on, where it goes
        self.app.audio.play("ui_move")

    def wind_on_to(self, frame: int) -> None:
        self.paused_before_wind = self.paused  # a jump keeps playing or paused, as it was
        if frame < self.match_frame:
            self.start_over()  # time runs one way: an earlier frame is reached from the start
        self.wind_to, self.step_from, self.paused = frame, None, False

    def watch_again(self) -> None:
        self.start_over()
        self.paused, self.wind_to, self.step_from = False, None, None

    def close(self) -> None:
        if self.leave is not None:
            self.leave()
        else:
            self.app.scenes.pop()

    # ----- drawing -----------------------------------------------------------------------------
    def bar(self) -> ReplayBar:
        t = self.app.t
        rounds = self.replay.rounds
        now = self.round_index()
        number = next((i for i, (r, _) in enumerate(rounds) if r == now), 0) + 1
        if self.broken:
            state = "broken"
        elif self.ended:
            state = "ended"
        elif self.wind_to is not None:
            state = "winding"
        else:
            state = "paused" if self.paused else "playing"
        made_by = self.replay.app_version
        return ReplayBar(
            mark=t("replay.mark"),
            speed=f"{self.speed}×",
            state=state,
            round=t("replay.round", n=number, of=max(1, len(rounds))),
            clock=f"{_clock(self.match_frame)} / {_clock(self.replay.frames)}",
            progress=min(1.0, self.match_frame / max(1, self.replay.frames)),
            prompts=_prompts(t, state),
            message=t(self.broken, version=made_by, mine=__version__) if self.broken else "",
            end=t("replay.end") if state == "ended" else t("replay.paused"),
        )

    def draw(self, canvas: pygame.Surface) -> None:
        if self.ended and self._winner_picture is not None:
            canvas.blit(self._winner_picture, (0, 0))  # the end shows the winner's moment
        else:
            self.match.draw(canvas)
            if isinstance(self.match.tally, FinalTally):
                # Kept (a picture, not state): after the last press the screen moved on to
                # the results, which a replay does not show.
                self._winner_picture = canvas.copy()
        if self.timeline is not None:
            screen = catalog.game_by_id(self.replay.game_id).screen()
            height = screen.timeline_height(self.timeline, self.app.text.pitch(15))
            rect = pygame.Rect(32, FOOTER_TOP - 6 - height, 576, height)
            screen.draw_timeline(canvas, self.app.text, self.timeline, rect)
        bar = self.bar()
        draw_bar(canvas, self.app.text, bar)
        if bar.state == "winding":
            rounds = max(1, len(self.replay.rounds))
            words = self.app.t("replay.to_round", n=self.wind_round, of=rounds)
            draw_winding(canvas, self.app.text, words, bar.progress)


def _clock(frames: int) -> str:
    seconds = frames // 60
    return f"{seconds // 60}:{seconds % 60:02d}"


def _prompts(t, state: str) -> tuple[tuple[str, str], ...]:
    if state in ("ended", "broken"):
        again = (("confirm", t("replay.again")),) if state == "ended" else ()
        return (*again, ("back", t("replay.leave")))
    play = t("replay.play") if state == "paused" else t("replay.pause")
    return (
        ("confirm", play),
        ("flip", t("replay.step")),
        ("move", t("replay.round_speed")),
        ("back", t("replay.leave")),
    )
