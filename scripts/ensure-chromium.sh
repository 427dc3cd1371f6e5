#!/usr/bin/env bash
# Finds a Chromium for Playwright, or installs Debian's (browsers cannot be downloaded here):
# the headless shell, which the end-to-end tests use (lighter than the full browser in headless
# mode), and the full browser, which Lighthouse (npm run bench:pages) drives.
set -euo pipefail
if [ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" ] && [ -x "$PLAYWRIGHT_CHROMIUM_PATH" ]; then
  echo "chromium: $PLAYWRIGHT_CHROMIUM_PATH"; exit 0
fi
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then
  echo "chromium: /usr/bin/chromium-headless-shell and /usr/bin/chromium"; exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
  echo "chromium: not found, installing Debian's packages"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq || true
  # One version for both (they share chromium-common).
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq chromium chromium-headless-shell >/dev/null ||
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium-headless-shell ] && { echo "chromium: installed /usr/bin/chromium-headless-shell"; exit 0; }
  [ -x /usr/bin/chromium ] && { echo "chromium: installed /usr/bin/chromium (no headless shell)"; exit 0; }
fi
echo "chromium: none found; install Debian's chromium or set PLAYWRIGHT_CHROMIUM_PATH" >&2
exit 1
