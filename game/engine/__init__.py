"""pygame machinery that knows no game: loop, scenes, input, display, text, audio, storage."""
