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

// GameLayout: upright screens stack, screens on their side get the pane.
let mathChess: CGFloat = (9 + 0.6) / (11 + 0.6)
let flag: CGFloat = (11 + 0.6) / (12 + 0.6)
func layout(_ width: CGFloat, _ height: CGFloat, faceToFace: Bool = false, aspect: CGFloat = mathChess) -> GameLayout {
    GameLayout.choose(size: CGSize(width: width, height: height), faceToFace: faceToFace, boardAspect: aspect)
}
check(layout(390, 700) == .stacked, "iPhone upright")
check(layout(844, 340) == .sidePane, "iPhone on its side")
check(layout(1024, 1300) == .stacked, "iPad upright")
check(layout(1366, 960) == .sidePane, "iPad on its side")
check(layout(700, 680) == .stacked, "a near-square window")

// Face to face: the arrangement with the larger board; on its side, the
// board at full height between the two players' panes (a phone on its side
// once left the board a 12-point square between the two rooms).
let sizes: [(CGFloat, CGFloat)] = [(412, 892), (892, 412), (800, 1280), (1280, 800), (390, 700), (844, 340), (1024, 1300), (1366, 960)]
for (width, height) in sizes {
    let size = CGSize(width: width, height: height)
    let upright = height * GameLayout.sidewaysRatio >= width
    check(layout(width, height, faceToFace: true) == (upright ? .faceToFace : .faceToFaceSideways), "face to face at \(size)")
    for aspect in [mathChess, flag] {
        for faceToFace in [false, true] {
            let chosen = layout(width, height, faceToFace: faceToFace, aspect: aspect)
            let board = chosen.boardSize(in: size, boardAspect: aspect)
            let what = "\(chosen) at \(size), aspect \(aspect)"
            check(board.width <= width + 0.01 && board.height <= height + 0.01, "\(what): the board fits")
            check(abs(board.width / board.height - aspect) < 0.001, "\(what): the board keeps its shape")
            switch chosen {
            case .stacked, .faceToFace:
                check(board.height >= 0.4 * min(width, height), "\(what): a large board, \(board)")
            case .sidePane:
                check(board.height >= 0.5 * height && width - board.width - GameLayout.rowGap >= GameLayout.paneWidth, "\(what): \(board)")
            case .faceToFaceSideways:
                check(board.height >= 0.5 * height, "\(what): a large board, \(board)")
                check(chosen.facePaneWidth(in: size, boardAspect: aspect) >= GameLayout.facePaneWidth, "\(what): each pane")
                check(abs(board.width + 2 * (chosen.facePaneWidth(in: size, boardAspect: aspect) + GameLayout.rowGap) - width) < 0.01, "\(what): the row")
            }
        }
    }
}
check(GameLayout.faceToFaceSideways.boardSize(in: CGSize(width: 1248, height: 768), boardAspect: mathChess).height == 768, "an iPad on its side face to face: the board takes the height")
check(GameLayout.faceToFaceSideways.boardSize(in: CGSize(width: 860, height: 380), boardAspect: mathChess).height == 380, "a phone on its side face to face: the board takes the height")

// The board's height comes from the screen alone: the text around it takes the rest.
check(abs(GameLayout.stacked.boardHeight(within: 700) - 385) < 0.001, "an iPhone upright keeps 0.55 of the height at least")
check(GameLayout.stacked.boardHeight(within: 1200) == 832, "an iPad upright keeps the room for the panels and moves")
check(GameLayout.faceToFace.boardHeight(within: 1300) == 900, "face to face, each edge keeps the same room")
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
