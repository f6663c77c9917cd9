"""The Fiese 15 scene's beats: what each rules event looks and sounds like, in order.

Part of ``Fiese15Scene`` (a mixin). ``_animate`` turns the events of one move into beats
on the timeline; each beat updates the view state (what the screen shows) when it starts.
"""

from __future__ import annotations

from functools import partial

from game.core.events import Event
from game.core.setup import Line, MatchResult
from game.core.standings import ranks
from game.engine import palette as pal
from game.engine.dice_art import DIE_COLOURS
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
from game.fiese15.logic.rules import Phase
from game.fiese15.logic.strips import COLOURS
from game.fiese15.screen.dice_view import TRAY_BUST, TRAY_CHOOSE, TRAY_ROLLING, TRAY_STALE
from game.fiese15.screen.draw_table import draw_handicap_tile
from game.fiese15.screen.hud import REASON_COLOURS, Banner, Floater, sheet_cell
from game.fiese15.screen.layout import TRAY_RECT, TRAY_Y, socket_pos
from game.fiese15.screen.tuning import (
    BANNER_FRAMES,
    CPU_FLOATER,
    FLOATER,
    REVEAL_FRAMES,
    TURN_BANNER,
)
from game.shell.match.coaching import cost_lines
from game.shell.match.tally import FinalTally, RoundTally, TallyRow


