import Foundation
import MathChessCore

// What the Learn screens say: the core's messages (a key and its
// arguments) in the app's strings, each falling back to the core's English
// when the app has no string for its key (`docs/bindings.md`, "Messages").

extension StringKey {
    /// The app's string for a key of the core's (`illegal.math_chess.too_far`
    /// is `illegal_math_chess_too_far`); `nil` for a key the app does not know.
    init?(coreKey: String) {
        self.init(rawValue: coreKey.replacingOccurrences(of: ".", with: "_"))
    }
}

extension Strings {
    /// The core's `message` in the app's language, its arguments in order in
    /// the string's placeholders; `english` (the core's text of it) for a key
    /// the app does not know.
    public func text(of message: Message, english: String) -> String {
        guard let key = StringKey(coreKey: message.key) else { return english }
        let values = message.args.map(value(of:))
        // A string whose placeholders do not take these arguments (a
        // translation's mistake, or a core newer than the app) would crash
        // the formatting: the core's English then.
        guard takes(self[key], values) else { return english }
        return format(key, values)
    }

    /// Whether every placeholder of `text` (`%1$d`, `%2$@`) has its argument
    /// among `values`, a number for `d`, a text for `@`.
    private func takes(_ text: String, _ values: [any CVarArg]) -> Bool {
        let placeholders = text.matches(of: /%(\d+)\$([@d])/)
        return placeholders.allSatisfy { match in
            guard let index = Int(match.output.1), values.indices.contains(index - 1) else { return false }
            return match.output.2 == "d" ? values[index - 1] is Int : values[index - 1] is String
        }
    }

    /// One argument of a message as its placeholder takes it: a number as a
    /// number (`%1$d`), the others as text (a square by its name, squares
    /// joined by ", ", a side, a rule or an ending by its label, an
    /// operation by the sign the game writes).
    func value(of argument: MessageArg) -> any CVarArg {
        switch argument {
        case .number(let value): Int(value)
        case .square(let place): place.name
        case .squares(let places): places.map(\.name).joined(separator: ", ")
        case .side(let side): self[side.label]
        case .op(let op): op.sign
        case .rule(let rule): rule.name.map { self[$0] } ?? rule.sign
        case .ending(let reason): self[reason.goal]
        case .text(let text): text
        }
    }

    /// The text of a key of the core's with no arguments (a lesson's title,
    /// a step's words), or `english`.
    func text(ofKey key: String, english: String) -> String {
        StringKey(coreKey: key).map { self[$0] } ?? english
    }

    /// Sentences one after another, as the language writes them (Chinese
    /// with no space between them).
    func sentences(_ parts: [String]) -> String {
        parts.joined(separator: language.lowercased().hasPrefix("zh") ? "" : " ")
    }

    // MARK: Lessons

    /// A lesson's title in the course's list.
    public func title(of entry: LessonEntry) -> String {
        text(ofKey: entry.titleKey, english: entry.title)
    }

    /// What VoiceOver says of a lesson in the course's list: "Lesson 1:
    /// Steps. Steps: 3. Done".
    public func row(of entry: LessonEntry, number: Int) -> String {
        self(.learnLessonRow, number, title(of: entry), self(.learnLessonSteps, Int(entry.steps)), self[entry.done ? .learnLessonDone : .learnLessonNotDone])
    }

    /// How much of a course is done: "3 of 10 lessons done".
    public func progress(of course: LearnerProgress) -> String {
        self(.learnCourseProgress, course.lessons.filter(\.done).count, course.lessons.count)
    }

    /// The title of the lesson on the board.
    public func title(of lesson: LessonSnapshot) -> String {
        text(ofKey: lesson.titleKey, english: lesson.title)
    }

    /// The step's words: what it teaches and what to do.
    public func step(of lesson: LessonSnapshot) -> String {
        text(ofKey: lesson.stepKey, english: lesson.stepText)
    }

    /// The step's task: "Task: Move the 3 on c1 to c4 in one step."
    public func task(of lesson: LessonSnapshot) -> String {
        self(.learnTask, text(of: lesson.task, english: lesson.taskText))
    }

    /// The core's judgement of a try: the step done, the lesson done, or why
    /// the try was taken back ("Taken back: 7 + 4 = 11, whose units digit 1
    /// is not the 3 squares to the Red 6.").
    public func text(of told: LessonTold) -> String {
        switch told.judged {
        case .stepDone: self[.learnStepDone]
        case .lessonDone: self[.learnLessonComplete]
        case .refused(let refusal): self(.learnTakenBack, text(of: refusal.message, english: refusal.text))
        }
    }

