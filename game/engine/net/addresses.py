"""Which peers may talk to the server, and which address the TV shows.

The server listens on every interface of this machine (a laptop may be on Wi-Fi and cable
at once) but answers only peers from private, loopback or link-local ranges, so a machine
with a public address never becomes a controller for strangers.
"""

from __future__ import annotations

import ipaddress
import logging
import socket

log = logging.getLogger(__name__)

# Connecting a UDP socket sends nothing; it only asks the OS which local address would be
# used to reach a private-range address, i.e. the address on the home network.
PROBE_ADDRESS = ("10.255.255.255", 1)
FALLBACK_HOST = "127.0.0.1"


def parse_ip(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        ip = ipaddress.ip_address(text.split("%", 1)[0])  # drop an IPv6 zone ("%wlan0")
    except ValueError:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    return ip


def is_local_peer(text: str) -> bool:
    """True for addresses a phone in the same home network can have."""
    ip = parse_ip(text)
    return ip is not None and (ip.is_private or ip.is_loopback or ip.is_link_local)


def host_header_ok(value: str | None, port: int) -> bool:
    """The Host header names an IP literal and our port.

    Phones reach us by the IP address in the QR code. Refusing host names stops a web page
    from reaching the server under its own domain (DNS rebinding).
    """
    if not value:
        return False
    host, sep, port_text = value.rpartition(":")
    if not sep or port_text != str(port):
        return False
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    return parse_ip(host) is not None


def lan_address() -> str:
    """This machine's address on the local network (loopback if there seems to be none)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(PROBE_ADDRESS)
        address = probe.getsockname()[0]
    except OSError as err:
        log.info("no local network found (%s); phones can only join from this machine", err)
        return FALLBACK_HOST
    finally:
        probe.close()
    return address if is_local_peer(address) else FALLBACK_HOST
