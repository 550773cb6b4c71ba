// swift-tools-version:5.9
// The Math Chess core for Swift: the generated UniFFI bindings over the Rust
// library, packed as an XCFramework. Run `bindings/scripts/build-ios.sh` from
// the repository root first: it builds MathChessCoreFFI.xcframework and
// Sources/MathChessCore/Generated/MathChessCore.swift (both build outputs).
import PackageDescription

let package = Package(
    name: "MathChessCore",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "MathChessCore", targets: ["MathChessCore"]),
    ],
    targets: [
        .binaryTarget(name: "MathChessCoreFFI", path: "MathChessCoreFFI.xcframework"),
        .target(name: "MathChessCore", dependencies: ["MathChessCoreFFI"]),
    ]
)
