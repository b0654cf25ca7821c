"""A peer asks the host "why not?" for its seat: the host's rules answer, nothing is taken."""

from __future__ import annotations

from typing import Any

from tests.net.conftest import LOOPBACK, host_table
from tests.test_why_not import refused_and_legal

from roadie.net.client import RemoteClient
from roadie.net.host import Host


def test_a_remote_client_asks_the_host_and_nothing_is_taken(qtbot: Any,
                                                             hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=5)
    hosts.append(host)
    ana = RemoteClient.join(LOOPBACK, int(host.server.serverPort()), "Ana")
    refused, legal = refused_and_legal(host.match, 0)
    before = host.match.hash()
    local = host.match.game.check(host.match.state, 0, refused)
    violation = ana.why_not(refused)
    assert violation is not None and local is not None
    assert (violation.rule_id, violation.message) == (local.rule_id, local.message)
    assert ana.why_not(legal) is None
    assert host.match.hash() == before and not host.match.record.actions
