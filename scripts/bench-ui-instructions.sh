#!/usr/bin/env bash
# Runs bench_ui under callgrind and prints, per scenario, the instructions the GUI thread
# executed for each slider notch (median, p95 and max over every measured notch, and per
# slider), in millions. Unlike bench_ui's own CPU times these figures repeat exactly for
# the same build, so two builds can be compared on a busy or throttled machine.
#   scripts/bench-ui-instructions.sh [BUILD_DIR] [SCENARIO...]
# BUILD_DIR defaults to build/; the scenarios to both of bench_ui's. About 2 minutes each.
# Needs valgrind (Debian package valgrind) when bench_ui is built, for its callgrind.h.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"
[ $# -gt 0 ] && shift
scenarios=("$@")
[ ${#scenarios[@]} -eq 0 ] && scenarios=(default llama-3.1-405b-16384-h100)
bench="$build/tests/benchmarks/bench_ui"
[ -x "$bench" ] || { echo "no $bench: build the benchmarks first" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for scenario in "${scenarios[@]}"; do
    mkdir -p "$work/$scenario"
    QT_QPA_PLATFORM=offscreen valgrind --tool=callgrind --dump-line=no \
        --callgrind-out-file="$work/$scenario/part" "$bench" "$scenario" >/dev/null 2>"$work/$scenario/stderr"
    python3 - "$work/$scenario" "$scenario" <<'PY'
import glob, re, sys
folder, scenario = sys.argv[1], sys.argv[2]
instructions = {}
for path in glob.glob(folder + "/part.*"):
    with open(path) as f:
        for line in f:
            if line.startswith(("totals:", "summary:")):
                instructions[int(path.rsplit(".", 1)[1])] = int(line.split()[1])
                break
per_slider = {}
for line in open(folder + "/stderr"):
    if line.startswith("notch-part "):
        _, slider, part = line.split()
        per_slider.setdefault(slider, []).append(instructions[int(part)] / 1e6)
if not per_slider:
    sys.exit(f"{scenario}: bench_ui was built without valgrind's callgrind.h: no notch was measured")
def summary(values):
    values = sorted(values)
    at = lambda q: values[min(len(values) - 1, int(q * len(values)))]
    return f"median {at(0.5):7.1f}  p95 {at(0.95):7.1f}  max {values[-1]:7.1f}  ({len(values)} notches)"
print(f"{scenario}: million instructions per notch")
print(f"  all sliders  {summary([v for vs in per_slider.values() for v in vs])}")
for slider, values in per_slider.items():
    print(f"  {slider:<11}  {summary(values)}")
PY
done
