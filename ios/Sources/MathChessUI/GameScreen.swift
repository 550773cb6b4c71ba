import MathChessCore
import MathChessKit
import SwiftUI

/// The game: the board between the two players' panels, the controls they
/// share, the moves played, the result, and the move choice when one is open,
/// arranged for the space at hand (``GameLayout``): stacked on a phone or
/// tablet upright, with a side pane lying on its side, face to face for a
/// device flat between two players (on its side, the board at full height
/// between the players' panes). It draws the store's snapshot and sends
/// every tap and intent to the store.
///
/// The move choice never covers the squares it names: on an iPhone upright it
/// is a sheet sized to its formulas (and dragged to `.medium` or `.large` at
/// will), elsewhere a panel at the chooser's edge, or the whole side pane; the
/// board moves out of its way when it must (``ChoiceCover``). Its formulas take
/// a second column where one would not show them all with Cancel (``ChoiceFit``).
struct GameScreen: View {
    @Environment(GameStore.self) private var store
    @Environment(\.strings) private var strings
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// One formula's row of the move choice, and the frame around the rows;
    /// both grow with Dynamic Type, and so does the sheet.
    @ScaledMetric(relativeTo: .title2) private var choiceRowHeight: CGFloat = 72
    @ScaledMetric(relativeTo: .headline) private var choiceFrameHeight: CGFloat = 96
    @State private var sheet: Sheet?
    /// The move choice is in a sheet now: the toolbar's sheets open over it,
    /// and only a swipe of the player's closes it (not a turn of the device
    /// that moves the choice to a panel).
    @State private var choiceInSheet = false
    /// The detent a player dragged the move-choice sheet to; `nil`: the one sized to fit.
    @State private var draggedChoiceDetent: PresentationDetent?

    enum Sheet: String, Identifiable {
        case newGame, rules, settings, review, learn
        var id: String { rawValue }
    }

    var body: some View {
        GeometryReader { proxy in
            let snapshot = store.snapshot
            // The content area inside the padding.
            let content = CGSize(width: proxy.size.width - 32, height: proxy.size.height - 32)
            let layout = GameLayout.choose(size: content, faceToFace: isFaceToFace, boardAspect: boardAspect)
            let choice = snapshot.choice
            let placement = choice.map { choicePlacement($0, layout) }
            let options = choice?.options.count ?? 0
            // A panel or sheet covers at most this much of the screen.
            let room = proxy.size.height * 0.6
            let columns = choiceFit.columns(options: options, within: room, maxColumns: 2)
            let fit = min(choiceFit.height(options: options, columns: columns), room)
            let cover = choiceCover(placement, fit: fit, screenHeight: proxy.size.height)
            arrangement(layout, cover: cover, content: content)
                .overlay(alignment: placement == .topPanel ? .top : .bottom) {
                    if let choice, placement == .bottomPanel || placement == .topPanel {
                        choicePanel(choice, height: fit, columns: columns)
                    }
                }
                .animation(reduceMotion ? nil : .snappy, value: placement)
                .sheet(isPresented: choiceSheetShown(placement == .sheet)) {
                    choiceSheet(fit: fit, columns: columns)
                }
                .onChange(of: placement == .sheet, initial: true) { _, inSheet in
                    choiceInSheet = inSheet
                }
        }
        .coordinateSpace(.named(ChoiceCover.space))
        .onChange(of: store.snapshot.choice == nil) { _, closed in
            if closed { draggedChoiceDetent = nil }
        }
        .navigationTitle(strings[.appName])
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        .toolbar { toolbar }
        // One sheet at a time: while the choice's sheet is up, the toolbar's open from it.
        .sheet(item: toolbarSheet(whileChoiceInSheet: false), content: toolbarSheetContent)
        .modifier(GameFeedback())
    }

    /// The toolbar's sheet, presented from the screen, or from the choice's
    /// sheet while that one is up (`whileChoiceInSheet`).
    private func toolbarSheet(whileChoiceInSheet: Bool) -> Binding<Sheet?> {
        Binding(
            get: { @MainActor in choiceInSheet == whileChoiceInSheet ? sheet : nil },
            set: { @MainActor shown in sheet = shown }
        )
    }

