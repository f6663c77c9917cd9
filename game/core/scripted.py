"""A generator whose next draws are written down in advance: the tutorials' loaded dice.

A tutorial plays a real match through the real rules, but the dice and cards must be the
ones its script teaches with. ``ScriptedRandom`` is a ``random.Random`` that answers
``randint``, ``choice`` and ``sample`` from queues of planned results, in the order the
rules draw them; once a queue is empty it draws from its seed like any other generator, so
a script only plans what it teaches. A planned value the call could not return (a die face
out of range, a card not in the deck) is a fault in the script and raises at once.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Sequence
from typing import Any


class ScriptError(ValueError):
    """A planned draw the rules could not have made."""


class ScriptedRandom(random.Random):
    def __init__(
        self,
        seed: int | str,
        randint: Iterable[int] = (),
        choice: Iterable[Any] = (),
        sample: Iterable[Sequence[Any]] = (),
    ) -> None:
        super().__init__(seed)
        self.planned = {
            "randint": deque(randint),
            "choice": deque(choice),
            "sample": deque(list(s) for s in sample),
        }

    def plan(self, method: str, values: Iterable[Any]) -> None:
        """Queue more planned results for ``method`` (after those already queued)."""
        self.planned[method].extend(values)

    @property
    def left(self) -> int:
        """Planned results not drawn yet."""
        return sum(len(queue) for queue in self.planned.values())

    def randint(self, a: int, b: int) -> int:
        queue = self.planned["randint"]
        if not queue:
            return super().randint(a, b)
        value = queue.popleft()
        if not a <= value <= b:
            raise ScriptError(f"planned {value} for randint({a}, {b})")
        return value

    def choice(self, seq: Sequence[Any]) -> Any:
        queue = self.planned["choice"]
        if not queue:
            return super().choice(seq)
        value = queue.popleft()
        if value not in seq:
            raise ScriptError(f"planned {value!r} is not one of {list(seq)!r}")
        return value

    def sample(self, population: Sequence[Any], k: int, **kwargs: Any) -> list[Any]:
        queue = self.planned["sample"]
        if not queue:
            return super().sample(population, k, **kwargs)
        value = queue.popleft()
        pool = list(population)
        for item in value:
            if item not in pool:
                raise ScriptError(f"planned {item!r} is not left in the population")
            pool.remove(item)
        if len(value) != k:
            raise ScriptError(f"planned {len(value)} items for a sample of {k}")
        return value
