#!/usr/bin/env bash
# Finds a Chromium for Playwright, or installs Debian's (browsers cannot be downloaded here).
set -euo pipefail
if [ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" ] && [ -x "$PLAYWRIGHT_CHROMIUM_PATH" ]; then
  echo "chromium: $PLAYWRIGHT_CHROMIUM_PATH"; exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "chromium: /usr/bin/chromium"; exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
  echo "chromium: not found, installing Debian's package"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && { echo "chromium: installed /usr/bin/chromium"; exit 0; }
fi
echo "chromium: none found; install Debian's chromium or set PLAYWRIGHT_CHROMIUM_PATH" >&2
exit 1
