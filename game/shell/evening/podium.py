"""The end of the evening: the top three on a podium, the evening's awards, confetti.
Confirm goes back to the title; the evening is then over (its file is removed)."""

from __future__ import annotations

import pygame

from game.core.timing import seconds
from game.engine import motion
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.particles import Particles
from game.engine.scenes import Scene
from game.engine.tween import ease_out_back
from game.engine.widgets import panel, prompt_bar
from game.shell import flow
from game.shell.backdrop import backdrop
from game.shell.evening import store
from game.shell.evening.looks import entrant_look, entrant_name
from game.shell.evening.model import Evening
from game.shell.menu import SAFE_WIDTH, balanced_wrap
from game.shell.people.avatars import draw_avatar

FLOOR = 196  # the podium's blocks stand on this line
BLOCKS = ((1, 320, 62), (2, 220, 42), (3, 420, 28))  # (place, centre x, height)
BLOCK_W = 92
RISE_FRAMES = 30
AWARDS_TOP = 210
LINE_PITCH = 18
AWARDS_WIDTH = 416
# Large text: lower blocks on a higher floor leave the awards room for their larger lines,
# each wrapped inside the TV's safe area.
LARGE_FLOOR = 160
LARGE_HEIGHTS = {1: 48, 2: 38, 3: 30}
LARGE_CENTRES = {1: 320, 2: 190, 3: 450}  # further apart: a long large name stays off the gold
LARGE_AWARDS_TOP = 172
LARGE_LINE_PITCH = 26  # accents and descenders of neighbouring lines stay apart


class EveningPodiumScene(Scene):
    large_text = True  # names and awards are body text

    def __init__(self, evening: Evening) -> None:
        super().__init__()
        self.evening = evening
        self.particles = Particles()

    def enter(self) -> None:
        self.app.audio.play("win")
        self.particles.confetti(640, [pal.YELLOW, pal.SNOW, pal.LIME, pal.PINK])

    def handle(self, event: InputEvent) -> None:
        if (
            event.pressed
            and not event.repeat
            and event.action
            in (
                Action.CONFIRM,
                Action.BACK,
                Action.PAUSE,
            )
        ):
            self.app.audio.play("ui_confirm")
            store.clear()  # seen and confirmed: the evening is over, Continue no longer offers it
            flow.title(self.app)

    def update(self) -> None:
        self.particles.update()
        if self.frame % 90 == 0 and self.frame < 400:
            self.particles.confetti(640, [pal.YELLOW, pal.GOLD], 30)

    def award_lines(self) -> list[str]:
        t = self.app.t
        lines = []
        for key, who, value in self.evening.awards():
            entrant = self.evening.entrant(who)
            name = entrant_name(self.app, entrant)
            if key == "evening.award.fastest":
                shown = t.decimal(seconds(value), 2)
            elif key == "evening.award.coolest":
                shown = t.decimal(float(value))
            else:
                shown = str(int(value))
            lines.append(t(key, name=name, value=shown))
        return lines

    def steps(self) -> list[tuple[int, list]]:
        """(place, who stands there) for the podium's steps, highest first: the best three
        places that someone holds. A tie shares its step, and the next place stands on the
        next step (no step stays empty: 1, 1, 3 stand on the gold step and the one beside)."""
        places, table = self.evening.places(), self.evening.table()
        held = sorted({places[e.key] for e in table if places[e.key] <= len(BLOCKS)})
        return [(p, [e for e in table if places[e.key] == p]) for p in held][: len(BLOCKS)]

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        self.particles.draw(canvas)
        t, text = self.app.t, self.app.text
        text.draw(canvas, t("evening.podium"), (320, 20), "title", pal.YELLOW, "midtop")
        rise = ease_out_back(motion.settled(min(1.0, self.frame / RISE_FRAMES)))
        floor = LARGE_FLOOR if text.large else FLOOR
        for (place, standing), (step, cx, height) in zip(self.steps(), BLOCKS):
            if text.large:
                cx, height = LARGE_CENTRES[step], LARGE_HEIGHTS[step]
            block = pygame.Rect(0, 0, BLOCK_W, max(2, int(height * rise)))
            block.midbottom = (cx, floor)
            colour = {1: pal.GOLD, 2: pal.CLOUD, 3: pal.TAN}[place]
            fill = pal.darker(colour, 0.3)
            panel(canvas, block, fill, colour)
            if rise < 0.9:
                continue
            at = (cx, block.top + 14)
            text.draw(canvas, str(place), at, "big", pal.ink_or_snow(fill), "center")
            for k, entrant in enumerate(standing[:2]):  # a tie stands side by side
                x = cx + (k - (min(len(standing), 2) - 1) / 2) * 44
                avatar, look = entrant_look(self.app, entrant)
                draw_avatar(canvas, avatar, look, (int(x), block.top - 44), 3)
                name = entrant_name(self.app, entrant)
                text.draw(canvas, name, (int(x), block.top - 24), "body", pal.SNOW, "midtop")
        if text.large:
            top, width, pitch = LARGE_AWARDS_TOP, SAFE_WIDTH, LARGE_LINE_PITCH
        else:
            top, width, pitch = AWARDS_TOP, AWARDS_WIDTH, LINE_PITCH
        lines = [
            part
            for line in self.award_lines()
            for part in (balanced_wrap(text, line, width - 16) if text.large else [line])
        ]
        if lines:
            box = pygame.Rect(0, top, width, 14 + pitch * len(lines))
            box.centerx = 320
            panel(canvas, box)
            for i, line in enumerate(lines):
                y = box.top + 7 + i * pitch
                text.draw(canvas, line, (box.centerx, y), "body", pal.CLOUD, "midtop")
        prompt_bar(canvas, text, [("confirm", t("evening.done"))])
