"""The App: owns display, input, audio, settings and the scene stack, and runs the loop."""

from __future__ import annotations

import dataclasses
import logging
import os
import random
import sys
import time
from collections.abc import Callable

import pygame

from game import catalog
from game.cli import parse_args
from game.core.setup import MatchResult, MatchSetup
from game.engine import footer, journal, motion, storage, widgets
from game.engine.audio import Audio
from game.engine.display import Display, DisplayOptions, set_desktop_hints
from game.engine.i18n import LANGUAGES, Translator, system_language
from game.engine.input import Action, InputEvent, InputManager, keymap
from game.engine.input.bindings import positional
from game.engine.input.pads import PadSet
from game.engine.logs import report_crash, setup_logging
from game.engine.loop import STEP_HZ, FixedStepLoop, FrameLimiter
from game.engine.scenes import SceneStack
from game.engine.settings import Settings, load_settings, save_settings
from game.engine.text import Text
from game.engine.toast import FRAMES as TOAST_FRAMES
from game.engine.toast import Toast
from game.engine.toast import start as start_toast_frame
from game.engine.transitions import tidy_memory
from game.run_config import RunConfig

log = logging.getLogger(__name__)

HEADLESS_DEFAULT_FRAMES = 600
VSYNC_CAP_FPS = 240  # a vsync that stops waiting (hidden window) must not spin a core
CONTROLLER_DB = "gamecontrollerdb.txt"
REFUSAL_SOUND = "ui_error"  # every ignored press answers with it (UX: human pace)