    @ViewBuilder
    private func toolbarSheetContent(_ sheet: Sheet) -> some View {
        switch sheet {
        case .newGame: NewGameView(setup: store.setup)
        case .rules: RulesView(game: store.snapshot.game)
        case .settings: SettingsView()
        case .review: ReviewView()
        case .learn: LearnView()
        }
    }

    // MARK: Layouts

    /// Each layout gives the board a height from the screen alone
    /// (``GameLayout/boardHeight(within:)``): the text around it, at any
    /// Dynamic Type size, takes the rest, and scrolls where it does not fit.
    /// `content`: the screen inside the padding.
    @ViewBuilder
    private func arrangement(_ layout: GameLayout, cover: ChoiceCover?, content: CGSize) -> some View {
        let snapshot = store.snapshot
        let height = content.height + 32
        let boardHeight = layout.boardHeight(within: content.height)
        switch layout {
        case .stacked:
            VStack(spacing: 8) {
                panel(snapshot.farPlayer)
                board(cover: cover).frame(height: boardHeight).zIndex(1)
                // The near panel stays under the board; what follows it scrolls where it does not fit.
                panel(snapshot.nearPlayer)
                ScrollView {
                    VStack(spacing: 8) { belowTheBoard }
                }
                .scrollBounceBehavior(.basedOnSize)
            }
            .padding()
        case .sidePane:
            HStack(spacing: 16) {
                board(cover: nil)
                sidePane(height: height - 32)
            }
            .padding()
        case .faceToFace:
            VStack(spacing: 8) {
                // Each player's edge has the same room; what does not fit there scrolls in it.
                playerRoom(snapshot.farPlayer).frame(height: GameLayout.edgeRoom)
                board(cover: cover).frame(height: boardHeight).zIndex(1)
                playerRoom(snapshot.nearPlayer)
            }
            .padding()
        case .faceToFaceSideways:
            let pane = layout.facePaneWidth(in: content, boardAspect: boardAspect)
            HStack(spacing: GameLayout.rowGap) {
                playerRoom(snapshot.farPlayer, holdsChoice: true).frame(width: pane)
                board(cover: nil)
                playerRoom(snapshot.nearPlayer, holdsChoice: true).frame(width: pane)
            }
            .padding()
        }
    }

    /// Face to face, one player's room at their edge: the status (whose turn,
    /// what the last move took, an offer declined, the result), their panel
    /// and the controls, each turned to the far player and listed from their
    /// side. While they choose a move, their choice alone where the room
    /// `holdsChoice` (a pane beside the board; upright it covers the edge).
    @ViewBuilder
    private func playerRoom(_ player: PlayerView, holdsChoice: Bool = false) -> some View {
        let turn = Angle.degrees(player.upsideDown ? 180 : 0)
        if holdsChoice, let choice = store.snapshot.choice, choice.upsideDown == player.upsideDown {
            choiceList(choice, columns: 1)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                .rotationEffect(turn)
        } else {
            ScrollView {
                VStack(spacing: 8) {
                    if player.upsideDown {
                        hintFacing(player)
                        GameControls(showsHint: false).rotationEffect(turn)
                        panel(player)
                        status.rotationEffect(turn)
                    } else {
                        status
                        panel(player)
                        GameControls(showsHint: false)
                        hintFacing(player)
                    }
                }
            }
            .defaultScrollAnchor(player.upsideDown ? .bottom : .top)
            .scrollBounceBehavior(.basedOnSize)
        }
    }

    /// The stacked layout's status, controls and moves, under the near panel.
    @ViewBuilder
    private var belowTheBoard: some View {
        status
        GameControls()
        MoveHistoryView(axis: .horizontal)
    }

