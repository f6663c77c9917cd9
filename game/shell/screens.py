"""The shell's one map: every screen's name and the scene class it is.

Screens never import each other: they ask ``flow.go(app, name, ...)`` and the app looks the
name up here (``App.screens``). This module alone imports the screens, and nothing a screen
imports imports it, so the shell has no import circle. A new screen is one line below.

A module's own dialogs (quit?, leave?, delete?) stay with it:
nothing else goes there.
"""

from __future__ import annotations

from game.engine.scenes import Scene
from game.shell.controls import ControlsScene
from game.shell.dice_screen import DiceScene
from game.shell.evening.choose import EveningChooseScene
from game.shell.evening.podium import EveningPodiumScene
from game.shell.evening.seats import EveningSeatsScene
from game.shell.evening.table import EveningTableScene
from game.shell.game_options import GameOptionsScene
from game.shell.game_select import GameSelectScene
from game.shell.howto import HowToScene
from game.shell.lobby import LobbyScene
from game.shell.pause import PauseScene
from game.shell.people.name_entry import NameEntryScene
from game.shell.people.picker import WhoAreYouScene
from game.shell.people.stats_screen import PeopleStatsScene
from game.shell.reconnect import ReconnectScene
from game.shell.replace_save import ReplaceSaveScene
from game.shell.replay.player import ReplayScene
from game.shell.replay.shelf_screen import ReplayShelfScene
from game.shell.replay.timeline_screen import TimelineScene
from game.shell.results import ResultsScene
from game.shell.settings_screen import SettingsScene
from game.shell.title import TitleScene
from game.shell.tutorial.menus import TutorialDoneScene, TutorialOfferScene

SCREENS: dict[str, type[Scene]] = {
    "title": TitleScene,
    "select": GameSelectScene,
    "lobby": LobbyScene,
    "options": GameOptionsScene,
    "results": ResultsScene,
    "pause": PauseScene,
    "settings": SettingsScene,
    "controls": ControlsScene,
    "dice": DiceScene,
    "howto": HowToScene,
    "replace_save": ReplaceSaveScene,
    "reconnect": ReconnectScene,
    "tutorial_offer": TutorialOfferScene,
    "tutorial_done": TutorialDoneScene,
    "evening": EveningChooseScene,
    "evening_table": EveningTableScene,
    "evening_seats": EveningSeatsScene,
    "podium": EveningPodiumScene,
    "people": PeopleStatsScene,
    "who_are_you": WhoAreYouScene,
    "name_entry": NameEntryScene,
    "replay": ReplayScene,
    "replays": ReplayShelfScene,
    "timeline": TimelineScene,
}
