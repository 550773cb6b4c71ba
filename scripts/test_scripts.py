"""The scripts' own tests: the vendored crates found through symbolic links,
and the output of scripts/suites.sh: a line when a suite starts, one when it ends."""

import os
import shutil
import subprocess
import tempfile
import unittest

ROOT = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))
SHARED = os.path.realpath(os.path.join(ROOT, "..", "shared"))


class VendoredCratesThroughLinks(unittest.TestCase):
    """A checkout reached through a symbolic link, whose ../shared is one too:
    cargo must be given the physical path of the crates (askama's includes in
    uniffi_bindgen resolve `..` physically)."""

    def setUp(self):
        if not os.path.isdir(os.path.join(SHARED, "vendor", "crates")):
            self.skipTest(f"no vendored crates at {SHARED}/vendor/crates")
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)

    def test_the_config_names_the_physical_folder(self):
        real = os.path.join(self.tmp, "real")
        os.mkdir(real)
        checkout = os.path.join(real, "checkout")
        subprocess.run(["git", "clone", "--quiet", ROOT, checkout], check=True)
        shutil.copy(os.path.join(ROOT, "scripts", "use-vendored-crates.sh"),
                    os.path.join(checkout, "scripts"))
        os.symlink(SHARED, os.path.join(real, "shared"))
        links = os.path.join(self.tmp, "links")
        os.mkdir(links)
        os.symlink(checkout, os.path.join(links, "checkout"))

        crates = os.path.join(SHARED, "vendor", "crates")
        # Run from the checkout, then from the link to it.
        for top in [checkout, os.path.join(links, "checkout")]:
            script = os.path.join(top, "scripts", "use-vendored-crates.sh")
            out = subprocess.run([script], cwd=top, capture_output=True, text=True,
                                 check=True).stdout
            self.assertIn(f"vendored crates from {crates}", out)
            with open(os.path.join(checkout, ".cargo", "config.toml")) as f:
                config = f.read()
            self.assertIn(f'directory = "{crates}"', config)
        self.assertEqual(os.path.realpath(crates), crates)

def suites(script):
    """Runs `script` after sourcing scripts/suites.sh; returns (status, output)."""
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            ["bash", "-c", f'root="$1"; . "$2"; {script}', "bash", tmp,
             os.path.join(ROOT, "scripts", "suites.sh")],
            capture_output=True, text=True)
        return done.returncode, done.stdout


class TwoLinesASuite(unittest.TestCase):
    def test_a_passing_suite_says_when_it_starts_and_ends(self):
        status, out = suites('run "quiet" echo "test result: ok. 3 passed; 0 failed; 0 ignored"; finish')
        self.assertEqual(status, 0, out)
        lines = out.splitlines()
        self.assertEqual(lines[0], "running  quiet")
        self.assertRegex(lines[1], r"^passed   quiet \(3 tests, 0 failed, \d+ s\)$")
        self.assertEqual(lines[2:], ["Tally: 3 tests, 0 failed",
                                     "Summary: 1 suites passed, 0 failed, 0 skipped"])

    def test_a_failing_suite_shows_its_log(self):
        status, out = suites('run "loud" bash -c "echo the reason; exit 3"; '
                             'run "late" bash -c "echo why not; exit 77"; '
                             'skip "later" "the library build failed"; finish')
        self.assertEqual(status, 1, out)
        lines = out.splitlines()
        self.assertEqual(lines[:2], ["running  loud", "the reason"])
        self.assertRegex(lines[2], r"^FAILED   loud \(\d+ s; status 3; log: .*loud\.log\)$")
        self.assertEqual(lines[3:], [
            "running  late",
            "skipped  late: why not",
            "skipped  later: the library build failed",
            "Tally: 0 tests, 0 failed",
            "Summary: 0 suites passed, 1 failed (loud), 2 skipped (late; later)",
        ])


if __name__ == "__main__":
    unittest.main()


class DesktopWindowStartsFromWhatIsBuilt(unittest.TestCase):
    """android/desktop/run.sh in a copy of the tree where cargo's and Maven's
    scripts and java only say they ran: with nothing changed since the last
    build the window starts at once, without either (a relaunch took 26 to
    73 seconds); a changed source rebuilds only its own part."""

    def setUp(self):
        self.root = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.root)
        self.log = os.path.join(self.root, "log")
        for folder in ["android/desktop/src/main", "android/desktop/target/classes", "android/ui/src/main",
                       "bindings/scripts", "bindings/src", "bindings/uniffi-bindgen", "core/src", "scripts",
                       "target/release", "target/bindings/kotlin", "bin"]:
            os.makedirs(os.path.join(self.root, folder))
        shutil.copy(os.path.join(ROOT, "android/desktop/run.sh"), os.path.join(self.root, "android/desktop"))
        for name, says in [("bindings/scripts/generate.sh", "cargo"), ("scripts/maven.sh", "maven"), ("bin/java", "java")]:
            self.write(name, f'#!/bin/sh\necho "{says} $*" >> "{self.log}"\n', mode=0o755)
        # Maven writes the classpath where it is told.
        self.write("scripts/maven.sh", f'#!/bin/sh\necho "maven $*" >> "{self.log}"\n'
                   'for a; do case "$a" in -Dmdep.outputFile=*) echo c.jar > "${a#*=}";; esac; done\n', mode=0o755)
        self.write("core/src/lib.rs", "")
        self.write("android/ui/src/main/Game.kt", "")
        self.write("android/desktop/pom.xml", "")
        # Built after the sources: the library, and the classes with their classpath.
        self.write("target/release/libmathchess_ffi.so", "", age=-10)
        self.write("android/desktop/target/run-classpath.txt", "a.jar:b.jar", age=-10)

    def write(self, name, text, mode=0o644, age=-100):
        path = os.path.join(self.root, name)
        with open(path, "w") as f:
            f.write(text)
        os.chmod(path, mode)
        when = os.path.getmtime(path) + age
        os.utime(path, (when, when))

    def run_window(self):
        if os.path.exists(self.log):
            os.remove(self.log)
        env = dict(os.environ, PATH=os.path.join(self.root, "bin") + os.pathsep + os.environ["PATH"])
        subprocess.run([os.path.join(self.root, "android/desktop/run.sh"), "-Dmathchess.lang=vi"],
                       env=env, check=True, capture_output=True)
        with open(self.log) as f:
            return [line.split()[0] for line in f]

    def test_with_nothing_changed_the_window_starts_without_cargo_or_maven(self):
        self.assertEqual(self.run_window(), ["java"])
        with open(self.log) as f:
            line = f.read()
        self.assertIn("-Dmathchess.lang=vi", line)
        self.assertIn("android/desktop/target/classes:a.jar:b.jar vn.mathchess.desktop.MainKt", line)

    def test_a_changed_kotlin_source_compiles_the_kotlin_only(self):
        self.write("android/ui/src/main/Game.kt", "changed", age=0)
        self.assertEqual(self.run_window(), ["maven", "java"])

    def test_a_changed_rust_source_builds_the_library(self):
        self.write("core/src/lib.rs", "changed", age=0)
        self.assertEqual(self.run_window()[0], "cargo")
