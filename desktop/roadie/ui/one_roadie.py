"""One Roadie per home: a second start hands what it was asked to open to the Roadie already
running there (over ``QLocalServer``/``QLocalSocket``) and ends.

The first start holds a lock file in the data folder (``QLockFile``: a lock left by a process
that died is taken over) and, once its window's first frame is drawn, listens on a local
socket named for the data folder and the user (tests with their own ``ROADIE_HOME`` never
meet). A socket left by a crash is removed and listened on again. A later start that finds
the lock held sends the files on one line of JSON and waits for ``ok``; the first window
opens them and comes to the front. Where that fails (the first does not answer, another
user holds the home), the later start runs a window of its own: each game in progress is
locked by the window that plays it (:mod:`roadie.ui.kept_games`), so neither overwrites a
game of the other.
"""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLockFile, QObject, QTimer

from roadie.core.errors import InputError
from roadie.core.files import parse_json

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

    from roadie.ui.main_window import MainWindow

log = logging.getLogger(__name__)

ANSWER_WAIT_S = 10.0
"""How long a later start waits for the first to listen and answer (the first listens once
its window's first frame is drawn)."""
LONGEST_MESSAGE = 64 * 1024
"""The most bytes a handed-over message may have (a few paths)."""


def server_name(home: Path) -> str:
    """The local socket of the Roadie running on *home* for this user."""
    import getpass
    import hashlib

    key = f"{getpass.getuser()}\n{home.resolve()}".encode()
    return f"roadie-{hashlib.sha256(key).hexdigest()[:20]}"


def files_of(message: bytes) -> list[Path] | None:
    """The files a handed-over message asks to open (``None``: not a message of Roadie's)."""
    try:
        data = parse_json(message, "the message")
    except InputError:
        return None
    files = data.get("open") if isinstance(data, dict) else None
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        return None
    return [Path(f) for f in files]


class OneRoadie(QObject):
    """This process's place on its Roadie home: the first (serving the later ones) or not."""

    def __init__(self, home: Path) -> None:
        super().__init__()
        self.home = home
        self.lock = QLockFile(str(home / "roadie.lock"))
        self.lock.setStaleLockTime(0)  # taken over only when its process is gone
        self.server: QLocalServer | None = None
        self.window: MainWindow | None = None
        self._readers: dict[QLocalSocket, bytes] = {}

    @property
    def name(self) -> str:
        """The local socket's name (worked out when first needed: after the first frame)."""
        return server_name(self.home)

    def claim(self) -> bool:
        """Whether this is the first Roadie on the home (it holds the home's lock now)."""
        self.home.mkdir(parents=True, exist_ok=True)
        return self.lock.tryLock(0)

    def hand_over(self, files: list[Path]) -> bool:
        """Ask the first Roadie to open *files* (none: just to come to the front); True once it
        said it will. False when it does not answer in time or has gone (then the home's lock
        may be this process's: :meth:`claim` is tried again)."""
        from PySide6.QtNetwork import QLocalSocket

        message = json.dumps({"open": [str(f.resolve()) for f in files]}).encode() + b"\n"
        deadline = time.monotonic() + ANSWER_WAIT_S
        while time.monotonic() < deadline:
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(200):
                socket.write(message)
                socket.waitForBytesWritten(1000)
                answer = b""
                while (b"\n" not in answer and socket.waitForReadyRead(
                        max(1, int((deadline - time.monotonic()) * 1000)))):
                    answer += bytes(socket.readAll().data())
                socket.abort()
                return answer.startswith(b"ok")
            if self.claim():  # the first one ended meanwhile
                return False
            time.sleep(0.1)
        log.error("the Roadie running on %s did not answer: this one runs alone", self.home)
        return False

    def serve(self, window: MainWindow) -> None:
        """Hand *window* what later starts ask to open, listening from its first frame on."""
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.server is None:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.listen)
        return False

    def listen(self) -> bool:
        """Listen for later starts; a socket a crash left behind is removed first."""
        from PySide6.QtNetwork import QLocalServer

        if self.server is not None:
            return self.server.isListening()
        server = self.server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._connected)
        if not server.listen(self.name):
            QLocalServer.removeServer(self.name)  # ours to remove: this process holds the home
            if not server.listen(self.name):
                log.error("Roadie cannot listen for later starts: %s", server.errorString())
                return False
        return True

    def _connected(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:
            self._readers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._readers.pop(s, None))
            socket.disconnected.connect(socket.deleteLater)
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._readers:
            return
        data = self._readers[socket] + bytes(socket.readAll().data())
        if b"\n" not in data and len(data) <= LONGEST_MESSAGE:
            self._readers[socket] = data
            return
        del self._readers[socket]
        files = files_of(data.split(b"\n", 1)[0]) if len(data) <= LONGEST_MESSAGE else None
        socket.write(b"ok\n" if files is not None else b"no\n")
        socket.flush()
        socket.disconnectFromServer()
        if files is not None:
            QTimer.singleShot(0, lambda: self._open(files))

    def _open(self, files: list[Path]) -> None:
        """Bring the window to the front and open what the later start was asked to."""
        window = self.window
        if window is None:
            return
        if window.isMinimized():
            window.showNormal()
        window.raise_()
        window.activateWindow()
        window.finish_loading()
        for path in files[:1]:  # one table: the first file
            window.open_path(path)

