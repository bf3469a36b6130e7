#!/usr/bin/env bash
# Installs a ShardScope .deb on this machine (as root) and runs both programs from the
# installed paths, in an empty directory with a throw-away HOME, so that nothing can come
# from the source or build tree. Removes the package again afterwards unless
# SHARDSCOPE_KEEP_PACKAGE=1.
#   packaging/check-deb.sh FILE.deb
set -euo pipefail
deb="$(realpath "$1")"
[ "$(id -u)" -eq 0 ] || { echo "check-deb: must run as root (it installs $deb)" >&2; exit 2; }

fail() { echo "check-deb: $*" >&2; exit 1; }

echo "check-deb: $(dpkg-deb -f "$deb" Package Version Architecture | tr '\n' ' ')"
echo "check-deb: Depends: $(dpkg-deb -f "$deb" Depends)"
[ -n "$(dpkg-deb -f "$deb" Depends)" ] || fail "the package declares no Depends"

export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq --no-install-recommends "$deb" >/dev/null 2>"$(dirname "$deb")/check-deb-apt.log" ||
    { cat "$(dirname "$deb")/check-deb-apt.log" >&2; fail "apt-get cannot install $deb"; }
if [ "${SHARDSCOPE_KEEP_PACKAGE:-0}" != 1 ]; then
    trap 'apt-get remove -y -qq shardscope >/dev/null || true' EXIT
fi

work="$(mktemp -d)"
cd "$work"
export HOME="$work/home" XDG_RUNTIME_DIR="$work/run" QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

[ "$(command -v shardscope)" = /usr/bin/shardscope ] || fail "shardscope is not /usr/bin/shardscope"
[ "$(command -v shardscope-cli)" = /usr/bin/shardscope-cli ] || fail "shardscope-cli is not /usr/bin/shardscope-cli"

# Data files where the desktop expects them; the MIME trigger registered the file type.
for f in /usr/share/applications/io.github.shardscope.ShardScope.desktop \
         /usr/share/metainfo/io.github.shardscope.ShardScope.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/io.github.shardscope.ShardScope.svg \
         /usr/share/mime/packages/io.github.shardscope.ShardScope.xml \
         /usr/share/shardscope/scenarios/default.shardscope.json \
         /usr/share/shardscope/translations/shardscope_zh_CN.qm; do
    [ -s "$f" ] || fail "$f is missing"
done
if command -v update-mime-database >/dev/null; then
    [ -f /usr/share/mime/application/x-shardscope-scenario+json.xml ] ||
        fail "the MIME database does not know application/x-shardscope-scenario+json"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net --explain /usr/share/metainfo/io.github.shardscope.ShardScope.metainfo.xml >/dev/null ||
        fail "appstreamcli rejects the installed metainfo"
fi

scenario=/usr/share/shardscope/scenarios/default.shardscope.json
shardscope-cli estimate "$scenario" >estimate.txt || fail "shardscope-cli estimate exited with $?"
grep -q "GiB" estimate.txt || fail "shardscope-cli estimate printed no memory figures"
shardscope-cli presets models >presets.txt || fail "shardscope-cli presets exited with $?"
grep -qi "llama" presets.txt || fail "shardscope-cli presets lists no built-in models"

png_ok() { [ -s "$1" ] && [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]; }
shardscope --screenshot window.png --size 1280x800 || fail "shardscope --screenshot exited with $?"
png_ok window.png || fail "shardscope --screenshot wrote no PNG"
shardscope "$scenario" --lang zh_CN --screenshot window-zh.png --size 1280x800 ||
    fail "shardscope --lang zh_CN --screenshot exited with $?"
png_ok window-zh.png || fail "shardscope --lang zh_CN --screenshot wrote no PNG"
cmp -s window.png window-zh.png && fail "the zh_CN screenshot equals the English one (translations not loaded)"

echo "check-deb: installed package OK (estimate, presets, screenshots en + zh_CN from /usr/bin)"
cd /
rm -rf "$work"
