#!/usr/bin/env bash
# Runs the unit, component and API tests with the machine's clock set to dates that break
# date code: a 29 February, New Year's Eve a minute before midnight in Mexico City, and the
# moment another zone's daylight-saving rules change. A test that depends on "today" without
# fixing the clock, or seed data that is incoherent on some date, fails here.
# Needs libfaketime (Debian: apt-get install faketime).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v faketime >/dev/null 2>&1; then
  echo "faketime is not installed: apt-get install -y faketime" >&2
  exit 2
fi
# zone | local start time of the clock
DATES=(
  "America/Mexico_City|2028-02-29 12:00:00"
  "America/Mexico_City|2026-12-31 23:59:00"
  "America/New_York|2027-03-14 01:59:00"
)
status=0
for entry in "${DATES[@]}"; do
  zone="${entry%%|*}"
  start="${entry#*|}"
  echo "== $start ($zone)"
  # The clock starts there and runs; child processes keep it instead of starting it again.
  if ! TZ="$zone" FAKETIME_DONT_RESET=1 faketime "$start" npx vitest run "$@"; then
    echo "!! failed at $start ($zone)"
    status=1
  fi
done
exit $status
