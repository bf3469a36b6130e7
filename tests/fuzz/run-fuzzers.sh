#!/usr/bin/env bash
# Runs the five fuzz targets in parallel for SECONDS each (the scenario parser, the
# Hugging Face importer, the exporters, the launch-file import, the measured-run readers),
# seeded from the project's own scenarios, presets and test files, a preset `calibrate` wrote
# (tests/fuzz/preset-seeds) and tests/fuzz/measured-seeds. Exits non-zero on any finding.
#   tests/fuzz/run-fuzzers.sh BUILD_DIR [SECONDS]
set -euo pipefail
build="$1"
seconds="${2:-60}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$build/fuzz-run"
rm -rf "$work"
mkdir -p "$work/scenario-corpus" "$work/export-corpus" "$work/hf-corpus" "$work/launch-corpus" "$work/measured-corpus" \
    "$work/artifacts"
cp "$root"/resources/scenarios/*.json "$root"/tests/data/bad/*.json "$root"/tests/fuzz/preset-seeds/*.json \
    "$work/scenario-corpus/"
cp "$root"/resources/scenarios/*.json "$root"/tests/data/bad/*.json "$work/export-corpus/"
cat "$root/tests/fuzz/scenario.dict" "$root/tests/fuzz/export.dict" >"$work/export.dict"
cp "$root"/tests/data/hf/*.json "$root"/tests/data/bad-hf/*.json "$work/hf-corpus/"
cp "$root"/tests/fuzz/measured-seeds/* "$work/measured-corpus/"
n=0
for f in "$root"/tests/data/import/*/*; do  # the same base name in two launchers' folders
    cp "$f" "$work/launch-corpus/$((n += 1))-$(basename "$f")"
done

run() {  # name corpus dict
    "$build/tests/fuzz/$1" "$work/$2" -dict="$3" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$work/artifacts/$1-" >"$work/$1.log" 2>&1
}
status=0
run fuzz_scenario scenario-corpus "$root/tests/fuzz/scenario.dict" & a=$!
run fuzz_hfimport hf-corpus "$root/tests/fuzz/hfimport.dict" & b=$!
run fuzz_export export-corpus "$work/export.dict" & c=$!
run fuzz_launchimport launch-corpus "$root/tests/fuzz/launchimport.dict" & d=$!
run fuzz_measuredruns measured-corpus "$root/tests/fuzz/measuredruns.dict" & e=$!
wait $a || status=1
wait $b || status=1
wait $c || status=1
wait $d || status=1
wait $e || status=1
for name in fuzz_scenario fuzz_hfimport fuzz_export fuzz_launchimport fuzz_measuredruns; do
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/$name.log" | grep -o '[0-9]*$' || echo "?")
    echo "$name: $execs inputs in ${seconds} s"
done
if [ $status -ne 0 ] || ls "$work/artifacts/"* >/dev/null 2>&1; then
    echo "fuzzing found a problem; see $work/*.log and $work/artifacts/" >&2
    tail -n 40 "$work"/*.log >&2
    exit 1
fi
