import MathChessCore
import MathChessKit
import SwiftUI

/// The board as the snapshot lays it out: its cells in display order (the
/// snapshot has already turned them for the orientation), the row and column
/// names at its edges, every mark the session set, the hint's squares and the
/// squares of an open move choice. A tap on a square sends the square's index
/// to `onTap`; nothing here decides what it means. The last move's piece
/// comes in along the core's path, a leg at a time (a jump chain through each
/// square it landed on); while a reviewed game is browsed, arrows show the
/// move played from the position shown and the engine's move. While a move-choice panel covers part of the
/// screen, the board moves out of its way (``ChoiceCover``), so that the
/// attacker, its supports and the target stay in sight.
struct BoardView: View {
    let snapshot: Snapshot
    var hint: Hint?
    /// The piece a puzzle's hint marks (the one to move).
    var hintPiece: Place?
    /// The reviewed move played from the position shown (``GameStore/reviewedMove``): its arrows.
    var reviewed: ReviewedMove?
    /// Mark the selected piece's steps and captures (a player preference).
    var showTargets = true
    /// Row and column names at the edges (a player preference).
    var coordinates = true
    /// The move-choice panel over part of the game screen, if one is open there.
    var cover: ChoiceCover?
    /// `nil`: a picture (the rules screen), not a board to play on.
    var onTap: (@MainActor (UInt8) -> Void)?

    @Environment(\.strings) private var strings
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// Counts the moves that arrived while the board was shown: each one brings its piece in.
    @State private var arrivals = 0
    /// The way the last piece to arrive came, relative to the square it landed on.
    @State private var travel = PathTravel.none

    /// The band of row and column names left of and below the board, in squares.
    nonisolated static let nameBand: CGFloat = 0.6

    /// How long the arriving piece takes over each leg of its way: a step, a slide, one jump of a chain.
    private static let legDuration = 0.22

