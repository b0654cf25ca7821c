"""The lines a network failure shows the player, in the player's language.

Qt's own socket error texts are English; every failure Roadie shows is one of its own
sentences, marked for translation under the ``Network`` context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QAbstractSocket

from roadie.core.text import QT_TRANSLATE_NOOP as _

SocketError = QAbstractSocket.SocketError

SOCKET_ERRORS: dict[SocketError, str] = {
    SocketError.ConnectionRefusedError: _("Network", "The connection was refused: is a game "
                                                     "hosted there?"),
    SocketError.RemoteHostClosedError: _("Network", "The host closed the connection."),
    SocketError.HostNotFoundError: _("Network", "No computer has that address."),
    SocketError.SocketTimeoutError: _("Network", "The connection timed out."),
    SocketError.NetworkError: _("Network", "The network cannot be reached."),
    SocketError.AddressInUseError: _("Network", "That port is in use already."),
    SocketError.SocketAccessError: _("Network", "Roadie may not use that port."),
}
"""Our sentences for the socket errors a player may meet."""
OTHER_ERROR = _("Network", "The network connection failed.")


def line(text: str, *values: object) -> str:
    """*text* (a sentence marked under ``Network``) in the player's language, with %1,
    %2... filled in with *values*."""
    shown = QCoreApplication.translate("Network", text)
    for number, value in enumerate(values, 1):
        shown = shown.replace(f"%{number}", str(value))
    return shown


def socket_failure(error: SocketError) -> str:
    """Our line for a socket *error* (never Qt's English text)."""
    return line(SOCKET_ERRORS.get(error, OTHER_ERROR))