    // MARK: Puzzles

    /// A rating as shown, in plain digits: "1500", or "1500?" while it is provisional.
    public func rating(_ rating: RatingView) -> String {
        rating.provisional ? format(.learnRatingProvisional, [Int(rating.rating)], plainNumbers: true) : "\(rating.rating)"
    }

    /// A rating as VoiceOver says it: "Rating 1500", "Rating 1500, still provisional".
    public func ratingDescription(_ rating: RatingView) -> String {
        rating.provisional
            ? format(.learnRatingProvisionalDescription, [Int(rating.rating)], plainNumbers: true)
            : self(.learnRating, "\(rating.rating)")
    }

    /// A puzzle's theme by its own string (`capture-P` is `theme_capture_p`),
    /// or the theme's tag as the core writes it when the app has none.
    public func theme(_ theme: String) -> String {
        let name = "theme_" + theme.lowercased().replacingOccurrences(of: "-", with: "_")
        return StringKey(rawValue: name).map { self[$0] } ?? theme
    }

    /// What the player must reach: "Blue to move and win (material)".
    public func goal(of puzzle: PuzzleSnapshot) -> String {
        self(puzzle.goal == .win ? .puzzleGoalWin : .puzzleGoalMaterial, self[puzzle.solver.label])
    }

    /// A puzzle's result with the rating's change: "Solved! Rating 1500? → 1662?".
    public func result(_ result: PuzzleResult, change: RatingChange) -> String {
        self(result == .solved ? .puzzleSolved : .puzzleFailed, rating(change.before), rating(change.after))
    }

    /// What the core said of the last move, and the defence's answer: "Right:
    /// e3-f2. The defence answers b2-b3.", "Not h11-h10: it does not win in 3
    /// moves or fewer. The defence answers h2-h3. The move is taken back: try another."
    public func text(of said: PuzzleSaid, goal: PuzzleGoal) -> String {
        let win = goal == .win
        switch said.verdict {
        case let .right(played, reply):
            return sentences([self(.puzzleRight, played)] + answer(reply))
        case let .slower(played, moves, fastest, reply):
            return sentences([self(win ? .puzzleSlowerWin : .puzzleSlowerMaterial, played, Int(moves), Int(fastest))] + answer(reply))
        case let .shown(played, reply):
            return sentences([self(.puzzleShown, played)] + answer(reply))
        case let .wrong(tried, _, _, within, miss):
            let why: [String] = switch miss {
            case let .refuted(reply, _, _, ends: true):
                [self(.puzzleWrongRefutedEnds, tried, reply)]
            case let .refuted(reply, _, _, ends: false):
                [self(win ? .puzzleWrongRefutedWin : .puzzleWrongRefutedMaterial, tried, Int(within))] + answer(reply)
            case .noWin:
                [self(.puzzleWrongNoWin, tried)]
            case .unproved:
                [self(.puzzleWrongUnproved, tried)]
            }
            return sentences(why + [self[.puzzleTakenBack]])
        }
    }

    /// The defence's answer, if it made one.
    private func answer(_ reply: String?) -> [String] {
        reply.map { [self(.puzzleReply, $0)] } ?? []
    }
}

extension Op {
    /// The sign the game writes: the same in every language.
    public var sign: String {
        switch self {
        case .add: "+"
        case .sub: "−"
        case .mul: "×"
        case .div: "÷"
        case .rem: "%"
        }
    }
}

extension CaptureRule {
    /// The name of Capture the Flag's rule (`docs/flag-rules.md` §5); `nil` for
    /// the first game's operations.
    public var name: StringKey? {
        switch self {
        case .operation: nil
        case .t1: .captureRuleT1
        case .t2: .captureRuleT2
        case .t3: .captureRuleT3
        case .t4: .captureRuleT4
        case .d: .captureRuleD
        case .p: .captureRuleP
        case .g: .captureRuleG
        case .e: .captureRuleE
        case .s: .captureRuleS
        case .q: .captureRuleQ
        }
    }

    /// The first game's operation by its sign; empty for Capture the Flag's rules (``name``).
    var sign: String {
        if case .operation(let op) = self { op.sign } else { "" }
    }
}

extension EndKind {
    /// The ending as a task names it ("your 1 enters the enemy flag"):
    /// Capture the Flag's ways to win have their own; any other its reason.
    public var goal: StringKey {
        switch self {
        case .flag: .endingFlag
        case .crossing: .endingCrossing
        case .guardLost: .endingGuardLost
        case .noLegalMove: .endingNoMove
        default: label
        }
    }
}