    var body: some View {
        GeometryReader { proxy in
            let layout = BoardLayout(size: proxy.size, snapshot: snapshot, coordinates: coordinates)
            let geometry = BoardGeometry(snapshot: snapshot, size: layout.boardSize)
            let shift = lift(geometry, layout, at: proxy.frame(in: .named(ChoiceCover.space)).origin)
            ZStack(alignment: .topLeading) {
                if coordinates {
                    rankLabels(layout)
                    fileLabels(layout)
                }
                squares(geometry)
                    .overlay(alignment: .topLeading) { pieces(geometry) }
                    .overlay(alignment: .topLeading) {
                        if let reviewed {
                            ReviewArrows(reviewed: reviewed, geometry: geometry)
                        }
                    }
                    .frame(width: layout.boardSize.width, height: layout.boardSize.height, alignment: .topLeading)
                    .offset(x: layout.boardOrigin.x, y: layout.boardOrigin.y)
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
            .offset(y: shift)
            .animation(reduceMotion ? nil : .snappy, value: shift)
            .onChange(of: snapshot.history.count) { played, playing in
                slideIn(moved: playing > played, geometry)
            }
        }
    }

    // MARK: Squares and pieces

    private func squares(_ geometry: BoardGeometry) -> some View {
        let emphases = self.emphases
        return ZStack(alignment: .topLeading) {
            ForEach(snapshot.cells.indices, id: \.self) { index in
                let cell = snapshot.cells[index]
                let frame = geometry.frame(ofDisplayIndex: index)
                SquareView(
                    cell: cell,
                    label: strings.accessibilityLabel(for: cell, reviewed: reviewed, hinted: hintPiece?.index == cell.square),
                    shaded: (index / geometry.columns + index % geometry.columns) % 2 == 1,
                    divider: divider(atRow: index / geometry.columns),
                    side: geometry.cellSide,
                    emphasis: emphases[cell.square] ?? SquareView.Emphasis(),
                    showTargets: showTargets,
                    onTap: tapAction(cell.square)
                )
                .offset(x: frame.minX, y: frame.minY)
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(strings[.board])
    }

    /// The pieces, above the squares: a piece that just moved comes in over them, along its way.
    private func pieces(_ geometry: BoardGeometry) -> some View {
        let side = geometry.cellSide
        let travel = travel
        let duration = Self.legDuration * Double(max(1, travel.legs))
        return ZStack(alignment: .topLeading) {
            ForEach(snapshot.cells.indices, id: \.self) { index in
                let cell = snapshot.cells[index]
                let frame = geometry.frame(ofDisplayIndex: index)
                let arriving = cell.marks.lastTo
                ZStack {
                    if let piece = cell.piece {
                        PieceDisc(piece: piece, size: side * BoardGeometry.pieceShare, upsideDown: cell.upsideDown)
                    }
                }
                .frame(width: side, height: side)
                .keyframeAnimator(initialValue: Way(), trigger: arriving ? arrivals : 0) { content, way in
                    let offset = arriving ? travel.offset(remaining: way.remaining) : .zero
                    content.offset(x: offset.width, y: offset.height)
                } keyframes: { _ in
                    KeyframeTrack(\.remaining) {
                        MoveKeyframe(arriving ? 1.0 : 0.0)
                        SpringKeyframe(0.0, duration: duration, spring: .snappy)
                    }
                }
                .zIndex(arriving ? 1 : 0)
                .offset(x: frame.minX, y: frame.minY)
            }
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }

    private func tapAction(_ square: UInt8) -> (@MainActor () -> Void)? {
        guard let onTap else { return nil }
        return { onTap(square) }
    }

    /// What the screen highlights besides the session's marks: the hint's
    /// two squares (a puzzle's: the piece to move), and the attacker, supports and target of an open choice.
    private var emphases: [UInt8: SquareView.Emphasis] {
        var emphases: [UInt8: SquareView.Emphasis] = [:]
        let hinted = (hint.map { [$0.fromPlace, $0.toPlace] } ?? []) + [hintPiece].compactMap { $0 }
        for place in hinted {
            emphases[place.index, default: SquareView.Emphasis()].hint = true
        }
        if let choice = snapshot.choice {
            for option in choice.options {
                emphases[option.supportPlace.index, default: SquareView.Emphasis()].choice = .support
            }
            emphases[choice.from, default: SquareView.Emphasis()].choice = .attacker
            emphases[choice.toPlace.index, default: SquareView.Emphasis()].choice = .target
        }
        return emphases
    }

    /// The dividing line between the halves (Capture the Flag), at the
    /// edge of the squares of display row `row` next to it.
    private func divider(atRow row: Int) -> Edge? {
        guard let below = snapshot.dividerBelowRow.map(Int.init) else { return nil }
        if row == below { return .bottom }
        if row == below + 1 { return .top }
        return nil
    }

    // MARK: Row and column names

    private func rankLabels(_ layout: BoardLayout) -> some View {
        VStack(spacing: 0) {
            ForEach(snapshot.rankLabels.indices, id: \.self) { row in
                coordinate(snapshot.rankLabels[row], layout).frame(width: layout.gutter, height: layout.cell)
            }
        }
        .offset(x: layout.boardOrigin.x - layout.gutter, y: layout.boardOrigin.y)
    }

    private func fileLabels(_ layout: BoardLayout) -> some View {
        HStack(spacing: 0) {
            ForEach(snapshot.fileLabels.indices, id: \.self) { column in
                coordinate(snapshot.fileLabels[column], layout).frame(width: layout.cell, height: layout.gutter)
            }
        }
        .offset(x: layout.boardOrigin.x, y: layout.boardOrigin.y + layout.boardSize.height)
    }

    /// A row or column name: sized with the board, not with Dynamic Type (the
    /// squares' VoiceOver labels carry the names).
    private func coordinate(_ name: String, _ layout: BoardLayout) -> some View {
        Text(verbatim: name)
            .font(.system(size: max(8, layout.cell * 0.3), weight: .medium, design: .rounded))
            .foregroundStyle(BoardPalette.of(colorScheme).label)
            .accessibilityHidden(true)
    }

    // MARK: Motion

    /// How far to move the board so that the open choice's squares clear the panel over them.
    private func lift(_ geometry: BoardGeometry, _ layout: BoardLayout, at origin: CGPoint) -> CGFloat {
        guard let cover, let choice = snapshot.choice else { return 0 }
        let named = [choice.from, choice.toPlace.index] + choice.options.map(\.supportPlace.index)
        let squares = named.compactMap(geometry.frame(ofSquare:)).reduce(CGRect.null) { $0.union($1) }
        guard !squares.isNull else { return 0 }
        let onScreen = squares.offsetBy(dx: origin.x + layout.boardOrigin.x, dy: origin.y + layout.boardOrigin.y)
        return cover.boardOffset(keeping: onScreen)
    }

    /// Starts bringing in the piece that just moved, from the square it left, along its path.
    private func slideIn(moved: Bool, _ geometry: BoardGeometry) {
        let way = PathTravel(snapshot: snapshot, geometry: geometry)
        guard moved, !reduceMotion, snapshot.browsing == nil, way.legs > 0 else { return }
        travel = way
        arrivals += 1
    }
}

/// How much of its way an arriving piece still has ahead: 1 at its start, 0 on its square.
private struct Way: Equatable, Sendable {
    var remaining = 0.0
}

/// Where the board and its names go in the view: the largest square cells
/// that fit, the names in a band left of and below the board, all centred.
private struct BoardLayout {
    let cell: CGFloat
    let gutter: CGFloat
    let boardSize: CGSize
    let boardOrigin: CGPoint

    init(size: CGSize, snapshot: Snapshot, coordinates: Bool) {
        let columns = CGFloat(max(1, snapshot.width))
        let rows = CGFloat(max(1, snapshot.height))
        let band = coordinates ? BoardView.nameBand : 0
        cell = max(0, min(size.width / (columns + band), size.height / (rows + band)))
        gutter = cell * band
        boardSize = CGSize(width: cell * columns, height: cell * rows)
        boardOrigin = CGPoint(
            x: (size.width - boardSize.width - gutter) / 2 + gutter,
            y: (size.height - boardSize.height - gutter) / 2
        )
    }
}

#Preview("A game") {
    BoardView(snapshot: GameStore.preview().snapshot, onTap: { _ in })
        .padding()
}

#Preview("A picture, no names") {
    BoardView(snapshot: GameStore.preview().snapshot, coordinates: false)
        .frame(width: 200, height: 260)
}