class App:
    # A replay's room says True (``ReplayRoom``): a screen then leaves out what invites the
    # people in the room to join in (the bench, the shout keys): their presses go elsewhere.
    watching = False

    def __init__(self, config: RunConfig, clock: Callable[[], float] = time.perf_counter) -> None:
        self.config = config
        if config.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        user_db = storage.config_dir() / CONTROLLER_DB
        if user_db.exists():  # the player's own pad mappings, read by SDL itself
            os.environ["SDL_GAMECONTROLLERCONFIG_FILE"] = str(user_db)
        storage.writer.flush()  # an earlier App's write in this process must not be cut off
        storage.clean_temp_files()  # what a write killed half-way left behind
        journal.settle()  # a change a kill interrupted is made whole before any read
        self.settings, had_settings = load_settings()
        set_desktop_hints()
        pygame.display.init()
        pygame.font.init()
        pygame.joystick.init()
        PadSet.init()
        self.display = Display(
            DisplayOptions(
                fullscreen=start_fullscreen(config.fullscreen, self.settings),
                headless=config.headless,
                window_scale=self.settings.window_scale,
                fill=self.settings.fill_window,
            )
        )
        self.display.crt = self.settings.crt_filter
        motion.set_calm(self.settings.reduce_motion)
        self.audio = Audio(self.settings.audio_buffer)
        self.audio.set_volumes(self.settings.sfx_volume, self.settings.music_volume)
        self.audio.heard = self._heard
        self._answering: str | None = None  # the device whose press is being handled
        self.text = Text()
        self.t = Translator(config.lang or self.settings.language or system_language())
        keymap.load()  # the keyboard's layout, now that SDL's video knows it
        if not self.settings.key_positions:  # a file from before keys went by their place
            bindings = positional(self.settings.bindings)
            moved = bindings != self.settings.bindings
            self.settings.bindings, self.settings.key_positions = bindings, True
            if moved:
                self.save_settings()
        self.input = InputManager(
            self.settings.bindings, self.settings.swap_confirm_back, self.settings.stick_dead_zone
        )
        self.input.vibration = self.settings.vibration
        self.input.set_family_overrides(self.settings.pad_families)
        self.refresh_prompts()
        from game.engine.net.link import PhoneLink

        self.phones = PhoneLink()  # phones as controllers: on unless the settings say off
        self.footer: footer.Verbs | None = None  # the verbs of the footer drawn last
        self.toasts = Toast()  # before the phones: one that cannot start says so in a toast
        self.speak_to_phones()
        if self.settings.phones and not config.headless:
            self.start_phones()
        self.scenes = SceneStack(self)
        self.rng = random.Random(config.seed)
        self.loop = FixedStepLoop(clock)
        self.clock = pygame.time.Clock()
        self.limiter = FrameLimiter()
        self.running = True
        self.frame = 0
        self.idle_frames = 0
        # The very first start fills the TV: the title says how to get a window back, in a
        # line of its own layout (a toast in a corner covered a lobby's or a menu's words).
        self.window_hint = (
            not had_settings and self.display.fullscreen and not self.display.headless
        )
        if self.window_hint:
            self.save_settings()
        from game.shell.people.store import PeopleStore

        self.people = PeopleStore.load()
        self.seat_people: dict[int, str] = {}  # seat -> person id, for the screen shown now
        self._dice = None  # the box's dice counts, read when a match first throws
        from game.shell.replay.shelf import Shelf

        self.replays = Shelf({info.id for info in catalog.GAMES})  # every finished match
        from game.shell.screens import SCREENS  # the shell's one map: flow.go looks here

        self.screens = SCREENS
        from game.shell.start import push_initial_scenes  # the shell builds on the app

        push_initial_scenes(self, config)
        tidy_memory()

    # ----- services for scenes -----------------------------------------------------------------
    def toast(self, message: str, frames: int = TOAST_FRAMES) -> None:
        """A short message in the bottom-right corner (pad connected, screenshot saved, …)."""
        self.toasts.show(message, frames)

    def refresh_prompts(self) -> None:
        """Prompt bars show the bindings in force, in the current language."""
        from game.engine.input.bindings import apply_prompt_glyphs

        words = {"arrows": self.t("keys.arrows"), "dpad": self.t("keys.dpad")}
        apply_prompt_glyphs(self.input.bindings, words)

    def speak_to_phones(self) -> None:
        """Phones hear the TV's language and its name for them ("Phone 3", one name)."""
        self.phones.speak(self.t.lang, self.t("device.phone", n="{n}"))

    def save_settings(self) -> None:
        save_settings(self.settings)

    def apply_settings(self, settings: Settings) -> None:
        """Make changed settings take effect now and store them."""
        before, self.settings = self.settings, settings
        if settings.fullscreen != before.fullscreen:  # else --windowed would end at any change
            self.display.set_fullscreen(settings.fullscreen)
        self.display.set_window_scale(settings.window_scale)
        self.display.fill = settings.fill_window
        self.display.crt = settings.crt_filter
        motion.set_calm(settings.reduce_motion)
        self.audio.set_volumes(settings.sfx_volume, settings.music_volume)
        if settings.language != before.language or not self.config.lang:  # --lang holds
            self.t.set_language(settings.language or self.config.lang or system_language())
        self.input.configure(settings.bindings, settings.swap_confirm_back)
        self.refresh_prompts()
        self.speak_to_phones()
        self.input.dead_zone = settings.stick_dead_zone / 100
        self.input.vibration = settings.vibration
        self.input.set_family_overrides(settings.pad_families)
        if settings.phones and not self.phones.running and not self.config.headless:
            self.start_phones()
        elif not settings.phones and self.phones.running:
            self.phones.stop()
        self.save_settings()

    def start_phones(self) -> bool:
        """Start the phone server; a toast says why if it cannot."""
        if self.phones.running or self.phones.start():
            return True
        log.warning("phone controllers unavailable: %s", self.phones.error)
        self.toast(self.t("toast.phones_failed"))
        return False

    def save_match(self, setup: MatchSetup, match_state: dict, screen: dict | None = None) -> None:
        """Autosave the running match (the match kit calls this after every turn)."""
        from game.shell import autosave

        autosave.save_match(setup, match_state, screen)

    def finish_match(self, result: MatchResult) -> None:
        """A match is over: clear its autosave and show the results."""
        from game.shell import flow

        flow.finish_match(self, result)

    def quit_to_title(self) -> None:
        from game.shell import flow

        flow.title(self)

    def quit(self) -> None:
        self.running = False

    @property
    def dice(self):
        """Every die this box threw (``shell.dice_ledger``), read on first use."""
        if self._dice is None:
            from game.shell.dice_ledger import DiceLedger

            self._dice = DiceLedger.load()
        return self._dice

    def stamp(self) -> str:
        """The local date and time, for what a file records (a replay's day): the shell
        reads no clock itself, so matches stay frames only."""
        return time.strftime("%Y-%m-%dT%H:%M:%S")

    def seat_name(self, index: int) -> str:
        """Who holds seat ``index``: their person's name, else "P3"; a seat whose device is
        still asked who holds it goes by that device's name ("Phone 1"), as the question
        and the phone itself say, until it is answered."""
        person = self.people.get(self.seat_people.get(index))
        if person is not None:
            return person.name
        device = self.unnamed_seats.get(index)
        if device is not None:
            from game.engine.input.labels import device_label

            return device_label(self.t, device)
        return self.t("seat.name", n=index + 1)

    def participant_name(self, participant: int) -> str:
        return self.t("participant.name", n=participant + 1)

    @property
    def seat_people(self) -> dict[int, str]:
        return self._seat_people

    @seat_people.setter
    def seat_people(self, seats: dict[int, str]) -> None:
        """Who holds which seat on the screen shown now: the seats wear their people's looks."""
        from game.shell.people.looks import dress_seats

        self._seat_people = dict(seats)
        self.seat_clashes = dress_seats(self.people, self._seat_people)
        # Seats still asked who holds them (seat -> device): a screen that asks sets them
        # after the people; any other screen's seats are answered.
        self.unnamed_seats: dict[int, str] = {}

    # ----- one fixed step ----------------------------------------------------------------------
    def step(self) -> None:
        self.input.frame = self.frame
        from game.shell.phone_cues import cue_phones, dress_for_menus

        cue_phones(self)  # first: the footer drawn last and the screens are of one moment
        for event in pygame.event.get():
            self._dispatch_pygame(event)
        for event in self.phones.pump(self.input):  # queued by the server's thread
            self._dispatch_input(event)
        # A phone taken over by another device, or held where it is after changing hands
        # too often: a toast, never a question that stops the room.
        for notice in self.phones.take_notices():
            if notice.seat in self.unnamed_seats:  # "Phone 1 was replaced", not "Phone 1's phone"
                notice = dataclasses.replace(notice, seat=None)
            self.toast(notice.text(self.t, self.seat_name), notice.FRAMES)
        for event in self.input.update():
            self._dispatch_input(event)
        widgets.PAD_FAMILY = self.input.active_family  # shared prompts: the pad that pressed
        from game.shell.reconnect import handle_device_changes

        handle_device_changes(self, self.input.take_device_changes())
        kept = storage.take_notices()
        if kept:  # a broken file of the player's was moved aside, never overwritten
            self.toast(self.t("toast.kept_aside", name=", ".join(kept)))
        self.scenes.update()
        dress_for_menus(self)
        self.frame += 1
        self.idle_frames += 1
        self.toasts.update()
        if not len(self.scenes):
            self.running = False

    def _dispatch_pygame(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if keymap.notice(event):  # a press or SDL showed the layout: prompts follow
            self.refresh_prompts()
        if event.type == pygame.KEYDOWN and self._global_key(event):
            return
        capture = getattr(self.scenes.top, "capture", None)
        if capture is not None and capture(event):  # remapping: the next raw key or button
            return
        if event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED:
            self.display.window_resized()
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.input.release_all()
        for input_event in self.input.process(event):
            self._dispatch_input(input_event)

    def _global_key(self, event: pygame.event.Event) -> bool:
        alt_enter = event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT
        if event.key == pygame.K_F11 or alt_enter:
            self.display.toggle_fullscreen()
            self.window_hint = False  # found: the title need not say it any more
            self.settings.fullscreen = self.display.fullscreen
            self.save_settings()
            return True
        if event.key == pygame.K_F12:
            name = time.strftime("spielekiste-%Y%m%d-%H%M%S.png")
            folder = storage.data_dir() / "screenshots"
            try:
                path = self.display.screenshot(folder / name, scale=3)
            except (OSError, pygame.error) as err:
                log.warning("screenshot not saved in %s: %s", folder, err)
                self.toast(self.t("toast.screenshot_failed"))
            else:
                self.toast(self.t("toast.screenshot", path=_short_path(path)))
            return True
        return False

    def _dispatch_input(self, event: InputEvent) -> None:
        self.idle_frames = 0
        top = self.scenes.top
        if (
            event.pressed
            and event.action is Action.PAUSE
            and top is not None
            and getattr(top, "is_match", False)
            and not getattr(top, "attract", False)
        ):
            from game.shell import flow

            self.audio.play("ui_confirm")
            flow.go(self, "pause", top)
            return
        self._answering = event.device if event.pressed else None
        try:
            self.scenes.handle(event)
        finally:
            self._answering = None

    def _heard(self, sound: str) -> None:
        """The refusal sound answering a phone's press: the phone gets its own soft sign
        too (it may be too loud on the couch to hear the TV say no)."""
        if sound == REFUSAL_SOUND and self._answering is not None:
            self.phones.nudge(self._answering)

    # ----- drawing and running -----------------------------------------------------------------
    def draw(self) -> None:
        canvas = self.display.canvas
        footer.start()
        start_toast_frame()  # what a toast must not cover, as the screens draw it
        self.scenes.draw(canvas)
        self.footer = footer.take()  # what the footer said: the phones say it too
        from game.shell.flow import draw_demo_label

        draw_demo_label(self, canvas)  # a CPU show on the title says so
        self.toasts.draw(canvas, self.text)
        self.display.present()

    def _limit(self) -> None:
        """Pace the loop between draws: vsync waits in present; else sleep, never busy-wait."""
        if self.display.vsync_active:
            self.limiter.wait(VSYNC_CAP_FPS)  # no wait at all while vsync really waits
        elif self.phones.running:
            self.clock.tick(STEP_HZ)  # sleeps only: spinning holds the GIL from the server
        else:
            self.limiter.wait(STEP_HZ)

    def run(self) -> int:
        frames = self.config.frames
        if self.config.headless:
            for _ in range(frames or HEADLESS_DEFAULT_FRAMES):
                self.step()
                if not self.running:
                    break
            self.draw()
        else:
            total = [0]

            def update() -> None:
                self.step()
                total[0] += 1
                if frames is not None and total[0] >= frames:
                    self.running = False

            self.loop.run(update, self.draw, self._limit, lambda: self.running)
            self.draw()
        status = 0
        if self.config.screenshot is not None:
            try:
                self.display.screenshot(self.config.screenshot)
            except (OSError, pygame.error) as err:  # a folder that could not be made, a full disk
                log.warning("screenshot not saved to %s: %s", self.config.screenshot, err)
                print(f"spielekiste: screenshot not saved: {err}", file=sys.stderr)
                status = 2
        self.shutdown()
        return status

    def shutdown(self) -> None:
        while len(self.scenes):
            self.scenes.pop()
        self.seat_people = {}  # the seats' looks are the palette's: nobody wears them now
        self.input.pads.close_all()
        self.phones.stop()
        from game.shell import autosave

        autosave.flush()
        self.replays.flush()
        self.audio.close()
        self.display.close()
        pygame.quit()


def _short_path(path) -> str:
    """The screenshot's folder and name, the home folder written as ~ (fits a toast)."""
    from pathlib import Path

    try:
        return str(Path("~") / Path(path).relative_to(Path.home()))
    except ValueError:
        return str(path)


def start_fullscreen(flag: bool | None, settings: Settings) -> bool:
    """Full screen unless ``--windowed`` or the saved setting says otherwise.

    A first start (no settings yet) opens full screen, from source and packaged alike.
    """
    return settings.fullscreen if flag is None else flag


def main(argv: list[str] | None = None) -> int:
    config = parse_args(argv, [g.id for g in catalog.GAMES], list(LANGUAGES))
    log_path = setup_logging()
    try:
        return App(config).run()
    except KeyboardInterrupt:
        return 130
    except Exception:
        log.exception("unexpected error")
        report_crash(log_path)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
