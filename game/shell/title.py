"""The title screen: the bouncing logo, a box of dice, and the main menu.

With calm motion the logo stands and the dice rest on their boxes (decoration only).

After 30 seconds without input the CPUs start playing a random game (attract mode).
"""

from __future__ import annotations

import math

import pygame

from game import catalog
from game.engine import motion
from game.engine import palette as pal
from game.engine.input import InputEvent
from game.engine.pixelart import draw_die
from game.engine.widgets import FOOTER_TOP, menu, panel, prompt_bar
from game.shell import autosave, flow, quick_play
from game.shell.backdrop import backdrop
from game.shell.evening import flow as evening_flow
from game.shell.evening import store as evening_store
from game.shell.menu import MenuItem, MenuScene
from game.shell.tutorial.start import should_offer

ATTRACT_AFTER_FRAMES = 30 * 60
MENU_TOP = 178
MENU_SPACING = 20
LARGE_MENU_SPACING = 26  # large body text: accents and descenders of rows stay apart
TAGLINE_Y = 96
# The first start's "F11 or Alt+Enter: window": between the logo and the menu, where no other
# line is (a corner toast covered a menu's or a lobby's words on the next screens).
WINDOW_HINT_Y = 116
LARGE_WINDOW_HINT_Y = 78
LOGO = "SPIELEKISTE"
LOGO_COLOURS = tuple(
    pal.legible(colour, pal.NIGHT)  # red and blue lifted a shade: the logo is words too
    for colour in (
        pal.RED,
        pal.ORANGE,
        pal.AMBER,
        pal.YELLOW,
        pal.LIME,
        pal.CYAN,
        pal.BLUE,
        pal.PINK,
        pal.RED,
        pal.ORANGE,
        pal.AMBER,
    )
)


