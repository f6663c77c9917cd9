"""Input: devices turn into actions, actions belong to seats. Game code never reads keys."""

from game.engine.input.actions import Action
from game.engine.input.events import DeviceChange, InputEvent
from game.engine.input.manager import InputManager

__all__ = ["Action", "DeviceChange", "InputEvent", "InputManager"]
