"""Where the players' view listens and what URL it shows: no aiohttp here."""

from __future__ import annotations

import ipaddress
import re
import socket

from gmconsole.i18n import got, t

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000


class PlayersServerError(Exception):
    """The view could not start; the message is for the GM, as is."""


def parse_address(text: str | None) -> tuple[str, int]:
    """``[HOST:]PORT`` -> (host, port); empty -> 127.0.0.1:8000. IPv6 as ``[::1]:8000``.

    Port 0 asks the system for a free port. Raises ValueError with a message for the GM.
    """
    text = (text or "").strip()
    if not text:
        return DEFAULT_HOST, DEFAULT_PORT
    host, port_text = DEFAULT_HOST, text
    bracketed = re.fullmatch(r"\[([0-9A-Fa-f:.]+)\](?::(\d*))?", text)
    if bracketed:
        host, port_text = bracketed.group(1), bracketed.group(2) or str(DEFAULT_PORT)
    elif text.count(":") == 1:
        host, port_text = text.split(":")
        host = host or DEFAULT_HOST
    elif text.count(":") > 1:
        raise ValueError(t("write an IPv6 address in brackets, like [::1]:8000") + got(repr(text)))
    if not port_text.isdigit() or not 0 <= int(port_text) <= 65535:
        raise ValueError(
            t("the port must be a number 0 to 65535, as in [HOST:]PORT") + got(repr(text))
        )
    return host, int(port_text)


def is_loopback(host: str) -> bool:
    """True for addresses only this machine can reach (127.x, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def lan_address() -> str:
    """The laptop's address on its network, as a phone on the same Wi-Fi would use it.

    Connecting a UDP socket sends nothing; it only makes the system pick the interface
    it would route through. Falls back to the host name's address, then to 127.0.0.1.
    """
    for probe in ("10.255.255.255", "192.168.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
                sock.connect((probe, 1))
                address = str(sock.getsockname()[0])
            if address and not address.startswith(("0.", "127.")):
                return address
        except OSError:
            continue
    try:
        address = socket.gethostbyname(socket.gethostname())
        if not address.startswith("127."):
            return address
    except OSError:
        pass
    return "127.0.0.1"
