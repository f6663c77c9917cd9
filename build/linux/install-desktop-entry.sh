#!/bin/sh
# Adds Spielekiste to your application menu (also in the Steam Deck's desktop mode), so it can
# be started from there or added to Steam as a non-Steam game. Run it from the unpacked folder:
#     ./install-desktop-entry.sh
# Undo: rm ~/.local/share/applications/spielekiste.desktop \
#          ~/.local/share/icons/hicolor/256x256/apps/spielekiste.png
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$data/applications" "$data/icons/hicolor/256x256/apps"
cp "$here/spielekiste.png" "$data/icons/hicolor/256x256/apps/spielekiste.png"
# The menu entry starts this folder's program wherever the folder was unpacked.
sed "s|^Exec=.*|Exec=\"$here/spielekiste\"|" "$here/spielekiste.desktop" \
    > "$data/applications/spielekiste.desktop"
command -v update-desktop-database >/dev/null 2>&1 \
    && update-desktop-database "$data/applications" >/dev/null 2>&1 || true
echo "Spielekiste is in your application menu (games). Start it there or with $here/spielekiste"
