#!/usr/bin/env bash
# Start librdkafka's mock Kafka cluster on loopback.
#
#   bash deploy/kafka-mock/start.sh [--brokers N] [--port BASE]
#        [--bootstrap-file PATH] [--topic NAME[:PARTITIONS]]... [--control-stdin]
#
# Compiles deploy/kafka-mock/bin/mock-cluster from mock-cluster.c when the
# binary is missing or older than the source, then execs it (so signals sent
# to this script's pid reach the cluster directly). See README.md.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SRC="$HERE/mock-cluster.c"
BIN_DIR="$HERE/bin"
BIN="$BIN_DIR/mock-cluster"
CC="${CC:-gcc}"

die() {
  echo "kafka-mock: $*" >&2
  exit 1
}

if [[ ! -x "$BIN" || "$SRC" -nt "$BIN" ]]; then
  command -v "$CC" >/dev/null 2>&1 ||
    die "C compiler '$CC' not found; install it with: apt-get install -y gcc"
  if [[ ! -f /usr/include/librdkafka/rdkafka_mock.h ]] &&
    ! echo '#include <librdkafka/rdkafka_mock.h>' | "$CC" -E -x c - >/dev/null 2>&1; then
    die "librdkafka headers not found (librdkafka/rdkafka_mock.h); install them with: apt-get install -y librdkafka-dev"
  fi
  mkdir -p "$BIN_DIR"
  # Build into a temp file and rename, so concurrent starts never exec a
  # half-written binary.
  TMP="$(mktemp "$BIN_DIR/.mock-cluster.XXXXXX")"
  if ! "$CC" -O2 -Wall -o "$TMP" "$SRC" -lrdkafka 2>"$TMP.log"; then
    cat "$TMP.log" >&2
    rm -f "$TMP" "$TMP.log"
    die "compiling $SRC failed; make sure librdkafka-dev is installed: apt-get install -y librdkafka-dev"
  fi
  rm -f "$TMP.log"
  chmod 755 "$TMP"
  mv -f "$TMP" "$BIN"
fi

exec "$BIN" "$@"
