import Foundation

/// How the move choice lays out its formulas so that every one of them and
/// Cancel show in the height it is given: one column when they fit, else as
/// few more columns as it takes. Plain arithmetic, no SwiftUI, so that it is
/// checked by a test on any machine.
struct ChoiceFit: Equatable, Sendable {
    /// One formula's row (its button and the space after it).
    var rowHeight: CGFloat
    /// The frame around the rows: the title, Cancel and the padding.
    var frameHeight: CGFloat

    /// The height that shows `options` formulas in `columns` columns.
    func height(options: Int, columns: Int) -> CGFloat {
        let columns = max(1, columns)
        return frameHeight + CGFloat((max(0, options) + columns - 1) / columns) * rowHeight
    }

    /// The fewest columns, up to `maxColumns`, whose rows all fit in
    /// `height`; `maxColumns` when none do (the rows then scroll).
    func columns(options: Int, within height: CGFloat, maxColumns: Int) -> Int {
        let most = max(1, maxColumns)
        return (1...most).first { self.height(options: options, columns: $0) <= height } ?? most
    }
}
