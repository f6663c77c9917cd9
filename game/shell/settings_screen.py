"""Settings: every change takes effect at once and is saved."""

from __future__ import annotations

from dataclasses import replace

from game.engine.i18n import available_languages
from game.shell import flow
from game.shell.menu import MenuItem, MenuScene

VOLUME_STEP = 10
LANGUAGE_NAMES = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "it": "Italiano",
    "es": "Español",
    "nl": "Nederlands",
}


class SettingsScene(MenuScene):
    title_key = "settings.title"
    panel_width = 420
    item_spacing = 18  # fourteen rows stay clear of the footer band

    def _change(self, **values) -> None:
        self.app.apply_settings(replace(self.app.settings, **values))

    def _toggle(self, key: str, name: str) -> MenuItem:
        t = self.app.t

        def label() -> str:
            on = getattr(self.app.settings, name)
            return f"{t(key)}:  < {t('option.on' if on else 'option.off')} >"

        return MenuItem(
            label, adjust=lambda _step: self._change(**{name: not getattr(self.app.settings, name)})
        )

    def _fullscreen(self) -> MenuItem:
        """Says what the screen does now (``--windowed`` beats the saved setting)."""
        t, display = self.app.t, self.app.display

        def label() -> str:
            on = display.fullscreen
            return f"{t('settings.fullscreen')}:  < {t('option.on' if on else 'option.off')} >"

        def adjust(_step: int) -> None:
            on = not display.fullscreen
            display.set_fullscreen(on)
            self._change(fullscreen=on)

        return MenuItem(label, adjust=adjust)

    def _volume(self, key: str, name: str) -> MenuItem:
        t = self.app.t

        def label() -> str:
            value = getattr(self.app.settings, name)
            bar = "|" * (value // VOLUME_STEP) + "." * ((100 - value) // VOLUME_STEP)
            return f"{t(key)}:  < {bar} >"

        def adjust(step: int) -> None:
            value = getattr(self.app.settings, name) + step * VOLUME_STEP
            self._change(**{name: max(0, min(100, value))})

        return MenuItem(label, adjust=adjust)

    def build_items(self) -> list[MenuItem]:
        t = self.app.t

        def language_label() -> str:
            return f"{t('settings.language')}:  < {LANGUAGE_NAMES.get(t.lang, t.lang)} >"

        def change_language(step: int) -> None:
            langs = available_languages()
            index = langs.index(t.lang) if t.lang in langs else 0
            self._change(language=langs[(index + step) % len(langs)])

        def scale_label() -> str:
            return f"{t('settings.window_scale')}:  < ×{self.app.settings.window_scale} >"

        def change_scale(step: int) -> None:
            self._change(window_scale=max(1, min(6, self.app.settings.window_scale + step)))

        return [
            self._fullscreen(),
            MenuItem(scale_label, adjust=change_scale),
            self._toggle("settings.fill", "fill_window"),  # off: whole-number scaling
            self._volume("settings.sfx", "sfx_volume"),
            self._volume("settings.music", "music_volume"),
            MenuItem(language_label, adjust=change_language),
            self._toggle("settings.symbols", "colour_symbols"),
            self._toggle("settings.crt", "crt_filter"),
            self._toggle("settings.calm", "reduce_motion"),
            self._toggle("settings.large_text", "large_text"),
            self._toggle("settings.vibration", "vibration"),
            self._toggle("settings.swap", "swap_confirm_back"),
            self._toggle("settings.phones", "phones"),
            MenuItem(lambda: t("settings.controls"), self._controls),
            MenuItem(lambda: t("settings.dice"), self._dice),
            MenuItem(lambda: t("prompt.back"), self.back),
        ]

    def _controls(self) -> None:
        flow.go(self.app, "controls")

    def _dice(self) -> None:
        flow.go(self.app, "dice")
