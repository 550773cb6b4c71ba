import SwiftUI

/// A lesson's or a puzzle's page: its content scrolled, padded, given the
/// room its board may take in the screen (``LearnBoard/room(in:)``), under
/// `title` in the navigation bar.
struct LearnPage<Content: View>: View {
    let title: String
    @ViewBuilder let content: (_ room: CGSize) -> Content

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                content(LearnBoard.room(in: proxy.size))
                    .padding()
            }
        }
        .navigationTitle(title)
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
    }
}