    /// Beside the board (`height` points tall): both panels, the result or
    /// review, the moves and the controls; while a move choice is open, the
    /// choice alone (here it covers nothing), so that a phone on its side
    /// shows every formula and Cancel.
    private func sidePane(height: CGFloat) -> some View {
        let snapshot = store.snapshot
        return VStack(spacing: 10) {
            if let choice = snapshot.choice {
                choiceList(choice, columns: choiceFit.columns(options: choice.options.count, within: height, maxColumns: 2))
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                    .frame(maxHeight: .infinity, alignment: .top)
            } else {
                // The panels whole at the pane's two ends, the controls above the near one; between
                // them the status and the moves scroll where they do not fit (a hint shown once pushed
                // the near panel off the screen on Android).
                panel(snapshot.farPlayer)
                ScrollView {
                    VStack(spacing: 10) {
                        status
                        // A strip: a list of its own would scroll inside the scrolling middle.
                        MoveHistoryView(axis: .horizontal)
                    }
                }
                .scrollBounceBehavior(.basedOnSize)
                .frame(maxHeight: .infinity, alignment: .top)
                GameControls()
                panel(snapshot.nearPlayer)
            }
        }
        // As wide whatever its text: the board's room does not change with it.
        .frame(width: GameLayout.paneWidth)
    }

    /// Face to face: the hint in `player`'s own room, turned to them, while they are to move.
    private func hintFacing(_ player: PlayerView) -> some View {
        HintLine(hint: store.hint(for: player))
            .rotationEffect(.degrees(player.upsideDown ? 180 : 0))
    }

    private func board(cover: ChoiceCover?) -> some View {
        BoardView(
            snapshot: store.snapshot,
            hint: shownHint,
            reviewed: store.reviewedMove,
            showTargets: store.preferences.showLegalMoves,
            coordinates: store.preferences.coordinates,
            cover: cover,
            onTap: { store.tap($0) }
        )
    }

    private func panel(_ player: PlayerView) -> some View {
        PlayerPanel(player: player, showsFlash: flashSide == player.side)
    }

    private var status: some View {
        GameStatusView(showsFlash: flashSide == nil) { sheet = .newGame }
    }

    // MARK: Toolbar

    @ToolbarContentBuilder
    private var toolbar: some ToolbarContent {
        // The app's name whole: its short form where the whole one does not fit.
        ToolbarItem(placement: .principal) {
            FittingTitle(forms: [strings[.appName], strings[.appNameShort]])
        }
        ToolbarItemGroup(placement: .navigation) {
            Button { sheet = .rules } label: {
                Label(strings[.actionRules], systemImage: "book")
            }
            Button { sheet = .settings } label: {
                Label(strings[.actionSettings], systemImage: "gearshape")
            }
            // The engine's verdict on the game, once a move is played.
            Button { sheet = .review } label: {
                Label(strings[.actionReviewGame], systemImage: "list.bullet.clipboard")
            }
            .disabled(store.snapshot.history.isEmpty)
            // The lessons and puzzles of both games.
            Button { sheet = .learn } label: {
                Label(strings[.actionLearn], systemImage: "graduationcap")
            }
        }
        ToolbarItem(placement: .primaryAction) {
            Button(strings[.actionNewGame]) { sheet = .newGame }
        }
    }

    // MARK: The move choice

    private enum ChoicePlacement: Equatable {
        /// A sheet from the bottom edge (an iPhone upright).
        case sheet
        /// In the side pane, beside the board (face to face on its side, the chooser's pane).
        case pane
        /// A panel at the bottom edge, where a sheet would not keep its size
        /// (an iPad shows sheets in the middle of the screen).
        case bottomPanel
        /// A panel at the top edge, turned to the far player (face to face).
        case topPanel
    }

    private func choicePlacement(_ choice: MoveChoiceView, _ layout: GameLayout) -> ChoicePlacement {
        // In the chooser's own pane, beside the board.
        if layout == .faceToFaceSideways {
            return .pane
        }
        if choice.upsideDown {
            return .topPanel
        }
        if layout == .sidePane {
            return .pane
        }
        // Detents hold only in a compact width and a regular height.
        if horizontalSizeClass == .compact && verticalSizeClass == .regular {
            return .sheet
        }
        return .bottomPanel
    }

    /// The move choice's rows and frame at the current text size.
    private var choiceFit: ChoiceFit {
        ChoiceFit(rowHeight: choiceRowHeight, frameHeight: choiceFrameHeight)
    }

