#!/bin/bash
# Lighthouse A/B on a noisy machine (issue 22): two (or more) built worktrees measured in turn,
# `runs` runs each per round, so both meet the same moments of the machine's other load.
# Usage: PAGES="manager checkout" [VISITORS=manager] scripts/bench/lighthouse-ab.sh rounds runs dirA dirB...
# Each dir must hold a build (`npx vite build`); prints one line per run, prefixed with the dir's name.
set -euo pipefail
rounds=$1
runs=$2
shift 2
for _ in $(seq 1 "$rounds"); do
  for dir in "$@"; do
    (cd "$dir" && BENCH_LIGHTHOUSE_RUNS=$runs BENCH_LIGHTHOUSE_PAGES="${PAGES:-}" \
      BENCH_LIGHTHOUSE_VISITORS="${VISITORS:-guest,manager}" LIGHTHOUSE_VERBOSE=1 \
      npx tsx scripts/bench/lighthouse.ts 2>&1 | grep -E "run [0-9]+:" | sed "s#^#$(basename "$dir") #")
  done
done
