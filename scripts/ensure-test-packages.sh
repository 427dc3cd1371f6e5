#!/usr/bin/env bash
# Finds the Debian programs the tests run, or installs their packages: PgBouncer and HAProxy for
# the multi-server test (tests/integration/pooler.test.ts), poppler's pdftotext and pdffonts to
# read the bills' PDFs back (tests/integration/bill-documents.test.ts). A test fails (never
# skips) without them. apt waits for a lock another install holds instead of failing at once.
set -euo pipefail
have() { [ -x "/usr/sbin/$1" ] || [ -x "/usr/bin/$1" ] || [ -x "/usr/local/sbin/$1" ] || [ -x "/usr/local/bin/$1" ]; }
all() { have pgbouncer && have haproxy && have pdftotext && have pdffonts; }
if all; then
  echo "pgbouncer, haproxy, poppler-utils: present"; exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
  echo "pgbouncer, haproxy, poppler-utils: not all found, installing Debian's packages"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq || true
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq pgbouncer haproxy poppler-utils >/dev/null
  # Installed for the tests only: the packages' own services are not wanted.
  for s in pgbouncer haproxy; do $SUDO systemctl disable --now "$s" >/dev/null 2>&1 || true; done
  all && { echo "pgbouncer, haproxy, poppler-utils: installed"; exit 0; }
fi
echo "pgbouncer, haproxy, pdftotext: not found; install Debian's pgbouncer, haproxy and poppler-utils" >&2
exit 1
