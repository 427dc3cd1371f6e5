#!/usr/bin/env bash
# Finds fonts for Kannada and Devanagari, or installs Debian's Noto fonts (fonts-noto-core), for
# `npm run bench:web`. A reader's phone has them (Android ships Noto Sans Kannada and Devanagari);
# a server often has neither, and Chromium then draws boxes for every Kannada and Hindi letter.
# Lighthouse must measure the page a reader sees (issue 35.6): with the fonts, the text is shaped
# as on a phone, which costs the Kannada pages blocking time of their own (see the README).
set -euo pipefail
have() { [ -n "$(fc-list :lang=kn 2>/dev/null)" ] && [ -n "$(fc-list :lang=hi 2>/dev/null)" ]; }
if have; then echo "Kannada and Devanagari fonts: present"; exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  echo "Kannada and Devanagari fonts: not found, installing Debian's fonts-noto-core"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq fonts-noto-core >/dev/null ||
    { $SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq || true; DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq fonts-noto-core >/dev/null; }
  have && { echo "Kannada and Devanagari fonts: installed"; exit 0; }
fi
echo "No Kannada or Devanagari font: install Debian's fonts-noto-core (or any Noto Sans Kannada and Devanagari)" >&2
exit 1