    /// The part of the screen the choice covers, for the board to move out of.
    private func choiceCover(_ placement: ChoicePlacement?, fit: CGFloat, screenHeight: CGFloat) -> ChoiceCover? {
        switch placement {
        case .sheet:
            // The sheet rises from the window's bottom, below this screen's
            // bottom edge by the home indicator's inset: counting its whole
            // height from here keeps a little more room than it needs.
            if draggedChoiceDetent == .large {
                return nil
            }
            let height = draggedChoiceDetent == .medium ? max(fit, screenHeight / 2) : fit
            return ChoiceCover(edge: .bottom, height: height, screenHeight: screenHeight)
        case .bottomPanel:
            return ChoiceCover(edge: .bottom, height: fit, screenHeight: screenHeight)
        case .topPanel:
            return ChoiceCover(edge: .top, height: fit, screenHeight: screenHeight)
        case .pane?, nil:
            return nil
        }
    }

    /// Shown while `shown`; swiping it down cancels the choice.
    private func choiceSheetShown(_ shown: Bool) -> Binding<Bool> {
        Binding(
            get: { @MainActor in shown },
            set: { @MainActor presented in
                // Closed by the player, not by a turn that moved the choice to a panel.
                if !presented, choiceInSheet, store.snapshot.choice != nil {
                    store.cancelChoice()
                }
            }
        )
    }

    @ViewBuilder
    private func choiceSheet(fit: CGFloat, columns: Int) -> some View {
        if let choice = store.snapshot.choice {
            choiceList(choice, columns: columns)
                .presentationDetents(
                    [.height(fit), .medium, .large],
                    selection: Binding(
                        get: { @MainActor in draggedChoiceDetent ?? .height(fit) },
                        set: { @MainActor detent in draggedChoiceDetent = detent == .height(fit) ? nil : detent }
                    )
                )
                .presentationDragIndicator(.visible)
                // The board stays lit (not dimmed) behind the sheet.
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .sheet(item: toolbarSheet(whileChoiceInSheet: true), content: toolbarSheetContent)
        }
    }

    private func choiceList(_ choice: MoveChoiceView, columns: Int) -> MoveChoiceList {
        MoveChoiceList(choice: choice, columns: columns, onChoose: { store.choose($0) }, onCancel: { store.cancelChoice() })
    }

    /// The choice in a panel at the chooser's edge, turned to the far player when it is theirs.
    private func choicePanel(_ choice: MoveChoiceView, height: CGFloat, columns: Int) -> some View {
        choiceList(choice, columns: columns)
            .frame(maxWidth: 640)
            .frame(height: height)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            .shadow(color: .black.opacity(0.2), radius: 8)
            .padding(.horizontal)
            .rotationEffect(.degrees(choice.upsideDown ? 180 : 0))
            .transition(reduceMotion ? AnyTransition.opacity : AnyTransition.move(edge: choice.upsideDown ? .top : .bottom).combined(with: .opacity))
    }

    // MARK: What the screen reads from the store

    /// The board's width over its height, with its names (as ``BoardView`` draws it).
    private var boardAspect: CGFloat {
        let band = store.preferences.coordinates ? BoardView.nameBand : 0
        return (CGFloat(store.snapshot.width) + band) / (CGFloat(store.snapshot.height) + band)
    }

    private var isFaceToFace: Bool {
        if case .faceToFace = store.snapshot.orientation { true } else { false }
    }

    private var shownHint: Hint? {
        if case let .shown(hint) = store.hint { hint } else { nil }
    }

    /// The side whose panel shows a rejected tap's message: the player on
    /// this device who is to move, or who waits for the computer; `nil` when
    /// no one is to move (the game is over, or under review): the status shows it.
    private var flashSide: Side? {
        let players = [store.snapshot.nearPlayer, store.snapshot.farPlayer]
        guard let mover = players.first(where: \.toMove) else { return nil }
        return mover.computer ? players.first { !$0.computer }?.side : mover.side
    }
}

#Preview("iPhone") {
    NavigationStack { GameScreen() }
        .environment(GameStore.preview())
}

#Preview("Landscape", traits: .landscapeLeft) {
    NavigationStack { GameScreen() }
        .environment(GameStore.preview())
}
