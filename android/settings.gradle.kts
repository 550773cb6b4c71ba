pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "MathChess"

// :ui  the screens and their state holder (no Android-only code; the desktop
//      build compiles the same sources), the generated bindings and the Rust
//      library for each ABI.
// :app the Activity and the platform glue.
include(":ui", ":app")
