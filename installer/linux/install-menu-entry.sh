#!/usr/bin/env sh
# Put Roadie in this user's applications menu and open Roadie saves (*.roadie, *.roadie.json)
# with it, from wherever this unpacked folder lives. Undo: --remove. Saves are never touched.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry="$data/applications/roadie.desktop"
mime="$data/mime/packages/roadie.xml"
if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry" "$mime"
    done_what=removed
else
    mkdir -p "$(dirname "$entry")" "$(dirname "$mime")"
    sed -e "s|^Exec=Roadie|Exec=\"$here/Roadie\"|" -e "s|^Icon=roadie|Icon=$here/roadie.png|" \
        "$here/roadie.desktop" > "$entry"
    cp "$here/roadie-mime.xml" "$mime"
    done_what=installed
fi
if command -v update-mime-database >/dev/null; then update-mime-database "$data/mime"; fi
if command -v update-desktop-database >/dev/null; then update-desktop-database "$data/applications"; fi
echo "Roadie's menu entry $done_what: $entry"
