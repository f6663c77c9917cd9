"""Sound effects and music. Without an audio device (or a sound file) the game runs silent."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game.engine.assets import asset_dir, find_asset, report_broken, report_missing

log = logging.getLogger(__name__)

FREQUENCY = 22050  # our sounds are made at this rate: no resampling on playback
CHANNELS = 24
SOUNDS = "sounds"  # the folder under the assets


class Audio:
    def __init__(self, buffer: int = 512, enabled: bool = True) -> None:
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.sfx_volume = 0.8
        self.music_volume = 0.6
        self._music: str | None = None
        # Told every effect asked for, even with no sound device: the App hears the refusal
        # sound this way and gives the phone whose press it answers its own soft sign.
        self.heard: Callable[[str], None] | None = None
        if enabled:
            self._init_mixer(buffer)
        if self.available:
            self._preload()

    def _init_mixer(self, buffer: int) -> None:
        try:
            # A small buffer keeps the click of a button press tight to the press.
            pygame.mixer.pre_init(FREQUENCY, -16, 2, buffer)
            pygame.mixer.init()
            pygame.mixer.set_num_channels(CHANNELS)
            self.available = True
        except pygame.error as err:
            log.warning("no audio device (%s): running silent", err)

    def _preload(self) -> None:
        """Load every effect now (a few ms in all), so no first play ever stalls a frame."""
        folder = asset_dir(SOUNDS)
        paths = sorted(folder.glob("*.wav"))
        if not paths:
            report_missing(folder, "no sound effects or music: running silent")
        for path in paths:
            if not path.stem.startswith("music"):
                self._sound(path.stem)

    def set_volumes(self, sfx_percent: int, music_percent: int) -> None:
        self.sfx_volume = sfx_percent / 100
        self.music_volume = music_percent / 100
        if self.available:
            pygame.mixer.music.set_volume(self.music_volume)

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            self._sounds[name] = None
            path = find_asset(SOUNDS, f"{name}.wav", fallback="plays nothing")
            if path is not None:
                try:
                    self._sounds[name] = pygame.mixer.Sound(str(path))
                except (pygame.error, OSError) as err:
                    report_broken(path, err, "plays nothing")
        return self._sounds[name]

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play a sound effect by name (a file ``assets/sounds/<name>.wav``)."""
        if self.heard is not None:
            self.heard(name)
        if not self.available or self.sfx_volume <= 0:
            return
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(self.sfx_volume * volume)
            sound.play()

    def music(self, name: str | None, fade_ms: int = 600) -> None:
        """Loop the music ``assets/sounds/<name>.wav``; ``None`` fades it out."""
        if not self.available or name == self._music:
            return
        self._music = name
        if name is None:
            pygame.mixer.music.fadeout(fade_ms)
            return
        path = find_asset(SOUNDS, f"{name}.wav", fallback="no music")
        if path is None:
            pygame.mixer.music.fadeout(fade_ms)
            return
        try:
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(self.music_volume)
            pygame.mixer.music.play(-1, fade_ms=fade_ms)
        except (pygame.error, OSError) as err:
            report_broken(path, err, "no music")

    def close(self) -> None:
        """Silence every channel, drop the sounds, then close the device, in that order.

        Closing the mixer while sounds still play has its audio thread finish channels whose
        sounds are being freed at the same moment; stopped first, nothing is left playing.
        """
        if not self.available:
            return
        self.available = False
        try:
            pygame.mixer.stop()
            pygame.mixer.music.stop()
            self._sounds.clear()
            pygame.mixer.quit()
        except pygame.error as err:  # the device went away under us: it is closed anyway
            log.warning("closing the audio device: %s", err)
