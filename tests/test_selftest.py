"""``roadie --self-test``: passes on this copy, and fails with status 1 naming a broken pack."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from roadie import games
from roadie.core.content import resources_dir


def self_test(*args: str, code: str = "") -> subprocess.CompletedProcess[str]:
    """``roadie --self-test`` in a fresh process, after running *code* there."""
    script = f"import sys\n{code}\nfrom roadie.cli import main\nsys.exit(main(sys.argv[1:]))"
    return subprocess.run([sys.executable, "-c", script, "--self-test", *args],
                          capture_output=True, text=True, timeout=600, check=False)


def test_self_test_plays_every_game_and_exits_0(tmp_path: Path) -> None:
    report = tmp_path / "self-test.txt"
    done = self_test(str(report))
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == "self-test passed"
    playable = sum(entry.playable for entry in games.REGISTRY)
    assert f"ok   launcher: {len(games.REGISTRY)} games listed, {playable} playable" in lines
    for game_id in games.available():
        assert f"ok   content {game_id}: packs standard" in lines
        assert any(line.startswith(f"ok   play {game_id}: 12 bot actions, saved and reloaded")
                   for line in lines)
    assert report.read_text(encoding="utf-8").splitlines() == lines


def test_a_broken_content_pack_fails_the_self_test_with_exit_1(tmp_path: Path) -> None:
    copy = tmp_path / "resources"
    shutil.copytree(resources_dir(), copy)
    (copy / "content" / "big-easy-busking" / "standard" / "songs.json").write_text("[{")
    patch = ("import roadie.core.content as c\nfrom pathlib import Path\n"
             f"c.resources_dir = lambda: Path({str(copy)!r})")
    done = self_test(code=patch)
    assert done.returncode == 1, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    broken = ("ContentError: content pack 'standard' of 'big-easy-busking': songs.json: "
              "not valid JSON")
    assert f"FAIL content big-easy-busking: {broken}" in "\n".join(lines)
    assert f"FAIL launcher: {broken}" in "\n".join(lines)  # choosing the game reads its pack
    assert "ok   content gig-dice: packs standard" in lines
    assert lines[-1] == ("self-test FAILED: launcher, content big-easy-busking, "
                         "play big-easy-busking")


def test_self_test_takes_at_most_a_report_file() -> None:
    done = self_test("a.txt", "b.txt")
    assert done.returncode == 2 and "at most one argument" in done.stderr
