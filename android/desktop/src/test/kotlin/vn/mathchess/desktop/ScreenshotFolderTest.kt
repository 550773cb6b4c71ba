package vn.mathchess.desktop

import java.io.File
import kotlin.test.Test
import kotlin.test.assertEquals

/**
 * A test run changes no tracked file: [ScreenshotTest] draws into the
 * build's folder; only `android/desktop/screenshots.sh`, which runs that
 * class alone, points it at `docs/`, where the committed pictures are.
 */
class ScreenshotFolderTest {
    @Test
    fun aTestRunDrawsTheScreenshotsIntoTheBuildFolder() {
        val out = File(checkNotNull(System.getProperty("mathchess.screenshots"))).canonicalFile
        assertEquals(File("target/screenshots").canonicalFile, out)
    }
}
