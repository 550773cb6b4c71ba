buildscript {
    repositories { mavenCentral() }
    dependencies {
        // AGP 9's built-in Kotlin compiles with the Kotlin Gradle plugin on this
        // classpath, by default the older one AGP depends on; the Compose compiler
        // plugin must be exactly the catalog's Kotlin. A classpath entry is the
        // documented way to raise it (Android Gradle plugin 9.0.0 release notes,
        // developer.android.com/build/releases/agp-9-0-0-release-notes).
        classpath(libs.kotlin.gradle.plugin)
    }
}

plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.android.library) apply false
    alias(libs.plugins.kotlin.compose) apply false
}
