"""Game night, first screen: a short evening or full games, which games, then join once.

It opens ready to go: all four games ticked in order and the short evening chosen (each
game's short form, a house rule), the focus on Join, so four strangers are one press from
the lobby. A row says how long the evening takes for how many people (left/right change
the count; the lobby then follows the people who really join). Games can be unticked and
ticked again (the order of ticking is the order of play), and the box can fill the picks
that are left.
"""

from __future__ import annotations

from game import catalog
from game.shell import autosave, flow
from game.shell.evening import flow as evening_flow
from game.shell.evening import store
from game.shell.evening.estimate import evening_minutes
from game.shell.evening.model import MAX_GAMES, MIN_GAMES, Evening
from game.shell.menu import MenuItem, MenuScene

DEFAULT_PEOPLE = 4  # the estimate's count until someone changes it
MAX_PEOPLE = 7


class EveningChooseScene(MenuScene):
    title_key = "evening.title"

    def __init__(self) -> None:
        super().__init__()
        # In the order they were ticked: the order of play. All of them to start with.
        self.chosen: list[str] = [g.id for g in catalog.playable_games()][:MAX_GAMES]
        self.short = True  # each game's short form
        self.people = DEFAULT_PEOPLE  # for the estimate only: the lobby seats who comes
        self.running: Evening | None = None  # a game night not finished yet: offered first

    def enter(self) -> None:
        running = store.load({p.id for p in self.app.people.people})
        self.running = running if running is not None and not running.over else None
        super().enter()
        # One press goes on: the running evening, else the new one as chosen.
        self.selected = self.keys.index("continue" if self.running is not None else "join")

    def build_items(self) -> list[MenuItem]:
        """The rows, each under a key (``self.keys``): the box's row only while it has a
        pick to make."""
        t = self.app.t
        rows: list[tuple[str, MenuItem]] = []
        running = self.running
        if running is not None:
            n, of = running.played + 1, len(running.games)
            go_on = MenuItem(lambda: t("evening.continue", n=n, of=of), self.go_on)
            rows.append(("continue", go_on))
        form = MenuItem(self._form_label, self.toggle_form, adjust=lambda _: self.toggle_form())
        rows.append(("form", form))
        rows += [(info.id, self._game_item(info)) for info in catalog.playable_games()]
        if self._box_can_pick():
            rows.append(("box", MenuItem(self._box_label, self.box_picks)))
        rows.append(("length", MenuItem(self._length_label, adjust=self.count_people)))
        join_label = lambda: t("evening.join", n=len(self.chosen))  # noqa: E731
        join = MenuItem(join_label, self.join, enabled=self.ready)
        rows.append(("join", join))
        self.keys = [key for key, _ in rows]
        return [item for _, item in rows]

    def _rebuild(self, focus: str | None = None) -> None:
        """The rows again (the box's row comes and goes), the cursor on ``focus`` or on the
        row it was on."""
        key = focus or self.keys[self.selected]
        self.items = self.build_items()
        self.selected = self.keys.index(key) if key in self.keys else self.keys.index("join")

    # ----- the rows ----------------------------------------------------------------------------
    def _form_label(self) -> str:
        t = self.app.t
        form = t("evening.short" if self.short else "evening.full")
        return f"{t('evening.form')}:  < {form} >"

    def toggle_form(self) -> None:
        self.short = not self.short

    def _game_item(self, info: catalog.GameInfo) -> MenuItem:
        def label() -> str:
            if info.id in self.chosen:
                return f"[{self.chosen.index(info.id) + 1}]  {info.title}"
            return f"[  ]  {info.title}"

        return MenuItem(label, lambda: self.toggle(info.id))

    def _length_label(self) -> str:
        """The estimate: how long, for how many people (left/right change the count)."""
        t = self.app.t
        minutes = self.minutes()
        who = t("evening.people", n=self.people)
        if not minutes:
            return f"{t('evening.length_none')}  < {who} >"
        return f"{t('evening.length', minutes=minutes)}  < {who} >"

    def minutes(self) -> int:
        """The chosen evening's length for ``people`` (0 until enough games are chosen)."""
        if not self.ready():
            return 0
        return evening_minutes(self.chosen, self.people, self.short)

    def count_people(self, step: int) -> None:
        limit = min(MAX_PEOPLE, evening_flow.seat_limit(self.chosen)) if self.chosen else 7
        self.people = max(1, min(limit, self.people + step))

    def ready(self) -> bool:
        return MIN_GAMES <= len(self.chosen) <= MAX_GAMES

    def toggle(self, game_id: str) -> None:
        if game_id in self.chosen:
            self.chosen.remove(game_id)
        elif len(self.chosen) < MAX_GAMES:
            self.chosen.append(game_id)
        if self.chosen:  # the estimate's people fit the games chosen
            self.people = min(self.people, evening_flow.seat_limit(self.chosen))
        self._rebuild()

    def _box_label(self) -> str:
        return self.app.t("evening.box_fills" if self.chosen else "evening.box_picks")

    def _box_can_pick(self) -> bool:
        """The box has something to pick: fewer games ticked than it would fill."""
        return len(self.chosen) < min(MAX_GAMES, len(catalog.playable_games()))

    def box_picks(self) -> None:
        """The box fills the empty picks only: a game somebody ticked is never swapped."""
        filled = evening_flow.box_picks(self.app.rng, self.chosen)
        if filled == self.chosen:  # every place the box would fill is taken already
            self.app.toast(self.app.t("evening.box_full"))
        self.chosen = filled
        self._rebuild("join")  # one more press and it starts

    def join(self) -> None:
        first = catalog.game_by_id(self.chosen[0])
        flow.go(
            self.app,
            "lobby",
            first,
            evening_games=list(self.chosen),
            evening_short=self.short,
            fade=True,
        )

    def go_on(self) -> None:
        """The running evening: its match where one waits (saved mid-game), else its table."""
        saved, running = autosave.load_match(), self.running
        setup = saved[0] if saved is not None else None
        mine = setup is not None and running is not None and running.owns(setup.game_id, setup.seed)
        if mine and flow.resume_autosave(self.app):
            return
        if not evening_flow.resume(self.app):
            self.app.toast(self.app.t("toast.save_unusable"))

    def hint(self) -> str:
        t = self.app.t
        key = self.keys[self.selected] if self.items else ""
        if key == "continue":
            return t("evening.running")
        if not self.ready():
            return t("evening.need")
        if key == "form":
            return t("evening.short_help" if self.short else "evening.full_help")
        if key == "length":
            return t("evening.length_help")
        return t("evening.help")
