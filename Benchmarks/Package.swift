// swift-tools-version: 6.2
// Benchmarks live in their own package so that users of Braid never resolve benchmark dependencies.
import PackageDescription

let package = Package(
    name: "BraidBenchmarks",
    dependencies: [
        .package(name: "Braid", path: ".."),
    ],
    targets: [
        // The C allocator's entry points, counted: what `braid-bench memory` reads (Linux with glibc).
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "braid-bench",
            dependencies: [
                "CAllocationCounter",
                .product(name: "BraidDiff", package: "Braid"),
                .product(name: "Braid", package: "Braid"),
                .product(name: "BraidTesting", package: "Braid"),
                .product(name: "BraidTerminal", package: "Braid"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
