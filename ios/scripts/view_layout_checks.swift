// Checks of the views' plain arithmetic (MathChessUI's GameLayout.swift and
// ChoiceCover.swift, which import only Foundation), compiled with them into
// one program by test_views.py: SwiftUI is not on this machine, so the
// views' target is not built here, but these two files are.
import Foundation

nonisolated(unsafe) var failures = 0

func check(_ condition: Bool, _ message: String, line: Int = #line) {
    if !condition {
        print("view_layout_checks.swift:\(line): \(message)")
        failures += 1
    }
}

// GameLayout: upright screens stack, screens on their side get the pane, face to face wins.
check(GameLayout.choose(size: CGSize(width: 390, height: 700), faceToFace: false) == .stacked, "iPhone upright")
check(GameLayout.choose(size: CGSize(width: 844, height: 340), faceToFace: false) == .sidePane, "iPhone on its side")
check(GameLayout.choose(size: CGSize(width: 1024, height: 1300), faceToFace: false) == .stacked, "iPad upright")
check(GameLayout.choose(size: CGSize(width: 1366, height: 960), faceToFace: false) == .sidePane, "iPad on its side")
check(GameLayout.choose(size: CGSize(width: 700, height: 680), faceToFace: false) == .stacked, "a near-square window")
check(GameLayout.choose(size: CGSize(width: 1366, height: 960), faceToFace: true) == .faceToFace, "face to face")

// ChoiceCover from the bottom: a 300-point sheet over an 800-point screen,
// its top at 492 with the 8-point margin.
let sheet = ChoiceCover(edge: .bottom, height: 300, screenHeight: 800)
check(sheet.boardOffset(keeping: CGRect(x: 0, y: 100, width: 40, height: 200)) == 0, "squares already clear stay")
check(sheet.boardOffset(keeping: CGRect(x: 0, y: 400, width: 40, height: 200)) == -108, "lifted just enough")
check(sheet.boardOffset(keeping: CGRect(x: 0, y: 50, width: 40, height: 600)) == -42, "lifted only until the top square reaches the margin")
check(sheet.boardOffset(keeping: CGRect(x: 0, y: 4, width: 40, height: 700)) == 0, "never lifted off the top")

// ChoiceCover from the top: the far player's 250-point panel, its bottom at 258.
let far = ChoiceCover(edge: .top, height: 250, screenHeight: 800)
check(far.boardOffset(keeping: CGRect(x: 0, y: 300, width: 40, height: 100)) == 0, "squares already clear of the top stay")
check(far.boardOffset(keeping: CGRect(x: 0, y: 200, width: 40, height: 100)) == 58, "pushed down just enough")
check(far.boardOffset(keeping: CGRect(x: 0, y: 100, width: 40, height: 660)) == 32, "pushed down only until the bottom square reaches the margin")

if failures > 0 {
    print("\(failures) checks failed")
    exit(1)
}
print("view layout checks passed")
