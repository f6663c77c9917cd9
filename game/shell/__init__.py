"""The frame around the games: title, game select, lobby, options, settings, pause, results."""
