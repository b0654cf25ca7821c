#!/usr/bin/env bash
# macOS: dist/Roadie.app -> dist/Roadie-<version>-macos-<arch>.dmg (the app beside an Applications
# link), signed and notarised when credentials are given. Run by installer/build.py:
#   bash installer/macos/make_dmg.sh <version>
#
# Credentials come from the environment (CI secrets, see .github/workflows/release.yml);
# none is ever committed:
#   MACOS_SIGN_IDENTITY    a "Developer ID Application: ..." identity in the keychain
#                          (installer/macos/import_certificate.sh puts it there)
#   MACOS_NOTARY_APPLE_ID, MACOS_NOTARY_PASSWORD (an app-specific password), MACOS_NOTARY_TEAM_ID
# Without them the image is built unsigned and macOS asks players to confirm the first start.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=${1:?usage: make_dmg.sh VERSION}
app=dist/Roadie.app
dmg="dist/Roadie-$version-macos-$(uname -m).dmg"
identity=${MACOS_SIGN_IDENTITY:-}

if [ -n "$identity" ]; then
    codesign --force --deep --timestamp --options runtime \
        --entitlements installer/macos/entitlements.plist --sign "$identity" "$app"
    codesign --verify --deep --strict --verbose=2 "$app"
fi

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "Roadie $version" -srcfolder "$staging" -ov -format UDZO "$dmg"

if [ -n "$identity" ]; then
    codesign --timestamp --sign "$identity" "$dmg"
fi
if [ -n "$identity" ] && [ -n "${MACOS_NOTARY_APPLE_ID:-}" ]; then
    xcrun notarytool submit "$dmg" --apple-id "$MACOS_NOTARY_APPLE_ID" \
        --password "$MACOS_NOTARY_PASSWORD" --team-id "$MACOS_NOTARY_TEAM_ID" --wait
    xcrun stapler staple "$dmg"
fi
echo "$dmg"
