"""The kept replays: newest first (a person's page shows only theirs). Up and down choose,
confirm watches, the flip button deletes (pressed twice), back leaves."""

from __future__ import annotations

import pygame

from game import catalog
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.shell import flow
from game.shell.backdrop import backdrop
from game.shell.replay.shelf import Entry
from game.shell.replay.shelf_view import ShelfRow, ShelfView, draw_shelf

ROWS = 8  # rows the panel shows; the list scrolls around the chosen one


class ReplayShelfScene(Scene):
    large_text = True

    def __init__(self, person: str | None = None) -> None:
        super().__init__()
        self.person = person  # only this person's matches (None: the whole box's)
        self.entries: list[Entry] = []
        self.selected = 0
        self.deleting_at: int | None = None  # frame of the first delete press

    def enter(self) -> None:
        self.app.replays.refresh()  # a replay copied into the folder shows up
        self.reload()

    def resume(self) -> None:
        self.reload()

    def reload(self) -> None:
        entries = self.app.replays.entries()
        if self.person is not None:
            entries = [e for e in entries if self.person in e.replay.people()]
        self.entries = entries
        self.selected = min(self.selected, max(0, len(entries) - 1))

    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        action = event.action
        if action in (Action.UP, Action.DOWN) and self.entries:
            step = -1 if action is Action.UP else 1
            self.selected = (self.selected + step) % len(self.entries)
            self.deleting_at = None
            self.app.audio.play("ui_move")
        elif event.repeat:
            return
        elif action in (Action.BACK, Action.PAUSE) and self.deleting_at is not None:
            self.deleting_at = None  # asked to delete: back means no
            self.app.audio.play("ui_back")
        elif action in (Action.BACK, Action.PAUSE):
            self.app.audio.play("ui_back")
            self.app.scenes.pop()
        elif action is Action.CONFIRM and self.entries:
            replay = self.app.replays.load(self.entries[self.selected])
            if replay is None:  # gone or broken since the list was read
                self.app.audio.play("ui_error")
                self.reload()
                return
            self.app.audio.play("ui_confirm")
            flow.go(self.app, "replay", replay)
        elif action is Action.FLIP and self.entries:
            self._delete()
        else:
            self.app.audio.play("ui_error")  # nothing to watch or delete here: say so

    def _delete(self) -> None:
        if self.deleting_at is None:
            self.deleting_at = self.frame  # asked: the row says "press again to delete"
            self.app.audio.play("ui_back")
            return
        self.app.replays.delete(self.entries[self.selected])
        self.deleting_at = None
        self.app.audio.play("ui_confirm")
        self.reload()

    def view(self) -> ShelfView:
        t = self.app.t
        first = max(0, min(len(self.entries) - ROWS, self.selected - ROWS // 2))
        rows = tuple(
            _row(t, entry, first + i == self.selected)
            for i, entry in enumerate(self.entries[first : first + ROWS])
        )
        chosen = self.entries[self.selected] if self.entries else None
        prompts = [("back", t("prompt.back"))]
        if chosen is not None:
            prompts[:0] = [("confirm", t("replays.watch")), ("flip", t("replays.delete"))]
        return ShelfView(
            heading=t("replays.heading"),
            rows=rows,
            more_above=first > 0,
            more_below=first + ROWS < len(self.entries),
            empty=t("replays.empty") if not self.entries else "",
            detail=_detail(t, chosen.replay) if chosen is not None else "",
            asking=t("replays.delete_again") if self.deleting_at is not None else "",
            note=t("replays.kept_note", n=50),
            prompts=tuple(prompts),
        )

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        draw_shelf(canvas, self.app.text, self.view(), self.frame)


def _row(t, entry: Entry, chosen: bool) -> ShelfRow:
    replay = entry.replay
    title = catalog.game_by_id(replay.game_id).title
    when = replay.made[:16].replace("T", " ")
    winners = ", ".join(_name(replay, seat) for seat in replay.winners)
    return ShelfRow(when, title, t("replays.won", names=winners), replay.keep, chosen)


def _name(replay, seat: int) -> str:
    names = replay.room.names
    return names[seat] if seat < len(names) else f"P{seat + 1}"


def _detail(t, replay) -> str:
    """Who scored what, and why it is kept (notable, someone's best)."""
    scores = " · ".join(
        f"{_name(replay, seat)} {total}" for seat, total in enumerate(replay.totals)
    )
    why = []
    if replay.notable:
        why.append(t(replay.notable))
    if replay.best_of:
        seats = replay.people_seats()
        names = [_name(replay, seats[p][0]) for p in replay.best_of if p in seats]
        why.append(t("replays.best_of", names=", ".join(names)))
    return scores + ("  —  " + "; ".join(why) if why else "")
