#!/usr/bin/env bash
# macOS: turn PyInstaller's dist/Roadie.app into a compressed disk image.
# Signing and notarisation need the developer's identity:
#   codesign --deep --options runtime --sign "$IDENTITY" dist/Roadie.app
#   xcrun notarytool submit dist/Roadie.dmg --keychain-profile "$PROFILE" --wait
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(python3 -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])")
hdiutil create -volname Roadie -srcfolder dist/Roadie.app -ov -format UDZO "dist/Roadie-$version.dmg"
