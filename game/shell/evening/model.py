"""An evening: the games to play, who plays, the points so far (pure, no pygame).

A match's placings give evening points: first gets as many points as there were players,
each place one fewer; tied seats share the points of the places they cover. Whoever joins
between games starts with the points of the last place; whoever leaves keeps their points
on the table, marked as gone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

MIN_GAMES, MAX_GAMES = 2, 4
MAX_ENTRANTS = 16  # a hostile file's lists are cut to this
KINDS = ("person", "cpu", "guest")
MEASURES = ("busts", "graeten", "call")  # what the evening's awards are made of
BIG = 10**6


def points_for_places(places: list[int]) -> list[float]:
    """Evening points per seat from its place (1 = first); ties share their places' points."""
    count = len(places)
    points = []
    for place in places:
        tied = places.count(place)
        covered = [count - (place - 1 + k) for k in range(tied)]  # points of the places held
        points.append(sum(covered) / tied)
    return points


@dataclass
class Entrant:
    key: str  # a person's id, "cpu:<n>" or "guest:<n>"
    kind: str = "guest"
    level: str = ""  # a CPU's level
    points: float = 0.0
    active: bool = True  # False: left the evening (their points stay on the table)
    played: int = 0  # matches of this evening
    measures: dict[str, list[float]] = field(default_factory=dict)  # name -> [sum, count, best]

    def add_measure(self, name: str, value: float) -> None:
        total, count, best = self.measures.get(name, [0.0, 0, value])
        self.measures[name] = [total + value, count + 1, min(best, value)]

    def to_dict(self) -> dict:
        return {
            "key": self.key,
            "kind": self.kind,
            "level": self.level,
            "points": self.points,
            "active": self.active,
            "played": self.played,
            "measures": {k: list(v) for k, v in self.measures.items()},
        }

    @classmethod
    def from_dict(cls, data: object) -> Entrant | None:
        if not isinstance(data, dict):
            return None
        key, kind = data.get("key"), data.get("kind")
        if not isinstance(key, str) or not 0 < len(key) <= 24 or kind not in KINDS:
            return None
        level = data.get("level")
        measures = {}
        raw = data.get("measures")
        for name in MEASURES:
            value = raw.get(name) if isinstance(raw, dict) else None
            if isinstance(value, list) and len(value) == 3 and all(_number(v) for v in value):
                measures[name] = [_clamp(value[0]), int(_clamp(value[1])), _clamp(value[2])]
        return cls(
            key,
            kind,
            level if isinstance(level, str) and len(level) <= 12 else "",
            _clamp(data.get("points")) if _number(data.get("points")) else 0.0,
            data.get("active") is not False,
            int(_clamp(data.get("played"))) if _number(data.get("played")) else 0,
            measures,
        )


