#!/usr/bin/env bash
# CI only: put the Developer ID certificate from the secrets into a temporary keychain, so that
# make_dmg.sh can sign with MACOS_SIGN_IDENTITY. Needs MACOS_CERTIFICATE_P12 (the .p12, base64)
# and MACOS_CERTIFICATE_PASSWORD; both are repository secrets, never files in the repository.
set -euo pipefail
if [ -z "${MACOS_CERTIFICATE_P12:-}" ]; then
    echo "No signing certificate among the secrets: the disk image will be unsigned."
    exit 0
fi
keychain="$RUNNER_TEMP/roadie-signing.keychain-db"
keychain_password=$(uuidgen)
certificate="$RUNNER_TEMP/roadie-certificate.p12"
echo "$MACOS_CERTIFICATE_P12" | base64 --decode > "$certificate"
security create-keychain -p "$keychain_password" "$keychain"
security set-keychain-settings -lut 21600 "$keychain"
security unlock-keychain -p "$keychain_password" "$keychain"
security import "$certificate" -P "$MACOS_CERTIFICATE_PASSWORD" -A -t cert -f pkcs12 -k "$keychain"
security set-key-partition-list -S apple-tool:,apple: -k "$keychain_password" "$keychain" >/dev/null
security list-keychain -d user -s "$keychain"
rm -f "$certificate"
