"""Table chat over the network: short plain lines, rate-limited, and an echo that carries
who said what and nothing else (no token, nothing of anyone's hand)."""

from __future__ import annotations

import json
from typing import Any

from tests.net.conftest import LOOPBACK
from tests.net.test_faults import gig_dice, port

from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.net.protocol import CHAT_MAX, ChatLine, Framer, Limits, chat_text


def test_a_chat_line_reaches_everyone_as_one_plain_line_and_nothing_more(
        qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts)
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    ben = RemoteClient.join(LOOPBACK, port(host), "Ben")
    watcher = RemoteClient.join(LOOPBACK, port(host), "Cy", spectate=True)
    heard: list[ChatLine] = []
    ben.chat.connect(heard.append)
    received = bytearray()
    ben.link.tap = received.extend
    ana.say("<b>hi</b>\n\u202eall  ")
    qtbot.waitUntil(lambda: bool(heard), timeout=5000)
    assert heard == [ChatLine(seat=0, name="Ana", text="<b>hi</b> all")]
    assert ana.token.encode() not in received and watcher.token.encode() not in received
    lines = [json.loads(b) for b in Framer().feed(bytes(received)) if b"chat_line" in b]
    assert lines == [{"type": "chat_line", "seat": 0, "name": "Ana", "text": "<b>hi</b> all"}]
    host.say("welcome", "Host")
    qtbot.waitUntil(lambda: len(heard) == 2, timeout=5000)
    assert heard[1] == ChatLine(seat=None, name="Host", text="welcome")


def test_chat_is_rate_limited_and_a_flood_is_refused(qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts, limits=Limits(chat=(0.001, 3.0)))
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    echoed: list[ChatLine] = []
    host.chatted.connect(echoed.append)
    for n in range(4):
        ana.say(f"line {n}")
    qtbot.waitUntil(lambda: bool(ana.errors), timeout=5000)
    assert [line.text for line in echoed] == ["line 0", "line 1", "line 2"]
    assert "slow down" in ana.errors[0]


def test_a_chat_line_is_cut_to_its_limit() -> None:
    assert len(chat_text("x" * 1000)) == CHAT_MAX
    assert chat_text(" \t\n ") == ""
