// The installable app: the Activity, the ViewModel that owns the state holder,
// and the bridge from the shared StringKey to Android string resources.
plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.compose)
}

android {
    namespace = "vn.mathchess.app"
    compileSdk = libs.versions.compileSdk.get().toInt()
    // Strips the native libraries when packaging; the same NDK as :ui's Rust build.
    ndkVersion = libs.versions.ndk.get()
    defaultConfig {
        applicationId = "vn.mathchess"
        minSdk = libs.versions.minSdk.get().toInt()
        targetSdk = libs.versions.targetSdk.get().toInt()
        versionCode = 1
        versionName = "0.1.0"
        // The ABIs bindings/scripts/build-android.sh builds libmathchess_ffi.so
        // for. JNA's aar carries more (x86, …): without this filter a device of
        // such an ABI would install the app and fail at its first native call.
        ndk { abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64") }
    }
    buildTypes {
        release {
            // Off for now. The keep rules that JNA and the generated bindings
            // need are in proguard-rules.pro, so turning it on is this one line.
            isMinifyEnabled = false
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
    buildFeatures { compose = true }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

dependencies {
    implementation(project(":ui"))
    implementation(platform(libs.compose.bom))
    implementation(libs.activity.compose)
    implementation(libs.lifecycle.viewmodel.compose)
    implementation(libs.lifecycle.runtime.compose)
    implementation(libs.coroutines.android)
}
