// Checks of the views' plain arithmetic (MathChessUI's GameLayout.swift,
// ChoiceCover.swift and ChoiceFit.swift, which import only Foundation), compiled with them into
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

// The board's height comes from the screen alone: the text around it takes the rest.
check(abs(GameLayout.stacked.boardHeight(within: 700) - 385) < 0.001, "an iPhone upright keeps 0.55 of the height at least")
check(GameLayout.stacked.boardHeight(within: 1200) == 832, "an iPad upright keeps the room for the panels and moves")
check(GameLayout.faceToFace.boardHeight(within: 1300) == 980, "face to face, each edge keeps its room")
check(GameLayout.sidePane.boardHeight(within: 358) == 358, "on its side, the board takes the whole height")
check(GameLayout.stacked.boardHeight(within: 0) == 0, "no room, no board")

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

// ChoiceFit: 72-point rows in a 96-point frame. A phone on its side gives
// the side pane about 300 points: two formulas in one column, four in two.
let fit = ChoiceFit(rowHeight: 72, frameHeight: 96)
check(fit.height(options: 2, columns: 1) == 240 && fit.height(options: 3, columns: 2) == 240, "rows by columns")
check(fit.columns(options: 2, within: 300, maxColumns: 2) == 1, "two formulas fit the pane in one column")
check(fit.columns(options: 3, within: 300, maxColumns: 2) == 2, "three take two columns on a phone on its side")
check(fit.height(options: 4, columns: fit.columns(options: 4, within: 300, maxColumns: 2)) <= 300, "four fit in two")
check(fit.columns(options: 9, within: 300, maxColumns: 2) == 2, "never more columns than the width allows")
// Face to face on an iPad (1024 points tall upright, the panel 0.6 of it):
// each formula in one column up to seven, in two up to fourteen.
check(fit.columns(options: 7, within: 614.4, maxColumns: 2) == 1, "seven in one column on an iPad")
check(fit.columns(options: 8, within: 614.4, maxColumns: 2) == 2, "eight in two columns on an iPad")
// Text twice as large: the rows and the frame grow, the columns follow.
let large = ChoiceFit(rowHeight: 144, frameHeight: 192)
check(large.columns(options: 2, within: 614.4, maxColumns: 2) == 1 && large.columns(options: 4, within: 614.4, maxColumns: 2) == 2, "large text")

if failures > 0 {
    print("\(failures) checks failed")
    exit(1)
}
print("view layout checks passed")
