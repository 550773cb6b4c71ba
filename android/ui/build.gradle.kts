// The app's screens, their state holder and the Rust core. The Kotlin sources
// in src/main/kotlin use nothing Android-only: desktop/pom.xml compiles them
// for the desktop JVM too. Before compiling, buildRust runs cargo-ndk for the
// three ABIs and generates the Kotlin bindings (bindings/scripts/build-android.sh).
plugins {
    alias(libs.plugins.android.library)
    alias(libs.plugins.kotlin.compose)
}

val workspace: File = rootDir.parentFile
val rustJniLibs = layout.buildDirectory.dir("generated/rust/jniLibs")
val rustKotlin = layout.buildDirectory.dir("generated/uniffi/kotlin")

android {
    namespace = "vn.mathchess.ui"
    compileSdk = libs.versions.compileSdk.get().toInt()
    defaultConfig {
        minSdk = libs.versions.minSdk.get().toInt()
    }
    buildFeatures { compose = true }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    sourceSets.getByName("main") {
        kotlin.srcDir(rustKotlin)
        jniLibs.srcDir(rustJniLibs)
    }
    testOptions.unitTests.all { it.useJUnitPlatform() }
}

val buildRust by tasks.registering(Exec::class) {
    description = "Builds the Rust library for arm64-v8a, armeabi-v7a and x86_64 and generates its Kotlin bindings."
    group = "build"
    workingDir = workspace
    inputs.dir(workspace.resolve("core/src"))
    inputs.dir(workspace.resolve("bindings/src"))
    inputs.files(workspace.resolve("Cargo.toml"), workspace.resolve("Cargo.lock"), workspace.resolve("bindings/Cargo.toml"))
    outputs.dir(rustJniLibs)
    outputs.dir(rustKotlin)
    val ndk = androidComponents.sdkComponents.ndkDirectory
    doFirst { environment("ANDROID_NDK_HOME", ndk.get().asFile.absolutePath) }
    commandLine(
        workspace.resolve("bindings/scripts/build-android.sh").absolutePath,
        rustJniLibs.get().asFile.absolutePath,
        rustKotlin.get().asFile.absolutePath,
    )
}

tasks.named("preBuild") { dependsOn(buildRust) }

dependencies {
    implementation(platform(libs.compose.bom))
    api(libs.compose.ui)
    api(libs.compose.foundation)
    api(libs.compose.material3)
    api(libs.coroutines.core)
    // JNA with its native part for each ABI, as the generated bindings load the library through it.
    api("${libs.jna.get()}@aar")

    testImplementation(libs.kotlin.test.junit5)
    testImplementation(libs.junit.jupiter)
    testImplementation(libs.coroutines.test)
    testRuntimeOnly(libs.junit.platform.launcher)
}