@dataclass
class Evening:
    games: list[str]
    entrants: list[Entrant] = field(default_factory=list)
    played: int = 0  # games finished
    seating: list[str] = field(default_factory=list)  # entrant key per seat of the match
    match_seed: int | None = None  # the seed of the evening's running match
    before: list[str] = field(default_factory=list)  # the table's order before the last game
    gained: dict[str, float] = field(default_factory=dict)  # points the last game gave

    # ----- queries ----------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.played >= len(self.games)

    @property
    def current_game(self) -> str | None:
        return None if self.over else self.games[self.played]

    def entrant(self, key: str) -> Entrant | None:
        return next((e for e in self.entrants if e.key == key), None)

    @property
    def active(self) -> list[Entrant]:
        return [e for e in self.entrants if e.active]

    def table(self) -> list[Entrant]:
        """Everyone by points (most first); ties keep the order they joined in."""
        return sorted(self.entrants, key=lambda e: -e.points)

    def places(self) -> dict[str, int]:
        """Entrant key -> place on the table (equal points share a place)."""
        table = self.table()
        return {e.key: 1 + sum(1 for o in table if o.points > e.points) for e in table}

    def owns(self, game_id: str, seed: int) -> bool:
        """Whether a finished match is this evening's running one (not a rematch)."""
        return self.current_game == game_id and self.match_seed == seed

    def is_rematch(self, game_id: str) -> bool:
        """Whether a match of ``game_id`` now would replay the game just finished."""
        return (
            self.match_seed is None and self.played > 0 and self.games[self.played - 1] == game_id
        )

    # ----- changes ----------------------------------------------------------------------------
    def join(self, key: str, kind: str, level: str = "") -> Entrant:
        """A late joiner starts with the points of the last place (0 before the first game)."""
        found = self.entrant(key)
        if found is not None:
            found.active = True
            return found
        floor = min((e.points for e in self.active), default=0.0) if self.played else 0.0
        entrant = Entrant(key, kind if kind in KINDS else "guest", level, floor)
        self.entrants.append(entrant)
        return entrant

    def new_key(self, kind: str) -> str:
        """A key no entrant has had this evening: ``cpu:<n>`` or ``guest:<n>``, lowest n."""
        keys = {e.key for e in self.entrants}
        number = next(n for n in range(1, len(keys) + 2) if f"{kind}:{n}" not in keys)
        return f"{kind}:{number}"

    def sit_down(self, key: str, kind: str, level: str = "") -> Entrant:
        """``key`` joins (or comes back) and takes the next seat of the next game."""
        entrant = self.join(key, kind, level)
        if key not in self.seating:
            self.seating.append(key)
        return entrant

    def leave(self, key: str) -> None:
        entrant = self.entrant(key)
        if entrant is not None:
            entrant.active = False
        self.seating = [k for k in self.seating if k != key]

    def record(self, places: list[int], measures: dict[str, tuple] | None = None) -> None:
        """The evening's running match ended with ``places`` per seat (seated as ``seating``)."""
        self.before = [e.key for e in self.table()]
        self.gained = {}
        points = points_for_places(places)
        for seat, key in enumerate(self.seating[: len(places)]):
            entrant = self.entrant(key)
            if entrant is None:
                continue
            entrant.points += points[seat]
            entrant.played += 1
            self.gained[key] = points[seat]
            for name, values in (measures or {}).items():
                value = values[seat] if name in MEASURES and seat < len(values) else None
                if _number(value):
                    entrant.add_measure(name, float(value))
        self.played += 1
        self.match_seed = None

    # ----- the podium's awards ----------------------------------------------------------------
    def awards(self) -> list[tuple[str, str, float]]:
        """(award key, entrant key, value): fastest caller (best call, frames), coolest head
        (fewest busts a match), most Gräten; only where one entrant clearly leads."""
        found = []
        for name, key, pick in (
            ("call", "evening.award.fastest", lambda m: -m[2]),
            ("busts", "evening.award.coolest", lambda m: -m[0] / max(1, m[1])),
            ("graeten", "evening.award.graeten", lambda m: m[0]),
        ):
            have = [(pick(e.measures[name]), e) for e in self.entrants if name in e.measures]
            if not have:
                continue
            best = max(score for score, _ in have)
            leaders = [e for score, e in have if score == best]
            if len(leaders) == 1 and (name != "graeten" or best > 0):
                measure = leaders[0].measures[name]
                value = {"call": measure[2], "busts": measure[0] / max(1, measure[1])}.get(
                    name, measure[0]
                )
                found.append((key, leaders[0].key, value))
        return found

    # ----- saving -----------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "games": list(self.games),
            "entrants": [e.to_dict() for e in self.entrants],
            "played": self.played,
            "seating": list(self.seating),
            "match_seed": self.match_seed,
            "before": list(self.before),
            "gained": dict(self.gained),
        }

    @classmethod
    def from_dict(cls, data: object, known_games: set[str]) -> Evening | None:
        """An evening from a file, bounded; None when it cannot be an evening at all."""
        if not isinstance(data, dict):
            return None
        games = data.get("games")
        if not isinstance(games, list):
            return None
        games = [g for g in games[: MAX_GAMES * 8] if isinstance(g, str) and g in known_games]
        games = games[:MAX_GAMES]
        if len(games) < MIN_GAMES:
            return None
        entrants: list[Entrant] = []
        raw = data.get("entrants")
        for item in raw[:MAX_ENTRANTS] if isinstance(raw, list) else []:
            entrant = Entrant.from_dict(item)
            if entrant is not None and all(e.key != entrant.key for e in entrants):
                entrants.append(entrant)
        if not entrants:
            return None
        keys = {e.key for e in entrants}
        played = data.get("played")
        seed = data.get("match_seed")
        gained = data.get("gained")
        return cls(
            games,
            entrants,
            min(played, len(games)) if isinstance(played, int) and played > 0 else 0,
            _keys(data.get("seating"), keys),
            seed if isinstance(seed, int) and not isinstance(seed, bool) else None,
            _keys(data.get("before"), keys),
            {k: _clamp(v) for k, v in gained.items() if k in keys and _number(v)}
            if isinstance(gained, dict)
            else {},
        )


def _keys(value: object, known: set[str]) -> list[str]:
    if not isinstance(value, list):
        return []
    found: list[str] = []
    for k in value[: MAX_ENTRANTS * 8]:
        if isinstance(k, str) and k in known and k not in found:
            found.append(k)
    return found[:MAX_ENTRANTS]


def _number(value: object) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)) or (
        isinstance(value, float) and value == value and abs(value) < 1e300
    )


def _clamp(value: object) -> float:
    return float(max(-BIG, min(BIG, value))) if _number(value) else 0.0
