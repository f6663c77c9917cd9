"""The macOS app: its name, identifier and Info.plist, read by ``spielekiste.spec``.

Standard library only (the spec imports it inside PyInstaller), and importable by tests.
"""

from __future__ import annotations

NAME = "Spielekiste"
APP_NAME = f"{NAME}.app"
# Never change it: macOS keys the app's permissions (local network, the firewall's answer)
# to this identifier, so a new one asks the player again.
BUNDLE_ID = "de.spielekiste.game"
# PyInstaller's bootloader for Apple silicon runs on macOS 11 (Big Sur) and newer.
MINIMUM_MACOS = "11.0"
# Shown when macOS 15 and newer ask whether the app may talk to the local network, which
# the phone server does.
LOCAL_NETWORK = (
    "Phones on the same Wi-Fi join Spielekiste as game controllers: they open the game's "
    "page from this Mac."
)


def info_plist(version: str) -> dict[str, object]:
    """What the app's Info.plist says beyond PyInstaller's own keys."""
    return {
        "CFBundleName": NAME,
        "CFBundleDisplayName": NAME,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHighResolutionCapable": True,
        "NSLocalNetworkUsageDescription": LOCAL_NETWORK,
        "LSMinimumSystemVersion": MINIMUM_MACOS,
        "LSApplicationCategoryType": "public.app-category.games",
        "NSHumanReadableCopyright": "Spielekiste contributors, MIT licence",
    }
