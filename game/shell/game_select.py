"""Game select: the four games as cards with looping previews."""

from __future__ import annotations

import pygame

from game import catalog
from game.engine import motion
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.engine.tween import ease_out_back
from game.engine.widgets import panel, prompt_bar, pulse
from game.shell import flow
from game.shell.backdrop import backdrop
from game.shell.menu import SAFE_WIDTH, balanced_wrap
from game.shell.previews import draw_preview
from game.shell.tutorial.start import has_tutorial, should_offer, start_tutorial

# Four cards fill the TV's safe area (x 32..608) and end above the footer band.
CARD_W, CARD_H, GAP = 136, 252, 8
CARD_TOP = 52
PREVIEW_H = 100
TAGLINE_TOP = 136  # below the card's top: the tagline's first line
LINE_PITCH = 18  # body lines: accents and descenders of neighbouring lines never touch
TAGLINE_LINES = 4
# Large text: shorter cards with a smaller preview, their title and player count; the chosen
# game's tagline stands under them across the screen, where its larger words fit.
LARGE_CARD_H = 176
LARGE_PREVIEW_H = 64
LARGE_TAGLINE_GAP = 12
LARGE_LINE_PITCH = 26  # accents and descenders of its lines stay apart
PLAYERS_LARGE_UP = 30  # the player count's top above the card's bottom, large


class GameSelectScene(Scene):
    large_text = True  # titles, taglines and player counts are body text

    def __init__(self, selected: int = 0, table: tuple = ()) -> None:
        super().__init__()
        self.selected = selected
        self.table = table  # who played the last match sits down again (``shell.table``)

    def enter(self) -> None:
        self.app.audio.music("music_menu")
        # The cards show each game's own preview: load the games' screens now, while the
        # fade is black, instead of on the first frame that draws them.
        for info in catalog.playable_games():
            info.screen()

    @property
    def game(self) -> catalog.GameInfo:
        return catalog.GAMES[self.selected]

    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        if event.action in (Action.LEFT, Action.RIGHT):
            step = -1 if event.action is Action.LEFT else 1
            self.selected = (self.selected + step) % len(catalog.GAMES)
            self.app.audio.play("ui_move")
        elif event.repeat:
            return
        elif event.action is Action.CONFIRM:
            if self.game.playable:
                self.app.audio.play("ui_confirm")
                if should_offer(self.app, self.game.id, event.device):
                    flow.go(self.app, "tutorial_offer", self.game.id, event.device, self._to_lobby)
                else:
                    self._to_lobby()
            else:
                self.app.audio.play("ui_error")
                self.app.toast(self.app.t("select.not_built", game=self.game.title))
        elif event.action is Action.ROTATE_LEFT or event.action is Action.ROTATE_RIGHT:
            if has_tutorial(self.game.id):
                self.app.audio.play("ui_confirm")
                start_tutorial(self.app, self.game.id, event.device)
        elif event.action is Action.FLIP:
            self.app.audio.play("ui_confirm")
            flow.go(self.app, "howto", self.game)
        elif event.action in (Action.BACK, Action.PAUSE):  # Esc means back here too
            self.app.audio.play("ui_back")
            flow.title(self.app)

    def _to_lobby(self) -> None:
        flow.go(self.app, "lobby", self.game, table=self.table, how="replace", fade=True)

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        t, text = self.app.t, self.app.text
        text.draw(canvas, t("select.title"), (320, 20), "title", pal.YELLOW, "midtop")
        count = len(catalog.GAMES)
        left = 320 - (count * CARD_W + (count - 1) * GAP) // 2
        for i, info in enumerate(catalog.GAMES):
            entrance = ease_out_back(motion.settled(min(1.0, max(0.0, (self.frame - i * 4) / 20))))
            chosen = i == self.selected
            lift = 6 if chosen else 0
            rect = pygame.Rect(
                left + i * (CARD_W + GAP),
                int(CARD_TOP - lift + (1 - entrance) * 300),
                CARD_W,
                LARGE_CARD_H if text.large else CARD_H,
            )
            border = pal.YELLOW if chosen else pal.SLATE
            panel(canvas, rect, pal.DUSK if chosen else pal.darker(pal.DUSK, 0.2), border)
            if chosen:
                glow = rect.inflate(4 + int(2 * pulse(self.frame, 50)), 4)
                pygame.draw.rect(canvas, pal.YELLOW, glow, 1, border_radius=6)
            preview_h = LARGE_PREVIEW_H if text.large else PREVIEW_H
            preview = pygame.Rect(rect.left + 8, rect.top + 8, CARD_W - 16, preview_h)
            # The chosen card's preview plays; with calm motion it stands on its still frame.
            playing = chosen and not motion.calm()
            draw_preview(info, canvas, preview, self.app.frame if playing else 110)
            text.draw(
                canvas,
                info.title,
                (rect.centerx, rect.top + preview_h + 14),
                "body",
                pal.YELLOW if chosen else pal.SNOW,
                "midtop",
            )
            taglines = [] if text.large else text.wrap(t(info.tagline_key), CARD_W - 14, "body")
            for j, line in enumerate(taglines[:TAGLINE_LINES]):
                text.draw(
                    canvas,
                    line,
                    (rect.centerx, rect.top + TAGLINE_TOP + j * LINE_PITCH),
                    "body",
                    pal.CLOUD,
                    "midtop",
                )
            seats = (
                f"{info.min_seats}–{info.max_seats}"
                if info.min_seats != info.max_seats
                else str(info.min_seats)
            )
            text.draw(
                canvas,
                t("select.players", n=seats),
                (rect.centerx, rect.bottom - (PLAYERS_LARGE_UP if text.large else 24)),
                "body",
                pal.MIST,
                "midtop",
            )
            if not info.playable:
                badge = pygame.Rect(0, 0, CARD_W - 20, 16)
                badge.center = (rect.centerx, preview.centery)
                panel(canvas, badge, pal.WINE, pal.PINK)
                text.draw(canvas, t("select.soon"), badge.center, "body", pal.SNOW, "center")
        if text.large:
            self._draw_chosen_tagline(canvas, CARD_TOP + LARGE_CARD_H + LARGE_TAGLINE_GAP)
        prompts = [("move", t("prompt.choose")), ("confirm", t("select.play"))]
        if has_tutorial(self.game.id):
            prompts.append(("rotate", t("select.learn")))
        prompts += [("flip", t("select.howto")), ("back", t("prompt.back"))]
        prompt_bar(canvas, text, prompts)

    def _draw_chosen_tagline(self, canvas: pygame.Surface, top: int) -> None:
        text = self.app.text
        words = self.app.t(self.game.tagline_key)
        for i, line in enumerate(balanced_wrap(text, words, SAFE_WIDTH - 16)):
            at = (320, top + i * LARGE_LINE_PITCH)
            text.draw(canvas, line, at, "body", pal.CLOUD, "midtop")
