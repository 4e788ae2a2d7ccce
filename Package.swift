// swift-tools-version: 6.2
import PackageDescription

/// Where UIKit does not exist, and BraidUIKit builds on the stand-in.
let nonUIKitPlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd, .macOS]

let package = Package(
    name: "Braid",
    // iOS: BraidUIKit's deployment target (its examples and the samples' models build for it too). macOS: where
    // `swift build`/`swift test` run on a Mac — BraidTerminal's animation clock uses `Duration` and `ContinuousClock`
    // (macOS 13); Braid's reactive sources need Combine (10.15).
    platforms: [.iOS(.v13), .macOS(.v13)],
    products: [
        .library(name: "BraidDiff", targets: ["BraidDiff"]),
        .library(name: "Braid", targets: ["Braid"]),
        .library(name: "BraidTesting", targets: ["BraidTesting"]),
        .library(name: "BraidTerminal", targets: ["BraidTerminal"]),
        .library(name: "BraidUIKit", targets: ["BraidUIKit"]),
        .executable(name: "braid-demo", targets: ["braid-demo"]),
    ],
    dependencies: [
        // Combine for platforms without Apple's: the reactive sources' publishers on Linux and Windows.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        // Test-only: randomized, shrinking property checks for the diff engine.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // Algorithms only: no UI, no actors, no dependencies.
        .target(name: "BraidDiff"),
        // Binders, binding chains, handlers, data model, update scheduler, host protocols.
        .target(
            name: "Braid",
            dependencies: [
                "BraidDiff",
                .product(
                    name: "OpenCombine", package: "OpenCombine",
                    condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
            ]),
        // The headless host and UIKit's batch-update rules, for tests anywhere.
        .target(name: "BraidTesting", dependencies: ["Braid", "BraidDiff"]),
        // The UIKit host: UITableView and UICollectionView as hosts, and the binders' UIKit initializers. UIKit on
        // Apple platforms; elsewhere the stand-in, so that it is compiled and tested on every run.
        .target(
            name: "BraidUIKit",
            dependencies: [
                "Braid",
                .target(name: "UIKitStandIn", condition: .when(platforms: nonUIKitPlatforms)),
            ]),
        // The part of UIKit that BraidUIKit and its examples use, transcribed from the iOS SDK's headers and run on
        // BraidTesting's engine; built only where UIKit does not exist.
        .target(name: "UIKitStandIn", dependencies: ["Braid", "BraidTesting"]),
        // ncurses' macros and the terminal-restoring signal handlers, as plain C functions for BraidTerminal.
        .target(
            name: "CNcursesShim",
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("tinfo", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]),
        // The terminal host.
        .target(name: "BraidTerminal", dependencies: ["Braid", "CNcursesShim"]),
        // The five samples as UIKit view controllers on BraidUIKit: built everywhere (on the stand-in where UIKit
        // does not exist), in no product, so users never resolve it.
        .target(name: "BraidUIKitExamples", dependencies: ["BraidUIKit", "BraidSamples"]),
        // The samples' models and mock services, shared by the terminal demo and the UIKit examples.
        .target(name: "BraidSamples", dependencies: ["Braid"], resources: [.process("Resources")]),
        // The samples. They and the e2e program depend on BraidTesting to check their batches with UIKit's rules in the
        // tests (`BRAID_VALIDATE_BATCHES=1`); the libraries never do.
        .executableTarget(name: "braid-demo", dependencies: ["Braid", "BraidTerminal", "BraidSamples", "BraidTesting"]),
        // The program the terminal end-to-end tests drive through tmux.
        .executableTarget(name: "braid-terminal-e2e", dependencies: ["BraidTerminal", "BraidTesting"]),

        // Fuzz targets (Fuzz/), in no product: `Fuzz/run.sh` builds them with libFuzzer and AddressSanitizer and runs
        // them; any other build makes them replay the files they are given (Fuzz/corpus/<target>).
        .target(name: "CBraidFuzzDriver", path: "Fuzz/CBraidFuzzDriver"),
        .target(name: "BraidFuzzSupport", dependencies: ["CBraidFuzzDriver"], path: "Fuzz/BraidFuzzSupport"),
        .executableTarget(name: "fuzz-text", dependencies: ["BraidTerminal", "BraidFuzzSupport"], path: "Fuzz/fuzz-text"),
        .executableTarget(
            name: "fuzz-terminal-input", dependencies: ["Braid", "BraidTerminal", "BraidFuzzSupport"],
            path: "Fuzz/fuzz-terminal-input"),
        .executableTarget(
            name: "fuzz-diff", dependencies: ["BraidDiff", "BraidTesting", "BraidFuzzSupport"], path: "Fuzz/fuzz-diff"),
        .executableTarget(
            name: "fuzz-binder", dependencies: ["Braid", "BraidTesting", "BraidFuzzSupport"], path: "Fuzz/fuzz-binder"),
        .executableTarget(
            name: "fuzz-sections", dependencies: ["Braid", "BraidTesting", "BraidFuzzSupport"], path: "Fuzz/fuzz-sections"),
        .executableTarget(
            name: "fuzz-pages", dependencies: ["Braid", "BraidTesting", "BraidFuzzSupport"], path: "Fuzz/fuzz-pages"),
        .executableTarget(
            name: "fuzz-geometry", dependencies: ["Braid", "BraidTerminal", "BraidTesting", "BraidFuzzSupport"],
            path: "Fuzz/fuzz-geometry"),

        .testTarget(
            name: "BraidDiffTests",
            dependencies: [
                "BraidDiff", "BraidTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "BraidTests", dependencies: ["Braid", "BraidTesting"]),
        .testTarget(
            name: "BraidUIKitTests",
            dependencies: [
                "BraidUIKit", "BraidTesting", "BraidUIKitExamples",
                .target(name: "UIKitStandIn", condition: .when(platforms: nonUIKitPlatforms)),
            ]),
        .testTarget(name: "BraidTestingTests", dependencies: ["BraidTesting", "BraidDiff"]),
        .testTarget(name: "BraidTerminalTests", dependencies: ["BraidTerminal", "BraidTesting", "braid-terminal-e2e", "BraidTmuxTesting"]),
        .testTarget(name: "BraidDemoTests", dependencies: ["braid-demo", "BraidSamples", "BraidTerminal", "BraidTmuxTesting"]),
        // Test support: a real terminal (tmux) for the end-to-end tests of the terminal host and the demo.
        .target(name: "BraidTmuxTesting", path: "Tests/BraidTmuxTesting"),
    ],
    swiftLanguageModes: [.v6]
)
