#!/usr/bin/env bash
# ShardScope developer entry point.
#
#   scripts/dev.sh gui [FILE] [-- GUI ARGS]   install missing packages, build into build/, launch the GUI
#   scripts/dev.sh test                       install missing packages, build build/, run every
#                                             test (what .ci/run does)
#   scripts/dev.sh sanitize                   build build-asan/ (ASan+UBSan) and run every test
#                                             there; not part of CI (see README)
#   scripts/dev.sh fuzz                       build build-fuzz/ (clang, libFuzzer) and run each
#                                             fuzz target; not part of CI (see README)
#   scripts/dev.sh build                      install missing packages and build build/ only
#   scripts/dev.sh screenshots                build, then render the README's screenshots
#                                             (docs/images/) offscreen with --screenshot
#   scripts/dev.sh package                    build, then make the Debian package in build/
#                                             (cpack -G DEB) and print its path
#
# Environment: SHARDSCOPE_FUZZ_SECONDS (default 30), SHARDSCOPE_JOBS (default: number of cores).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
jobs="${SHARDSCOPE_JOBS:-$(nproc)}"

# Debian 12 packages the build, the tests (python3 parses the exported NeMo script), the
# screenshots and the .deb (dpkg-dev's dpkg-shlibdeps computes its Depends; CPack reads the
# binaries with file; appstreamcli validates the AppStream metadata) need.
packages=(
    build-essential cmake ninja-build pkg-config clang libclang-rt-14-dev
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n qt6-svg-dev libqt6svg6 libgl-dev
    libqcustomplot-dev nlohmann-json3-dev libyaml-cpp-dev libtomlplusplus-dev libcli11-dev
    libeigen3-dev
    fonts-dejavu-core fonts-noto-cjk python3 python3-yaml
    dpkg-dev file appstream
)

install_missing_packages() {
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "shardscope: installing missing Debian packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# build/ is RelWithDebInfo with line tables only (-g1): backtraces and perf keep file and
# line, and a clean build takes about 30 % less time than with the full -g (a test file:
# 18.8 s -> 13.2 s on a 2-core CI machine). Every command that uses build/ passes the same
# flags, so switching commands never rebuilds it.
release=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG")

configure_and_build() {  # dir, extra cmake args...
    local dir="$1"; shift
    cmake -S . -B "$dir" -G Ninja "$@" >/dev/null
    cmake --build "$dir" -j "$jobs"
}

run_tests() {  # dir
    (cd "$1" && ctest --output-on-failure -j "$jobs")
}

cmd="${1:-}"
[ $# -gt 0 ] && shift
case "$cmd" in
gui)
    install_missing_packages
    configure_and_build build "${release[@]}"
    exec build/app/gui/shardscope "$@"
    ;;
build)
    install_missing_packages
    configure_and_build build "${release[@]}"
    ;;
screenshots)
    install_missing_packages
    configure_and_build build "${release[@]}"
    mkdir -p docs/images
    export QT_QPA_PLATFORM=offscreen
    build/app/gui/shardscope --screenshot docs/images/main-window.png --size 1600x1000
    build/app/gui/shardscope --screenshot docs/images/main-window-dark.png --size 1600x1000 --theme dark
    # The teaching views, in English and in Chinese.
    python3 - <<'PY'
import json
d = json.load(open("resources/scenarios/default.shardscope.json"))
d["name"] = "B: TP 4, full recompute"
d["parallel"].update(tp=4, dp=32)
d["training"]["recompute"] = "full"
json.dump(d, open("build/compare-b.shardscope.json", "w"), indent=1)
# A plan that does not run (TP 3 over 64 heads), for the verdict the window shows.
d = json.load(open("resources/scenarios/default.shardscope.json"))
d["name"] = "TP 3: does not run"
d["parallel"].update(tp=3, dp=21)
json.dump(d, open("build/does-not-run.shardscope.json", "w"), indent=1)
# A run table of vTrain's rows 0, 3, 6, ... (public A100 runs), for the calibration dialog.
import os
os.makedirs("build/calibration", exist_ok=True)
rows = json.load(open("tests/data/calibration/vtrain.json"))["rows"][::3]
with open("build/calibration/runs.csv", "w") as table:
    table.write("scenario,step_time_s,peak_memory_GiB\n")
    for i, row in enumerate(rows):
        json.dump(row["scenario"], open("build/calibration/run%02d.shardscope.json" % i, "w"), indent=1)
        table.write("run%02d.shardscope.json,%s,\n" % (i, row["measured"]["value"]))
