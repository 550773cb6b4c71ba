import Accessibility
import SwiftUI

/// The core's judgement of a lesson's try or a puzzle's move, while it is
/// news: `text` beside `symbol`, orange when the try or move was taken back
/// (not red: red is a side's colour on this board), else in `tint`.
/// VoiceOver reads it out when judgement `id` appears.
struct JudgementLabel: View {
    let text: String
    let symbol: String
    let takenBack: Bool
    let tint: Color
    let id: UInt64

    var body: some View {
        Label(text, systemImage: symbol)
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(takenBack ? Color.orange : tint)
            .fixedSize(horizontal: false, vertical: true)
            .task(id: id) {
                AccessibilityNotification.Announcement(text).post()
            }
    }
}