class BeatsMixin:
    def _animate(self, events: list[Event], opening: bool = False) -> None:
        for event in events:
            if isinstance(event, RoundStarted):
                if not opening:
                    self.timeline.add(0, None, lambda: not self.banners)  # BUST! read first
                    self.timeline.add(0, partial(self._open_round_tally, event), self._no_tally)
                self.timeline.add(REVEAL_FRAMES // 2, partial(self._reveal, event))
            elif isinstance(event, TurnStarted):
                # A BUST! or bonus banner slides out first: two banners never share the spot.
                self.timeline.add(0, None, lambda: not self.banners)
                self.timeline.add(TURN_BANNER, partial(self._turn_started, event))
                if opening:
                    self.timeline.add(0, self._snap_to_match)
            elif isinstance(event, DiceRolled):
                self.timeline.add(0, partial(self._roll_started, event), self._dice_still)
                self.timeline.add(0, partial(self._roll_settled, event))
            elif isinstance(event, DicePlaced):
                self.timeline.add(0, partial(self._place_started, event), self._dice_still)
                self.timeline.add(0, partial(self._place_landed, event))
            elif isinstance(event, TurnEnded):
                frames = {REASON_BUST: 70, REASON_ALL_SIX: 80, REASON_STOP_BONUS: 56}
                self.timeline.add(frames.get(event.reason, 30), partial(self._turn_ended, event))
                # The dice go home while the score flies; the score is written on the sheet
                # by its floater landing (``_score_landed``), never before.
                self.timeline.add(
                    0, self._clear_dice, lambda: self._dice_still() and not self.floaters
                )
            elif isinstance(event, GameOver):
                self.timeline.add(0, partial(self._open_final_tally, event), self._no_tally)

    def _no_tally(self) -> bool:
        return self.tally is None

    def _dice_still(self) -> bool:
        return not self.dice.moving

    def _reveal(self, event: RoundStarted) -> None:
        self.shown_round = event.round_index
        self.shown_tiles = event.tiles or None
        self.reveal_age = 0
        self.app.audio.play("piece_land")

    def _turn_started(self, event: TurnStarted) -> None:
        self.shown_seat, self.shown_targets = event.seat, event.targets
        self.view_placed, self.card_result, self.valid = {}, None, ()
        self.tray, self.thought, self.rolls_shown = TRAY_ROLLING, "", 0
        if not self.match.seats[event.seat].is_cpu:
            self.turbo = False  # a human is up: back to normal pace
        name = self.app.t("fiese15.banner.turn", name=self.seat_name(event.seat))
        self.banners.append(Banner(name, pal.seat_colour(event.seat), BANNER_FRAMES, event.seat))
        self.app.audio.play("ui_go")

    def _snap_to_match(self) -> None:
        """A resumed game: the dice lie where the save left them."""
        match = self.match
        self.dice.snap(match)
        self.view_placed = dict(match.placed)
        if match.phase is Phase.AWAIT_PLACE:
            self.tray, self.valid = TRAY_CHOOSE, match.valid_colours()
        elif match.dice:
            self.tray = TRAY_STALE

    def _roll_started(self, event: DiceRolled) -> None:
        self.rolls_shown += 1
        self.tray, self.valid = TRAY_ROLLING, ()
        self.dice.roll(dict(event.values))
        self.status = self.app.t("fiese15.status.rolling", name=self.seat_name(event.seat))
        if self.match.seats[event.seat].is_cpu:
            self.thought = self.status
        self.app.audio.play("dice_roll")

    def _roll_settled(self, event: DiceRolled) -> None:
        self.app.audio.play("dice_settle")
        self.valid = event.valid
        self.tray = TRAY_CHOOSE if event.valid else TRAY_BUST

    def _place_started(self, event: DicePlaced) -> None:
        self.tray, self.valid = TRAY_STALE, ()
        self.dice.place(event.colours)

    def _place_landed(self, event: DicePlaced) -> None:
        self.app.audio.play("dice_place")
        for colour in event.colours:
            self.view_placed[colour] = self.dice.sprites[colour].value
            x, y = socket_pos(colour)
            self.particles.burst(x, y, [DIE_COLOURS[colour], pal.SNOW], 10, 2.0, 18)

    def _turn_ended(self, event: TurnEnded) -> None:
        t, audio = self.app.t, self.app.audio
        colour = pal.SNOW
        if event.reason == REASON_BUST:
            audio.play("bust")
            self.shake, self.tray, colour = 20, TRAY_BUST, pal.PINK
            self.banners.append(Banner(t("fiese15.banner.bust"), pal.PINK, 62))
        elif event.reason == REASON_ALL_SIX:
            audio.play("doubled")
            self.shake, colour = 10, pal.YELLOW
            self.banners.append(Banner(t("fiese15.banner.all_six"), pal.YELLOW, 72))
            for c in COLOURS:
                x, y = socket_pos(c)
                self.particles.burst(x, y, [DIE_COLOURS[c], pal.YELLOW, pal.SNOW], 24, 3.5, 40)
        elif event.reason == REASON_STOP_BONUS:
            audio.play("bonus")
            colour = pal.LIME
            self.banners.append(Banner(t("fiese15.banner.bonus"), pal.LIME, 50))
        if self.match.seats[event.seat].is_cpu and event.reason == REASON_BUST:
            self.thought = self._bust_words(event.score)
        self.card_result = (event.score, event.reason)
        self.status = t("fiese15.status.scored", name=self.seat_name(event.seat), score=event.score)
        seats = len(self.match.seats)
        self.hidden_cell = (event.seat, event.round_index)
        end = sheet_cell(event.seat, seats, event.round_index)
        frames = CPU_FLOATER if self.match.seats[event.seat].is_cpu else FLOATER
        start = (TRAY_RECT.centerx, TRAY_Y - 4)  # below the banner, above the dice labels
        landed = partial(self._score_landed, event)
        self.floaters.append(Floater(f"+{event.score}", colour, start, end, frames, landed=landed))

    def _bust_words(self, score: int) -> str:
        """What a busting CPU says, true to what the bust paid: the whole strip on a first
        roll is good news; a bust paying less than stopping would have is the "oh no"."""
        t = self.app.t
        stop, _, _ = self.card_values()  # the dice still shown placed: what stopping paid
        if self.match.options.zocker:
            return t("fiese15.cpu.bust")
        if stop is None:
            return t("fiese15.cpu.bust_strip", score=score)
        key = "fiese15.cpu.bust_less" if score < stop else "fiese15.cpu.bust_more"
        return t(key, score=score)

    def _score_landed(self, event: TurnEnded) -> None:
        """The flying score reached its cell: only now does the sheet show it."""
        self.app.audio.play("score_tick")
        self.shown_scores[event.seat][event.round_index] = event.score
        self.shown_cells[event.seat][event.round_index] = event.reason
        self.hidden_cell = None

    def _clear_dice(self) -> None:
        self.tray, self.valid = TRAY_ROLLING, ()
        self.dice.clear()

    def _open_round_tally(self, event: RoundStarted) -> None:
        finished = event.round_index - 1
        totals = self.shown_totals  # the sheet as shown: every score of the round landed
        rows = [
            TallyRow(
                seat,
                self.seat_name(seat),
                self.shown_scores[seat][finished] or 0,
                totals[seat],
                REASON_COLOURS.get(self.shown_cells[seat][finished], pal.SNOW),
                partial(_tile_badge, tile=event.tiles[seat]) if event.tiles else None,
            )
            for seat in range(len(self.match.seats))
        ]
        t = self.app.t
        title = t("fiese15.tally.round", n=finished + 1)
        headings = (t("fiese15.tally.scored"), t("fiese15.tally.total"), t("fiese15.tally.tile"))
        self.tally = RoundTally(title, headings, rows, self.app.audio.play)

    def _open_final_tally(self, event: GameOver) -> None:
        self.shown_over = True
        t = self.app.t
        rows = [
            TallyRow(seat, self.seat_name(seat), total, total)
            for seat, total in enumerate(event.totals)
        ]
        if len(event.winners) == 1:
            verdict = t("fiese15.tally.winner", name=self.seat_name(event.winners[0]))
        else:
            verdict = t("fiese15.tally.shared")
        self.tally = FinalTally(
            t("fiese15.tally.final"),
            verdict,
            t("fiese15.tally.continue"),
            rows,
            ranks(event.totals),
            event.winners,
            self.app.audio.play,
            partial(self._celebrate, event.winners),
        )

    def _celebrate(self, winners: tuple[int, ...]) -> None:
        colours = [pal.seat_colour(w) for w in winners] + [pal.YELLOW, pal.SNOW]
        self.particles.confetti(640, colours, 160)
        self.particles.burst(320, 120, colours, 60, 4.5, 60)
        self.shake = 12

    def build_result(self) -> MatchResult:
        return MatchResult(
            self.setup,
            tuple(self.match.totals),
            awards=self.stats.awards(),
            stats=(*self._coach_lines(), *self.stats.stat_lines()),
            measures=(("busts", tuple(s.busts for s in self.stats.seats)),),
        )

    def _coach_lines(self) -> tuple[Line, ...]:
        """What each coached seat's choices cost against best play, in expected points."""
        return cost_lines("fiese15.stat.coach_cost", self.coached, self.coach_cost)


def _tile_badge(canvas, text, rect, tile: int) -> None:
    draw_handicap_tile(canvas, text, rect, tile)
