"""No device question ever holds the room: a phone's place that changed hands too often stays
where it is for a while, the TV says so in a toast, and the match and every other device go
on. The phone holding it may let it go on its own page; else the hold ends by itself.
"""

from __future__ import annotations

import json

from websockets.sync.client import connect

from game.engine.net import hands
from game.engine.net.events import Disputed, Joined, Pressed
from game.fiese15.screen.action_panel import MODE_ROLL
from game.shell.pause import PauseScene
from tests.test_phone_controller import Outbox
from tests.test_phone_server import (  # noqa: F401 (fixtures)
    LOOPBACK,
    WAIT,
    added,
    close_code,
    link_fixture,
    manager_fixture,
    phone,
    pump_until,
    receive,
)
from tests.test_phone_takeover import FakeClock, reclaim, takeover


def test_a_dispute_never_holds_the_room(make_app, monkeypatch):
    """While a phone's place is in dispute the match's frame keeps counting and presses
    land: the disputed phone's own (it still plays where it is) and everyone else's."""
    from tests.test_fiese15_scene import start

    app = make_app(lang="en")
    feed: list[list] = [[Joined("phone:1", "Phone 1"), Joined("phone:2", "Phone 2")]]
    monkeypatch.setattr(app.phones, "drain", lambda: feed.pop(0) if feed else [])
    app.phones._server = Outbox()
    toasts: list[str] = []
    show = app.toasts.show
    monkeypatch.setattr(app.toasts, "show", lambda m, f: (toasts.append(m), show(m, f)))
    scene = start(app, ["human", "human"])
    app.input.bind("phone:1", 0)
    app.input.bind("phone:2", 1)
    for _ in range(600):
        if scene.controls.mode == MODE_ROLL:
            break
        app.step()
    assert scene.controls.mode == MODE_ROLL and scene.match.current_seat == 0
    feed.append([Disputed("phone:1")])  # phone 1's place changed hands too often
    app.step()
    assert app.scenes.top is scene  # nothing came up over the match …
    assert toasts[-1] == "P1's phone changed hands too often: it stays where it is for a minute"
    frame = scene.match_frame
    for _ in range(120):
        app.step()
    assert scene.match_frame == frame + 120  # … and its clock never stopped
    rolls = scene.stats.seats[0].rolls
    feed.extend(
        [[Pressed("phone:1", "confirm", True, 0)], [Pressed("phone:1", "confirm", False, 0)]]
    )
    app.step()
    app.step()
    assert scene.stats.seats[0].rolls == rolls + 1  # the disputed phone still plays its seat
    feed.extend([[Pressed("phone:2", "pause", True, 0)], [Pressed("phone:2", "pause", False, 0)]])
    app.step()
    app.step()
    assert isinstance(app.scenes.top, PauseScene)  # another phone's press lands as always


def test_the_phone_holding_a_disputed_device_may_let_it_go_on_its_own_page(link, manager):
    clock = FakeClock()
    link._server.hands.clock = clock
    url = f"ws://{LOOPBACK}:{link.port}/ws"
    with phone(link) as (owner, welcome):
        pump_until(link, manager, added("phone:1"))
        first = welcome["token"]
        taken = takeover(link, first, "127.0.9.1")  # one change of hands …
        assert taken["type"] == "welcome"
        with connect(url, source_address=("127.0.9.2", 0), open_timeout=WAIT) as holder:
            # … and a second, by a phone that stays: it holds the device now.
            hello = {"type": "hello", "room": link.room_code, "token": taken["token"]}
            holder.send(json.dumps(hello))
            assert receive(holder)["type"] == "welcome"
            assert close_code(owner) == 4002
            # A third within the minute is held: the one who asked waits on its own page …
            assert reclaim(link, first) == {"type": "refused", "reason": "held"}
            # … and the phone that holds it is asked on its page, never the TV.
            assert receive(holder) == {"type": "held", "open": True}
            holder.send(json.dumps({"type": "free"}))  # "Let it go"
            assert receive(holder) == {"type": "held", "open": False}
            back = reclaim(link, first)  # at once: nobody waits out the minute
            assert back["type"] == "welcome" and back["device"] == "phone:1"
            assert close_code(holder) == 4002


def test_a_held_device_settles_by_itself_and_is_told_once():
    clock = FakeClock()
    told: list[int] = []
    book = hands.Hands(clock, told.append)
    assert book.may_change(3) and book.may_change(3)
    assert not book.may_change(3) and not book.may_change(3)  # held; told once
    assert told == [3] and book.is_held(3)
    clock.now += hands.HOLD_FOR - 1
    assert not book.may_change(3) and told == [3]
    clock.now += 1  # the hold is over by itself: counted afresh
    assert not book.is_held(3)
    assert book.may_change(3) and book.may_change(3) and not book.may_change(3)
    assert told == [3, 3]  # a new hold is told again
    book.free(3)  # its holder let it go
    assert not book.is_held(3) and book.may_change(3)