PY
    for lang in en zh_CN; do
        build/app/gui/shardscope --lang $lang --screenshot docs/images/decision-tree-$lang.png --size 1600x1000 --show decisionTree
        build/app/gui/shardscope --lang $lang --screenshot docs/images/lesson-$lang.png --size 1600x1000 --lesson pp:2
        build/app/gui/shardscope resources/scenarios/default.shardscope.json --compare-with build/compare-b.shardscope.json \
            --lang $lang --screenshot docs/images/compare-$lang.png --size 1600x1000 --show comparison
        # The screens people use (issue 16), presentation mode, and a plan that does not run.
        for size in 1280x800 1366x768 1600x1000; do
            build/app/gui/shardscope --lang $lang --screenshot docs/images/screen-$size-$lang.png --size $size
        done
        build/app/gui/shardscope --lang $lang --presentation --screenshot docs/images/presentation-1920x1080-$lang.png \
            --size 1920x1080
        build/app/gui/shardscope resources/scenarios/examples/deepseek-v3-2048-h800.shardscope.json --lang $lang \
            --presentation --screenshot docs/images/presentation-1280x720-$lang.png --size 1280x720
        build/app/gui/shardscope resources/scenarios/examples/deepseek-v3-2048-h800.shardscope.json --lang $lang \
            --show sensitivity --screenshot docs/images/sensitivity-$lang.png --size 1600x1000
        build/app/gui/shardscope build/does-not-run.shardscope.json --lang $lang \
            --screenshot docs/images/does-not-run-1280x800-$lang.png --size 1280x800
        build/app/gui/shardscope build/calibration/run00.shardscope.json --calibrate build/calibration/runs.csv \
            --lang $lang --screenshot docs/images/calibration-$lang.png --size 1280x800
        build/app/gui/shardscope --import tests/data/import/megatron/llama3-8b-slurm.sbatch \
            --lang $lang --screenshot docs/images/import-$lang.png --size 1280x800
    done
    echo "shardscope: screenshots written to docs/images/"
    ;;
package)
    install_missing_packages
    configure_and_build build "${release[@]}" >&2
    rm -f build/shardscope_*.deb
    (cd build && cpack -G DEB >/dev/null)
    ls build/shardscope_*.deb
    ;;
test)
    install_missing_packages
    echo "== build/ (RelWithDebInfo) =="
    configure_and_build build "${release[@]}"
    run_tests build
    echo "shardscope: all tests passed"
    ;;
sanitize)
    install_missing_packages
    echo "== build-asan/ (AddressSanitizer + UndefinedBehaviorSanitizer) =="
    # Debug keeps the assertions; -O1 is AddressSanitizer's own advice for a usable speed
    # (about the compile time of -O0 here), and -g1 (line tables only) is all a sanitizer's
    # stack trace needs, at a third of the object size of -g.
    configure_and_build build-asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
        -DSHARDSCOPE_SANITIZE=ON -DSHARDSCOPE_BENCHMARKS=OFF
    ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1" \
    LSAN_OPTIONS="suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0" \
    UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
        run_tests build-asan
    echo "shardscope: all tests passed under ASan+UBSan"
    ;;
fuzz)
    install_missing_packages
    echo "== build-fuzz/ (libFuzzer, ${SHARDSCOPE_FUZZ_SECONDS:-30} s per target) =="
    configure_and_build build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSHARDSCOPE_FUZZ=ON \
        -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG"
    tests/fuzz/run-fuzzers.sh build-fuzz "${SHARDSCOPE_FUZZ_SECONDS:-30}"
    echo "shardscope: fuzzing found nothing"
    ;;
*)
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
