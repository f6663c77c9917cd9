"""Dice you can trust: every die this box threw, per game, with a chi-square verdict in plain
words. Left and right go through the games that throw dice; back leaves."""

from __future__ import annotations

import pygame

from game import catalog
from game.core.fairness import FEW, verdict
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.shell.backdrop import backdrop
from game.shell.dice_view import DiceView, DieRow, draw_dice

# Die names: each game's own words for its coloured dice, the screen's for the others.
COLOUR_NAMES = {"fiese15": "fiese15.colour.{die}", "wuerfelblitz": "wuerfelblitz.colour.{die}"}
OWN_NAMES = {"fischkopp": ("first", "second"), "wuerfelblitz": ("white",)}


def die_name(t, game_id: str, die: str) -> str:
    if die in OWN_NAMES.get(game_id, ()) or game_id not in COLOUR_NAMES:
        return t(f"dice.die_{die}")
    return t(COLOUR_NAMES[game_id].format(die=die))


class DiceScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.games = [info for info in catalog.playable_games() if info.dice]
        self.page = 0

    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        if event.action in (Action.LEFT, Action.RIGHT) and self.games:
            step = -1 if event.action is Action.LEFT else 1
            self.page = (self.page + step) % len(self.games)
            self.app.audio.play("ui_move")
        elif event.repeat:
            return
        elif event.action in (Action.BACK, Action.PAUSE, Action.CONFIRM):
            self.app.audio.play("ui_back")
            self.app.scenes.pop()
        else:
            self.app.audio.play("ui_error")  # nothing else to do here: say so

    def view(self) -> DiceView:
        t = self.app.t
        info = self.games[self.page]
        dice = self.app.dice.dice(info.id)
        result = verdict([counts for _, counts in dice])
        figures = (
            t("dice.figures_few", throws=result.throws)
            if result.kind == FEW
            else t(
                "dice.figures",
                throws=result.throws,
                chi2=t.decimal(result.chi2, 1),
                df=result.df,
                p=t.decimal(result.p, 3),
            )
        )
        return DiceView(
            t("dice.heading"),
            info.title,
            f"< {self.page + 1} / {len(self.games)} >",
            t(f"dice.verdict.{result.kind}"),
            result.kind,
            figures,
            t("dice.face"),
            tuple(DieRow(die_name(t, info.id, die), tuple(counts)) for die, counts in dice),
            t("dice.source"),
            (("move", t("dice.other_game")), ("back", t("prompt.back"))),
        )

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        draw_dice(canvas, self.app.text, self.view())
