"""The Fiese 15 beats: what each rules event looks and sounds like, in order.

``Beats`` is the part of the scene that owns the table as shown: which round, strip and
seat are on screen, the dice shown placed, the score sheet as shown (a score is written
when its flying number lands), the tray's meaning, the card's result, and the things
over the table (the dice sprites, banners, flying scores, particles). ``animate`` turns
the events of one move into beats on the timeline; each beat updates that shown state
when it starts, so what players see lags the rules by exactly the animation.

It reaches the scene only through ``BeatsHost`` (the match, the timeline, the tally it
opens, the screen's shake, seat names, the app's words and sounds), tells the controls
what the panel says and the CPU's bubble what it says.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Protocol

from game.core.events import Event
from game.core.standings import ranks
from game.engine import palette as pal
from game.engine.dice_art import DIE_COLOURS
from game.engine.particles import Particles
from game.fiese15.logic.events import (
    REASON_ALL_SIX,
    REASON_BUST,
    REASON_STOP_BONUS,
    DicePlaced,
    DiceRolled,
    GameOver,
    RoundStarted,
    TurnEnded,
    TurnStarted,
)
from game.fiese15.logic.rules import Fiese15Match, Phase
from game.fiese15.logic.strips import COLOURS
from game.fiese15.screen.controls import Controls
from game.fiese15.screen.cpu_moves import CpuMoves
from game.fiese15.screen.dice_view import (
    TRAY_BUST,
    TRAY_CHOOSE,
    TRAY_ROLLING,
    TRAY_STALE,
    DiceView,
)
from game.fiese15.screen.draw_table import draw_handicap_tile
from game.fiese15.screen.hud import REASON_COLOURS, Banner, Floater, sheet_cell
from game.fiese15.screen.layout import TRAY_RECT, TRAY_Y, socket_pos
from game.fiese15.screen.stakes import card_values
from game.fiese15.screen.tuning import (
    BANNER_FRAMES,
    CPU_FLOATER,
    FLOATER,
    REVEAL_FRAMES,
    TURN_BANNER,
)
from game.shell.match.tally import FinalTally, RoundTally, TallyRow
from game.shell.match.timeline import Timeline


class BeatsHost(Protocol):
    app: Any
    match: Fiese15Match
    timeline: Timeline
    tally: RoundTally | FinalTally | None
    shake: int  # frames the whole screen still shakes
    fx_rng: Any

    def seat_name(self, seat: int) -> str: ...


class Beats:
    def __init__(
        self,
        host: BeatsHost,
        controls: Controls,
        cpu_moves: CpuMoves,
        cells: list[list[str]],
    ) -> None:
        self.host = host
        self.controls = controls
        self.cpu_moves = cpu_moves
        match = host.match
        self.dice = DiceView(host.fx_rng)
        self.particles = Particles(host.fx_rng)
        self.banners: list[Banner] = []
        self.floaters: list[Floater] = []
        self.shown_round = match.round_index
        self.shown_seat = match.current_seat
        self.shown_targets: tuple[int, ...] = match.targets()
        self.shown_tiles: tuple[int, ...] | None = (
            tuple(match.tiles) if match.tiles is not None else None
        )
        self.placed: dict[str, int] = {}  # the dice shown placed on the strip
        # The score sheet as shown: a score is written when its flying number lands.
        self.shown_scores = [list(row) for row in match.scores]
        self.shown_cells = [list(row) for row in cells]  # each score's reason (its colour)
        self.shown_over = match.is_over
        self.rolls_shown = 0  # rolls of the turn on screen so far (a CPU's pace rises)
        self.card_result: tuple[int, str] | None = None
        self.tray = TRAY_ROLLING
        self.valid: tuple[str, ...] = ()
        self.hidden_cell: tuple[int, int] | None = None  # its score is flying there
        self.reveal_age = REVEAL_FRAMES

    @property
    def shown_totals(self) -> list[int]:
        return [sum(s for s in row if s is not None) for row in self.shown_scores]

    def update(self, steps: int) -> None:
        """One frame: overlays age ``steps`` times (once, unless a player hurries the show),
        then the particles."""
        for _ in range(steps):
            for group in (self.banners, self.floaters):
                for item in group:
                    item.update()
                group[:] = [item for item in group if not item.done]
        self.particles.update()

    def tick(self) -> None:
        """One presentation step of the things that move by themselves."""
        self.dice.tick()
        self.reveal_age += 1

    def animate(self, events: list[Event], opening: bool = False) -> None:
        timeline = self.host.timeline
        for event in events:
            if isinstance(event, RoundStarted):
                if not opening:
                    timeline.add(0, None, lambda: not self.banners)  # BUST! read first
                    timeline.add(0, partial(self._open_round_tally, event), self._no_tally)
                timeline.add(REVEAL_FRAMES // 2, partial(self._reveal, event))
            elif isinstance(event, TurnStarted):
                # A BUST! or bonus banner slides out first: two banners never share the spot.
                timeline.add(0, None, lambda: not self.banners)
                timeline.add(TURN_BANNER, partial(self._turn_started, event))
                if opening:
                    timeline.add(0, self._snap_to_match)
            elif isinstance(event, DiceRolled):
                timeline.add(0, partial(self._roll_started, event), self._dice_still)
                timeline.add(0, partial(self._roll_settled, event))
            elif isinstance(event, DicePlaced):
                timeline.add(0, partial(self._place_started, event), self._dice_still)
                timeline.add(0, partial(self._place_landed, event))
            elif isinstance(event, TurnEnded):
                frames = {REASON_BUST: 70, REASON_ALL_SIX: 80, REASON_STOP_BONUS: 56}
                timeline.add(frames.get(event.reason, 30), partial(self._turn_ended, event))
                # The dice go home while the score flies; the score is written on the sheet
                # by its floater landing (``_score_landed``), never before.
                timeline.add(0, self._clear_dice, lambda: self._dice_still() and not self.floaters)
            elif isinstance(event, GameOver):
                timeline.add(0, partial(self._open_final_tally, event), self._no_tally)

    def _no_tally(self) -> bool:
        return self.host.tally is None

    def _dice_still(self) -> bool:
        return not self.dice.moving

    def _reveal(self, event: RoundStarted) -> None:
        self.shown_round = event.round_index
        self.shown_tiles = event.tiles or None
        self.reveal_age = 0
        self.host.app.audio.play("piece_land")

    def _turn_started(self, event: TurnStarted) -> None:
        self.shown_seat, self.shown_targets = event.seat, event.targets
        self.placed, self.card_result, self.valid = {}, None, ()
        self.tray, self.rolls_shown = TRAY_ROLLING, 0
        self.cpu_moves.think("")
        host = self.host
        if not host.match.seats[event.seat].is_cpu:
            self.controls.calm()  # a human is up: back to normal pace
        name = host.app.t("fiese15.banner.turn", name=host.seat_name(event.seat))
        self.banners.append(Banner(name, pal.seat_colour(event.seat), BANNER_FRAMES, event.seat))
        host.app.audio.play("ui_go")

    def _snap_to_match(self) -> None:
        """A resumed game: the dice lie where the save left them."""
        match = self.host.match
        self.dice.snap(match)
        self.placed = dict(match.placed)
        if match.phase is Phase.AWAIT_PLACE:
            self.tray, self.valid = TRAY_CHOOSE, match.valid_colours()
        elif match.dice:
            self.tray = TRAY_STALE

    def _roll_started(self, event: DiceRolled) -> None:
        self.rolls_shown += 1
        self.tray, self.valid = TRAY_ROLLING, ()
        self.dice.roll(dict(event.values))
        host = self.host
        status = host.app.t("fiese15.status.rolling", name=host.seat_name(event.seat))
        self.controls.say(status)
        if host.match.seats[event.seat].is_cpu:
            self.cpu_moves.think(status)
        host.app.audio.play("dice_roll")

    def _roll_settled(self, event: DiceRolled) -> None:
        self.host.app.audio.play("dice_settle")
        self.valid = event.valid
        self.tray = TRAY_CHOOSE if event.valid else TRAY_BUST

    def _place_started(self, event: DicePlaced) -> None:
        self.tray, self.valid = TRAY_STALE, ()
        self.dice.place(event.colours)

    def _place_landed(self, event: DicePlaced) -> None:
        self.host.app.audio.play("dice_place")
        for colour in event.colours:
            self.placed[colour] = self.dice.sprites[colour].value
            x, y = socket_pos(colour)
            self.particles.burst(x, y, [DIE_COLOURS[colour], pal.SNOW], 10, 2.0, 18)

    def _turn_ended(self, event: TurnEnded) -> None:
        host = self.host
        t, audio = host.app.t, host.app.audio
        cpu = host.match.seats[event.seat].is_cpu
        colour = pal.SNOW
        if event.reason == REASON_BUST:
            audio.play("bust")
            host.shake, self.tray, colour = 20, TRAY_BUST, pal.PINK
            self.banners.append(Banner(t("fiese15.banner.bust"), pal.PINK, 62))
        elif event.reason == REASON_ALL_SIX:
            audio.play("doubled")
            host.shake, colour = 10, pal.YELLOW
            self.banners.append(Banner(t("fiese15.banner.all_six"), pal.YELLOW, 72))
            for c in COLOURS:
                x, y = socket_pos(c)
                self.particles.burst(x, y, [DIE_COLOURS[c], pal.YELLOW, pal.SNOW], 24, 3.5, 40)
        elif event.reason == REASON_STOP_BONUS:
            audio.play("bonus")
            colour = pal.LIME
            self.banners.append(Banner(t("fiese15.banner.bonus"), pal.LIME, 50))
        if cpu and event.reason == REASON_BUST:
            self.cpu_moves.think(self._bust_words(event.score))
        self.card_result = (event.score, event.reason)
        name = host.seat_name(event.seat)
        self.controls.say(t("fiese15.status.scored", name=name, score=event.score))
        seats = len(host.match.seats)
        self.hidden_cell = (event.seat, event.round_index)
        end = sheet_cell(event.seat, seats, event.round_index)
        frames = CPU_FLOATER if cpu else FLOATER
        start = (TRAY_RECT.centerx, TRAY_Y - 4)  # below the banner, above the dice labels
        landed = partial(self._score_landed, event)
        self.floaters.append(Floater(f"+{event.score}", colour, start, end, frames, landed=landed))

    def _bust_words(self, score: int) -> str:
        """What a busting CPU says, true to what the bust paid: the whole strip on a first
        roll is good news; a bust paying less than stopping would have is the "oh no"."""
        t = self.host.app.t
        zocker = self.host.match.options.zocker
        # The dice still shown placed: what stopping paid.
        stop, _, _ = card_values(self.placed, self.shown_targets, zocker)
        if zocker:
            return t("fiese15.cpu.bust")
        if stop is None:
            return t("fiese15.cpu.bust_strip", score=score)
        key = "fiese15.cpu.bust_less" if score < stop else "fiese15.cpu.bust_more"
        return t(key, score=score)

    def _score_landed(self, event: TurnEnded) -> None:
        """The flying score reached its cell: only now does the sheet show it."""
        self.host.app.audio.play("score_tick")
        self.shown_scores[event.seat][event.round_index] = event.score
        self.shown_cells[event.seat][event.round_index] = event.reason
        self.hidden_cell = None

    def _clear_dice(self) -> None:
        self.tray, self.valid = TRAY_ROLLING, ()
        self.dice.clear()

    def _open_round_tally(self, event: RoundStarted) -> None:
        host = self.host
        finished = event.round_index - 1
        totals = self.shown_totals  # the sheet as shown: every score of the round landed
        rows = [
            TallyRow(
                seat,
                host.seat_name(seat),
                self.shown_scores[seat][finished] or 0,
                totals[seat],
                REASON_COLOURS.get(self.shown_cells[seat][finished], pal.SNOW),
                partial(_tile_badge, tile=event.tiles[seat]) if event.tiles else None,
            )
            for seat in range(len(host.match.seats))
        ]
        t = host.app.t
        title = t("fiese15.tally.round", n=finished + 1)
        headings = (t("fiese15.tally.scored"), t("fiese15.tally.total"), t("fiese15.tally.tile"))
        host.tally = RoundTally(title, headings, rows, host.app.audio.play)

    def _open_final_tally(self, event: GameOver) -> None:
        host = self.host
        self.shown_over = True
        t = host.app.t
        rows = [
            TallyRow(seat, host.seat_name(seat), total, total)
            for seat, total in enumerate(event.totals)
        ]
        if len(event.winners) == 1:
            verdict = t("fiese15.tally.winner", name=host.seat_name(event.winners[0]))
        else:
            verdict = t("fiese15.tally.shared")
        host.tally = FinalTally(
            t("fiese15.tally.final"),
            verdict,
            t("fiese15.tally.continue"),
            rows,
            ranks(event.totals),
            event.winners,
            host.app.audio.play,
            partial(self._celebrate, event.winners),
        )

    def _celebrate(self, winners: tuple[int, ...]) -> None:
        colours = [pal.seat_colour(w) for w in winners] + [pal.YELLOW, pal.SNOW]
        self.particles.confetti(640, colours, 160)
        self.particles.burst(320, 120, colours, 60, 4.5, 60)
        self.host.shake = 12


def _tile_badge(canvas, text, rect, tile: int) -> None:
    draw_handicap_tile(canvas, text, rect, tile)
