"""A person's stats screen: any device moves through the people (left/right) and their
games (up/down), the last row their kept replays; confirm makes a new person (also on a box
that knows nobody yet), or on the replays row lists them to watch again; X renames, Y
deletes (after a confirm), back leaves."""

from __future__ import annotations

import pygame

from game import catalog
from game.core.timing import seconds
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.shell import flow
from game.shell.backdrop import backdrop
from game.shell.menu import MenuItem, MenuScene
from game.shell.people.loaded import people_store
from game.shell.people.person import Person
from game.shell.people.stats_view import GameRow, StatsView, draw_stats

VERSUS_SHOWN = 3  # the people met most


class PeopleStatsScene(Scene):
    def __init__(self, store=None, person_id: str | None = None) -> None:
        super().__init__()
        self._store = store  # None: the app's people
        self.person_id = person_id
        self.selected = 0  # a game's row, or the replays row after them
        self.replays: dict[str, int] = {}  # person id -> kept replays they played in

    def enter(self) -> None:
        self.count_replays()

    def resume(self) -> None:
        self.count_replays()  # one may have been deleted from the list

    def count_replays(self) -> None:
        counts: dict[str, int] = {}
        for entry in self.app.replays.entries():
            for person in entry.replay.people():
                counts[person] = counts.get(person, 0) + 1
        self.replays = counts

    @property
    def on_replays(self) -> bool:
        return self.selected == len(catalog.GAMES)

    @property
    def store(self):
        return self._store if self._store is not None else people_store(self.app)

    @property
    def people(self) -> list[Person]:
        return self.store.recent()

    @property
    def person(self) -> Person | None:
        people = self.people
        found = self.store.get(self.person_id)
        return found if found is not None else (people[0] if people else None)

    # ----- input ------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        action, person = event.action, self.person
        if action in (Action.BACK, Action.PAUSE) and not event.repeat:
            self.app.audio.play("ui_back")
            self.app.scenes.pop()
        elif action is Action.CONFIRM and not event.repeat:
            if self.on_replays and person is not None and self.replays.get(person.id):
                self.app.audio.play("ui_confirm")
                flow.go(self.app, "replays", person.id)
            else:
                self.new_person(event.device)
        elif person is None:
            self.app.audio.play("ui_error")  # nobody to look through yet
        elif action in (Action.LEFT, Action.RIGHT):
            people = self.people
            index = people.index(person) + (-1 if action is Action.LEFT else 1)
            self.person_id = people[index % len(people)].id
            self.app.audio.play("ui_move")
        elif action in (Action.UP, Action.DOWN):
            count = len(catalog.GAMES) + 1  # and the replays row
            self.selected = (self.selected + (-1 if action is Action.UP else 1)) % count
            self.app.audio.play("ui_move")
        elif event.repeat:
            return
        elif action in (Action.ROTATE_LEFT, Action.ROTATE_RIGHT):
            self.app.audio.play("ui_confirm")
            flow.go(
                self.app,
                "name_entry",
                event.device,
                lambda name: self.store.rename(person, name),
                text=person.name,
                heading_key="people.rename",
            )
        elif action is Action.FLIP:
            self.app.audio.play("ui_confirm")
            self.app.scenes.push(DeleteConfirmScene(self.store, person))

    def new_person(self, device: str) -> None:
        """A new person's name and look, as a device joining a game makes one; then their page."""

        def made(person: Person | None) -> None:
            if person is not None:
                self.person_id = person.id

        self.app.audio.play("ui_confirm")
        flow.go(self.app, "who_are_you", device, made, new_only=True)

    # ----- the view ---------------------------------------------------------------------------
    def view(self) -> StatsView | None:
        person, t = self.person, self.app.t
        if person is None:
            return None
        rows, notes = [], []
        for info in catalog.GAMES:
            stats = person.games.get(info.id)
            if stats is None or not stats.played:
                rows.append(GameRow(info.title, 0, 0, "–", "–"))
                continue
            average = stats.average
            rows.append(
                GameRow(
                    info.title,
                    stats.played,
                    stats.won,
                    str(stats.best),
                    t.decimal(float(average)) if average is not None else "–",
                    [(place, players) for _total, place, players in stats.history],
                )
            )
            notes += self._notes(info, stats)
        kept = self.replays.get(person.id, 0)
        rows.append(GameRow(t("people.replays"), kept, "", "", ""))
        people = self.people
        met = sorted(person.versus.items(), key=lambda kv: -kv[1].met)
        versus = []
        for other_id, record in met:
            other = self.store.get(other_id)
            if other is not None and record.met and len(versus) < VERSUS_SHOWN:
                versus.append(
                    t(
                        "people.versus_line",
                        name=other.name,
                        ahead=record.ahead,
                        behind=record.behind,
                    )
                )
        labels = {
            key: t(f"people.{key}")
            for key in ("played", "won", "best", "average", "notes", "versus", "none")
        }
        if self.on_replays:
            labels["chart"] = t("people.replays")
            labels["none"] = t("people.replays_hint" if kept else "people.replays_none")
            labels["new"] = t("replays.watch") if kept else t("people.new")
        else:
            labels["chart"] = t("people.chart", game=catalog.GAMES[self.selected].title)
            labels["new"] = t("people.new")  # beside the counter: the footer has no room left
        return StatsView(
            person.name,
            person.avatar,
            person.colour,
            f"< {people.index(person) + 1} / {len(people)} >",
            rows,
            self.selected,
            notes or [t("people.no_notes")],
            versus or [t("people.no_versus")],
            labels,
            [
                ("move", t("prompt.choose")),
                ("rotate", t("people.rename_short")),
                ("flip", t("people.delete_short")),
                ("back", t("prompt.back")),
            ],
        )

    def _notes(self, info, stats) -> list[str]:
        t = self.app.t
        notes = []
        busts = stats.measure("busts")
        if busts is not None:
            notes.append(t("people.note.busts", game=info.title, n=t.decimal(busts)))
        graeten, heads = stats.measures.get("graeten"), stats.measure("heads")
        if graeten is not None and heads is not None:
            notes.append(
                t(
                    "people.note.fischkopp",
                    game=info.title,
                    graeten=int(graeten[0]),
                    heads=t.decimal(heads),
                )
            )
        # The average of every right call; a person whose matches all predate call times
        # keeps the number they had: the average of their fastest calls.
        call_time, fastest = stats.measure("call_time"), stats.measure("call")
        if call_time is not None:
            s = t.decimal(seconds(call_time), 2)
            notes.append(t("people.note.call_time", game=info.title, s=s))
        elif fastest is not None:
            notes.append(t("people.note.call", game=info.title, s=t.decimal(seconds(fastest), 2)))
        return notes

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        view = self.view()
        if view is None:
            t, text = self.app.t, self.app.text
            text.draw(canvas, t("people.title"), (320, 20), "title", pal.YELLOW, "midtop")
            text.draw(canvas, t("people.nobody"), (320, 170), "body", pal.CLOUD, "center")
            from game.engine.widgets import prompt_bar

            prompt_bar(canvas, text, [("confirm", t("people.new")), ("back", t("prompt.back"))])
            return
        draw_stats(canvas, self.app.text, view, self.frame)


class DeleteConfirmScene(MenuScene):
    """ "Delete Anna and all her stats?": no (preselected) or yes; back means no."""

    transparent = True
    panel_width = 300

    def __init__(self, store, person: Person) -> None:
        super().__init__()
        self.store = store
        self.person = person

    def heading(self) -> str:
        return self.app.t("people.delete_ask", name=self.person.name)

    def hint(self) -> str:
        return self.app.t("people.delete_hint")

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        return [
            MenuItem(lambda: t("title.quit_no"), self.back),
            MenuItem(lambda: t("people.delete_yes"), self._delete),
        ]

    def _delete(self) -> None:
        self.store.delete(self.person)
        self.app.scenes.pop()

    def draw_background(self, canvas: pygame.Surface) -> None:
        veil = pygame.Surface(canvas.get_size())
        veil.fill(pal.INK)
        veil.set_alpha(170)
        canvas.blit(veil, (0, 0))
