"""People: a person is data (name, colour, avatar, stats) kept over the storage module.

``person`` and ``stats`` are pure; ``store`` reads and writes ``people.json``; the scenes
ask "who are you?", type a name and show a person's stats.
"""
