#!/usr/bin/env bash
# Debian packages and local services the platform's tests need (idempotent; run as root).
set -euo pipefail

need=()
# poppler-utils: the consent agreement test extracts the PDF's text and renders it to PNG (pdftotext, pdftoppm).
for pkg in librdkafka-dev gcc chromium fonts-noto-core poppler-utils; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${need[*]}"
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${need[@]}" >/dev/null
fi

# MariaDB and Redis run on loopback on the development and CI machines; start them if stopped.
if ! mariadb -h 127.0.0.1 -u root -e 'SELECT 1' >/dev/null 2>&1; then
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd || true
  for _ in $(seq 1 30); do mariadb -h 127.0.0.1 -u root -e 'SELECT 1' >/dev/null 2>&1 && break; sleep 1; done
fi
if ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null 2>&1 || true
fi
