#!/usr/bin/env bash
# Makes the local Browser Rendering binding (env.BROWSER under `wrangler dev`, Miniflare and the
# vitest workerd pool) use the system Chromium instead of downloading Chrome for Testing, which
# fails without internet access.
#
# Miniflare looks for Chrome 126 under its cache directory
#   ${XDG_CACHE_HOME:-$HOME/.cache}/.wrangler/chrome/linux-126.0.6478.182/chrome-linux64/chrome
# and skips the download when the marker file `.miniflare-install-complete` sits beside it.
# We put a small shim there that runs /usr/bin/chromium (Debian's package) with the flags a
# container needs. Idempotent: running it again rewrites the same two files.
#
# Usage: bash dev/setup-local-browser.sh   (CI: after `apt-get install -y chromium`)
# Env:   CHROMIUM=/path/to/chromium to use another binary; MINIFLARE_CHROME_VERSION to follow a
#        Miniflare upgrade (grep BROWSER_VERSION node_modules/miniflare/dist/src/index.js).
set -euo pipefail

CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
VERSION="${MINIFLARE_CHROME_VERSION:-}"
if [ -z "$VERSION" ]; then
  # Follow the version the installed Miniflare asks for, so an upgrade does not silently break.
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  mf="$here/node_modules/miniflare/dist/src/index.js"
  if [ -f "$mf" ]; then
    VERSION="$(grep -oE 'BROWSER_VERSION = "[0-9.]+"' "$mf" | head -1 | grep -oE '[0-9.]+' || true)"
  fi
  VERSION="${VERSION:-126.0.6478.182}"
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "setup-local-browser: $CHROMIUM not found; install it first (apt-get install -y chromium)." >&2
  exit 1
fi

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/.wrangler/chrome/linux-$VERSION"
mkdir -p "$CACHE/chrome-linux64"
cat >"$CACHE/chrome-linux64/chrome" <<EOF
#!/bin/sh
# Written by dev/setup-local-browser.sh: Miniflare's Chrome $VERSION -> system Chromium.
exec "$CHROMIUM" --no-sandbox --disable-gpu --disable-dev-shm-usage "\$@"
EOF
chmod +x "$CACHE/chrome-linux64/chrome"
: >"$CACHE/.miniflare-install-complete"
echo "setup-local-browser: $CACHE/chrome-linux64/chrome -> $CHROMIUM"
