"""pygame machinery that knows no game: loop, scenes, input, display, text, audio, storage."""

import os

# Before pygame loads: no banner on stdout, and "south" is confirm on every pad, whatever
# letter the pad prints on it (SDL would otherwise swap A/B on Nintendo-style pads).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["SDL_GAMECONTROLLER_USE_BUTTON_LABELS"] = "0"
