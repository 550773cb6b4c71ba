import java.util.Properties
import javax.inject.Inject
import org.gradle.process.ExecOperations

// The app's screens, their state holder and the Rust core. The Kotlin sources
// in src/main/kotlin use nothing Android-only: desktop/pom.xml compiles them
// for the desktop JVM too. buildRust builds the Rust library for the three ABIs
// and generates its Kotlin bindings (bindings/scripts/build-android.sh); both
// folders are registered with the variant API, so every task that reads the
// Kotlin sources or the native libraries runs it first.
plugins {
    alias(libs.plugins.android.library)
    alias(libs.plugins.kotlin.compose)
}

val workspaceDir: File = rootDir.parentFile

android {
    namespace = "vn.mathchess.ui"
    compileSdk = libs.versions.compileSdk.get().toInt()
    ndkVersion = libs.versions.ndk.get()
    defaultConfig {
        minSdk = libs.versions.minSdk.get().toInt()
    }
    buildFeatures { compose = true }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    testOptions.unitTests.all { it.useJUnitPlatform() }
}

/**
 * Runs `bindings/scripts/build-android.sh` through bash (it needs no execute
 * bit, and runs under Git Bash on Windows) with the NDK and cargo it needs.
 */
abstract class BuildRust : DefaultTask() {
    /** Everything the library and the bindings are built from. */
    @get:InputFiles
    @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val sources: ConfigurableFileCollection

    @get:Internal
    abstract val workspace: DirectoryProperty

    @get:Input
    abstract val ndkDirectory: Property<String>

    /** The bash to run the script with. */
    @get:Input
    abstract val bash: Property<String>

    /** The folder holding cargo, put first on the script's PATH; none: PATH as it is. */
    @get:Input
    @get:Optional
    abstract val cargoDirectory: Property<String>

    /** ABI/libmathchess_ffi.so for each of the three ABIs. */
    @get:OutputDirectory
    abstract val jniLibs: DirectoryProperty

    /** The generated Kotlin bindings. */
    @get:OutputDirectory
    abstract val kotlinSources: DirectoryProperty

    @get:Inject
    abstract val execOperations: ExecOperations

    @TaskAction
    fun build() {
        val cargo = cargoDirectory.orNull
        if (cargo != null && listOf("cargo", "cargo.exe").none { File(cargo, it).isFile }) {
            throw GradleException("No cargo in $cargo (mathchess.cargoDir in android/local.properties)")
        }
        execOperations.exec {
            workingDir = workspace.get().asFile
            environment("ANDROID_NDK_HOME", ndkDirectory.get())
            if (cargo != null) environment("PATH", cargo + File.pathSeparator + System.getenv("PATH"))
            commandLine(
                bash.get(),
                "bindings/scripts/build-android.sh",
                jniLibs.get().asFile.absolutePath,
                kotlinSources.get().asFile.absolutePath,
            )
        }
    }
}

/** android/local.properties, the developer's own settings (not committed). */
val localProperties = Properties().apply {
    providers.fileContents(rootProject.layout.projectDirectory.file("local.properties")).asText.orNull
        ?.let { load(it.reader()) }
}

/**
 * Where cargo is: `mathchess.cargoDir` in local.properties if set, else
 * `$CARGO_HOME/bin` or `~/.cargo/bin` if cargo is there (an IDE started from
 * the macOS Dock or a desktop menu does not have them on its PATH), else PATH.
 */
val cargoDir: String? = localProperties.getProperty("mathchess.cargoDir")
    ?: listOfNotNull(
        providers.environmentVariable("CARGO_HOME").orNull?.let { File(it, "bin") },
        File(providers.systemProperty("user.home").get(), ".cargo/bin"),
    ).firstOrNull { dir -> listOf("cargo", "cargo.exe").any { dir.resolve(it).isFile } }?.absolutePath

val buildRust = tasks.register<BuildRust>("buildRust") {
    description = "Builds the Rust library for arm64-v8a, armeabi-v7a and x86_64 and generates its Kotlin bindings."
    group = "build"
    workspace.set(workspaceDir)
    sources.from(
        listOf(
            "Cargo.toml", "Cargo.lock", "core/Cargo.toml", "core/src",
            "bindings/Cargo.toml", "bindings/src", "bindings/uniffi.toml", "bindings/uniffi-bindgen",
            "bindings/scripts/build-android.sh",
        ).map { workspaceDir.resolve(it) },
    )
    ndkDirectory.set(androidComponents.sdkComponents.ndkDirectory.map { it.asFile.absolutePath })
    // On Windows, Git for Windows' bash.exe (System32's bash.exe is WSL's).
    bash.set(localProperties.getProperty("mathchess.bash") ?: "bash")
    cargoDirectory.set(cargoDir)
    jniLibs.set(layout.buildDirectory.dir("generated/rust/jniLibs"))
    kotlinSources.set(layout.buildDirectory.dir("generated/uniffi/kotlin"))
}

// One Rust build serves every variant: the library is always built in release
// mode. The locations set above stay (AGP only sets a convention).
androidComponents.onVariants { variant ->
    variant.sources.jniLibs?.addGeneratedSourceDirectory(buildRust, BuildRust::jniLibs)
    variant.sources.kotlin?.addGeneratedSourceDirectory(buildRust, BuildRust::kotlinSources)
}

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
