import SwiftUI

/// A bar's title on one line: the first of `forms` (the whole one first,
/// then shorter ones) that fits whole, as Android's `BarTitle` does; the last
/// one is cut only if none fits ("Matematic…" was Czech's on a phone).
struct FittingTitle: View {
    let forms: [String]

    var body: some View {
        ViewThatFits(in: .horizontal) {
            ForEach(forms, id: \.self) { form in
                Text(form).font(.headline).lineLimit(1).fixedSize()
            }
            Text(forms.last ?? "").font(.headline).lineLimit(1)
        }
    }
}
