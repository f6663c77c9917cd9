"""How long an evening takes: from the games, their forms (short or full) and the people.

The figures are seconds measured with the evening benchmark's people at human pace (every
press 0.2–4 s after the screen allows it, now and then a long pause), averaged over seeds:

    .venv/bin/python -m game.bench --evening --figures

A game's play is its units times the seconds a unit takes: Fiese 15 and Fischkopp count
turns (one player's), Fits cards (everyone places at once), Würfelblitz rounds (how many
depends on how many people share the discs). Around every game come the options, a
watch-together start for new people, the results and the table.
"""

from __future__ import annotations

from game import catalog

# ----- measured (``--figures``, seeds 1-3); seconds ---------------------------------------
TURN = {"fiese15": 24.5, "fischkopp": 90.0}  # one player's turn (Fischkopp: its windows too)
# One card (the start piece or a turned build card), everyone placing at once: the slowest
# of more people takes longer. By people (1-4).
CARD = {"fits": (5.0, 5.5, 6.25, 7.0)}
ROUND = {"wuerfelblitz": 14.0}  # one round: throw, sum, calls, the answer explained
# Würfelblitz rounds to the end by people (2..7): more people share the discs. Short (two
# black discs) and full (three).
RACE = {
    True: (7.0, 10.0, 12.0, 13.5, 14.5, 15.5),
    False: (13.0, 17.0, 21.0, 24.0, 26.5, 29.0),
}
AROUND = 20.0  # the options, results and table of one game (an evening's own run)
# The watch-together start when anyone seated is new (each game's, left alone).
INTRO = {"fiese15": 37.0, "fits": 42.0, "fischkopp": 43.0, "wuerfelblitz": 41.0}
PERSON = 16.0  # one person joining and making themselves a person (name, look)


def rounds(game_id: str, short: bool) -> int:
    """Rounds (Fits: boards or games; Fiese 15: strips) a game's form plays."""
    if game_id == "fiese15":
        from game.fiese15.logic.strips import ROUNDS, SHORT_ROUNDS

        return SHORT_ROUNDS if short else ROUNDS
    if game_id == "fits":
        from game.fits.logic.boards import COMPACT
        from game.fits.logic.rules import SHORT_ROUNDS

        return SHORT_ROUNDS[COMPACT] if short else 2
    return 1


def play_seconds(game_id: str, people: int, short: bool) -> float:
    """The match alone, from its first frame to its results."""
    people = max(1, people)
    if game_id == "fiese15":
        return TURN[game_id] * people * rounds(game_id, short)
    if game_id == "fischkopp":
        return TURN[game_id] * people
    if game_id == "fits":
        from game.fits.logic.boards import COMPACT, edition_spec

        cards = len(edition_spec(COMPACT).pieces) + 1  # the build deck and the start piece
        per_card = CARD[game_id][min(people, len(CARD[game_id])) - 1]
        return per_card * cards * rounds(game_id, short)
    if game_id == "wuerfelblitz":
        race = RACE[short]
        return ROUND[game_id] * race[min(max(people, 2), 7) - 2]
    raise KeyError(game_id)


def game_seconds(game_id: str, people: int, short: bool, new: bool = True) -> float:
    """One game of the evening: its match and what comes around it (``new``: someone is
    new to it, so it starts with the watch-together explanation)."""
    return play_seconds(game_id, people, short) + AROUND + (INTRO[game_id] if new else 0.0)


def evening_minutes(games: list[str], people: int, short: bool, new: bool = True) -> int:
    """The whole evening, people made first, rounded to whole minutes."""
    known = {g.id for g in catalog.GAMES}
    seconds = PERSON * max(1, people)
    seconds += sum(game_seconds(g, people, short, new) for g in games if g in known)
    return max(1, round(seconds / 60))
