#!/usr/bin/env bash
# Finds PgBouncer and HAProxy for the multi-server test (tests/integration/pooler.test.ts), or
# installs Debian's packages. The test fails (never skips) without them.
set -euo pipefail
have() { [ -x "/usr/sbin/$1" ] || [ -x "/usr/bin/$1" ] || [ -x "/usr/local/sbin/$1" ] || [ -x "/usr/local/bin/$1" ]; }
if have pgbouncer && have haproxy; then
  echo "pgbouncer, haproxy: present"; exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
  echo "pgbouncer, haproxy: not found, installing Debian's packages"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq pgbouncer haproxy >/dev/null
  # Installed for the tests only: the packages' own services are not wanted.
  for s in pgbouncer haproxy; do $SUDO systemctl disable --now "$s" >/dev/null 2>&1 || true; done
  have pgbouncer && have haproxy && { echo "pgbouncer, haproxy: installed"; exit 0; }
fi
echo "pgbouncer, haproxy: not found; install Debian's pgbouncer and haproxy" >&2
exit 1
