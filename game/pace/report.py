"""``python -m game.bench --evening``: how long a game night takes four newcomers.

It plays a full evening (every game as its rulebook has it) and then the short one (the
games' short forms, what the chooser offers first), each title to podium at human pace,
and prints each game's minutes (its start, its match, the screens around it) beside the
chooser's estimate. The last line is the short evening's length. ``--figures`` measures
the estimate's per-turn, per-card and per-round seconds over seeds and numbers of people
instead (``game/shell/evening/estimate.py`` keeps them).
"""

from __future__ import annotations

import os
import statistics
import tempfile

PEOPLE = 4
FIGURE_SEEDS = (1, 2, 3)


def _isolate() -> None:
    """A private user folder: nobody's people, stats or evenings (everyone is new)."""
    os.environ["SPIELEKISTE_HOME"] = tempfile.mkdtemp(prefix="spielekiste-evening-")


def show_evening(seed: int, short: bool) -> float:
    from game import catalog
    from game.pace.evening import play_evening
    from game.shell.evening.estimate import evening_minutes, game_seconds

    _isolate()
    run = play_evening(seed, PEOPLE, short)
    form = "short evening" if short else "full games"
    print(
        f"{form}, {PEOPLE} newcomers, seed {seed}: {run.presses} presses, "
        f"{run.long_pauses} long pauses"
    )
    print(f"  {'part':14} {'min':>5} {'start':>6} {'match':>6} {'around':>6}  estimate")
    titles = {g.title: g.id for g in catalog.playable_games()}
    for part in run.parts:
        game = titles.get(part.name)
        guess = f"{game_seconds(game, PEOPLE, short) / 60:5.1f}" if game else ""
        print(
            f"  {part.name:14} {part.minutes:5.1f} {part.intro / 3600:6.1f} "
            f"{part.match / 3600:6.1f} {part.around / 3600:6.1f}  {guess}"
        )
    estimate = evening_minutes(list(titles.values()), PEOPLE, short)
    print(f"  the chooser's estimate: {estimate} min")
    return run.minutes


def show_figures() -> None:
    """Seconds per unit (turn, card, round) and units per match, by game and people."""
    from game import catalog
    from game.pace.match import play_one

    for info in catalog.playable_games():
        for short in (True, False):
            for count in range(max(2, info.min_seats), min(info.max_seats, 7) + 1):
                runs = []
                for seed in FIGURE_SEEDS:
                    _isolate()
                    runs.append(play_one(info.id, count, short, seed))
                units = statistics.mean(r.units for r in runs)
                per_unit = statistics.mean(r.frames / 60 / max(1, r.units) for r in runs)
                minutes = statistics.mean(r.minutes for r in runs)
                form = "short" if short else "full"
                print(
                    f"{info.id:13} {form:5} {count} people: {minutes:5.2f} min, "
                    f"{units:5.1f} units, {per_unit:5.1f} s a unit"
                )


def main(seed: int = 1, figures: bool = False) -> int:
    if figures:
        show_figures()
        return 0
    full = show_evening(seed, short=False)
    print(f"full games, {PEOPLE} people, 4 games: {full:.1f} min")
    short = show_evening(seed, short=True)
    print(f"short evening, {PEOPLE} people, 4 games: {short:.1f} min")
    return 0