class TitleScene(MenuScene):
    title_key = "title.menu"

    def __init__(self) -> None:
        super().__init__()
        self.has_save = False
        self.quick_game = ""  # the title of the game Quick Play starts ("" = none)
        self.quick_seats: list[tuple[bool, str]] = []  # (is CPU, level) per seat
        self.last_device: str | None = None  # whoever pressed last takes the Quick Play seat

    def enter(self) -> None:
        self.has_save = autosave.load_match() is not None or evening_store.exists()
        setup = quick_play.load()
        self.quick_game = catalog.game_by_id(setup.game_id).title if setup else ""
        self.quick_seats = [(s.is_cpu, s.level) for s in setup.seats] if setup else []
        super().enter()
        self.app.audio.music("music_menu")
        self.app.idle_frames = 0

    def resume(self) -> None:
        self.app.idle_frames = 0
        self.app.audio.music("music_menu")

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        return [
            MenuItem(
                lambda: t("title.quick", game=self.quick_game),
                self.start_quick_play,
                enabled=lambda: bool(self.quick_game),
            ),
            MenuItem(lambda: t("title.play"), lambda: flow.game_select(self.app)),
            MenuItem(lambda: t("title.continue"), self._continue, enabled=lambda: self.has_save),
            MenuItem(lambda: t("title.evening"), self._evening),
            MenuItem(lambda: t("title.people"), self._people),
            MenuItem(lambda: t("title.settings"), self._settings),
            MenuItem(lambda: t("title.quit"), self.ask_quit),
        ]

    def quick_hint(self) -> str:
        """Who plays in Quick Play: "You + CPU (normal)", "2 players + CPU (hard) …"."""
        t = self.app.t
        humans = sum(1 for cpu, _ in self.quick_seats if not cpu)
        who = t("title.quick_you") if humans == 1 else t("title.quick_players", n=humans)
        cpus = [
            t("title.quick_cpu", level=t(f"level.{lvl}")) for cpu, lvl in self.quick_seats if cpu
        ]
        return " + ".join([who, *cpus])

    def handle(self, event: InputEvent) -> None:
        if event.pressed:
            self.last_device = event.device
        super().handle(event)

    def ask_quit(self) -> None:
        self.app.scenes.push(QuitConfirmScene())

    def _continue(self) -> None:
        """The saved match first (an evening's match too: its table waits in its own file),
        else the evening between two games."""
        if autosave.load_match() is not None and flow.resume_autosave(self.app):
            return
        if evening_flow.resume(self.app):
            return
        self.has_save = False
        self.app.toast(self.app.t("toast.save_unusable"))

    def start_quick_play(self) -> bool:
        """The remembered game's options, focus on Play: the device that pressed last takes
        the first human seat (any other human seat is taken in the match by a free device
        pressing confirm). False: nothing remembered."""
        app, device = self.app, self.last_device
        setup = quick_play.load()
        if setup is None:
            return False
        info = catalog.game_by_id(setup.game_id)

        def bind_devices():
            app.input.unbind_all()
            human = next((s.index for s in setup.seats if not s.is_cpu), None)
            if device is None or human is None:
                return ()
            person = flow.seat_device(app, device, human)
            return () if person is None else (person,)

        def play() -> None:
            flow.go(app, "options", info, setup.seats, bind_devices, remembered=setup, fade=True)

        if should_offer(
            app, info.id, device
        ):  # a first start teaches, whichever way a game is chosen
            flow.go(app, "tutorial_offer", info.id, device, play)
        else:
            play()
        return True

    def _evening(self) -> None:
        flow.go(self.app, "evening", fade=True)

    def _people(self) -> None:
        flow.go(self.app, "people", fade=True)

    def _settings(self) -> None:
        flow.go(self.app, "settings")

    def back(self) -> None:
        """Back on the title asks whether to quit (once; "no" is preselected)."""
        self.app.audio.play("ui_back")
        self.ask_quit()

    def update(self) -> None:
        if self.app.idle_frames >= ATTRACT_AFTER_FRAMES:
            self.app.idle_frames = 0
            flow.attract(self.app)

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        self._draw_logo(canvas)
        self._draw_box(canvas)
        t, text = self.app.t, self.app.text
        labels = [item.label() for item in self.items]
        disabled = frozenset(i for i, item in enumerate(self.items) if not item.enabled())
        top, spacing = MENU_TOP, MENU_SPACING
        if text.large:  # the menu rises to the logo and takes the tagline's place
            spacing = LARGE_MENU_SPACING
            top = FOOTER_TOP - 6 - len(labels) * spacing
        menu(canvas, text, labels, self.selected, 320, top, self.frame, spacing, disabled=disabled)
        if not text.large:
            text.draw(canvas, t("title.tagline"), (320, TAGLINE_Y), "body", pal.CLOUD, "midtop")
        if getattr(self.app, "window_hint", False) and self.app.display.fullscreen:
            # Under the tagline, or in its place in large text: a line nothing else uses (in
            # large text it keeps the normal size, so Quick Play's tag has room under it).
            y = LARGE_WINDOW_HINT_Y if text.large else WINDOW_HINT_Y
            hint = t("toast.window_hint")
            with text.scaled(False):
                ink = pal.legible(pal.AMBER, pal.NIGHT)
                text.draw(canvas, hint, (320, y), "body", ink, "midtop")
        tag = self.quick_tag(top)
        if tag is not None:
            # Above the menu, as a tag on a panel: who plays, not one more (greyed) item.
            panel(canvas, tag, pal.NIGHT, pal.CYAN)
            text.draw(canvas, self.quick_hint(), (320, tag.top + 2), "body", pal.CYAN, "midtop")
        prompt_bar(
            canvas,
            text,
            [("move", t("prompt.choose")), ("confirm", t("prompt.ok")), ("back", t("title.quit"))],
        )

    def quick_tag(self, menu_top: int) -> pygame.Rect | None:
        """Where Quick Play's tag (who plays) sits over the menu, while Quick Play is chosen."""
        if self.selected != 0 or not self.quick_seats:
            return None
        text = self.app.text
        width, height = text.size(self.quick_hint(), "body")
        tag = pygame.Rect(0, 0, width + 12, height + 2)
        tag.centerx = 320
        tag.bottom = menu_top - text.pitch(20) + height - 3  # clear of an accent under it
        return tag

    def _draw_logo(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        widths = [text.size(ch, "huge")[0] for ch in LOGO]
        x = 320 - sum(widths) // 2
        still = motion.calm()
        entrance = 1.0 if still else min(1.0, self.frame / 40)
        for i, (ch, w) in enumerate(zip(LOGO, widths)):
            phase = self.app.frame / 12 - i * 0.55
            bounce = 0 if still else abs(math.sin(phase)) * 6
            drop = (1 - entrance) * (120 + i * 14)
            y = int(44 - bounce - drop)
            # The deep shadow is a blit of the letter's shape, not a second text over the first.
            canvas.blit(text.render(ch, "huge", pal.INK, None), (x + 2, y + 3))
            text.draw(canvas, ch, (x, y), "huge", LOGO_COLOURS[i], shadow=pal.INK)
            x += w

    def _draw_box(self, canvas: pygame.Surface) -> None:
        """A wooden box with dice hopping out of it, left and right of the menu."""
        for side, cx in ((-1, 96), (1, 544)):
            box = pygame.Rect(0, 0, 72, 44)
            box.midbottom = (cx, 300)
            for k in range(3):
                t = 0.0 if motion.calm() else (self.app.frame + k * 23 + (side + 1) * 11) % 70 / 70
                hop = math.sin(t * math.pi) * 60
                x = cx - 22 + k * 22 + side * int(t * 10)
                draw_die(
                    canvas,
                    (x, int(box.top + 6 - hop)),
                    16,
                    1 + (k * 2 + side) % 6,
                    (pal.SNOW, pal.RED, pal.YELLOW)[k],
                    int(t * 4) % 4,
                )
            pygame.draw.rect(canvas, pal.INK, box.move(2, 2), border_radius=3)
            pygame.draw.rect(canvas, pal.TAN, box, border_radius=3)
            for y in range(box.top + 10, box.bottom, 11):
                pygame.draw.line(canvas, pal.BROWN, (box.left + 2, y), (box.right - 3, y))
            pygame.draw.rect(canvas, pal.BROWN, box, 2, border_radius=3)


class QuitConfirmScene(MenuScene):
    """ "Quit Spielekiste?" over the title: no (preselected) or yes; back means no."""

    title_key = "title.quit_ask"
    transparent = True
    panel_width = 260

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        return [
            MenuItem(lambda: t("title.quit_no"), self.back),
            MenuItem(lambda: t("title.quit_yes"), self.app.quit),
        ]

    def draw_background(self, canvas: pygame.Surface) -> None:
        veil = pygame.Surface(canvas.get_size())
        veil.fill(pal.INK)
        veil.set_alpha(170)
        canvas.blit(veil, (0, 0))
