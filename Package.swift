// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "Scenic",
    products: [
        .library(name: "Scenic", targets: ["Scenic"]),
        .library(name: "ScenicTesting", targets: ["ScenicTesting"]),
        .executable(name: "scenic", targets: ["ScenicCommand"]),
        .library(name: "Storefront", targets: ["Storefront"]),
        .executable(name: "storefront", targets: ["StorefrontCommand"]),
        .executable(name: "scenic-benchmarks", targets: ["ScenicBenchmarks"]),
        .library(name: "Trivia", targets: ["Trivia"]),
        .executable(name: "trivia", targets: ["TriviaCommand"]),
    ],
    targets: [
        .target(name: "Scenic"),
        .target(name: "ScenicSnapshotStore"),
        .target(name: "ScenicTesting", dependencies: ["Scenic", "ScenicSnapshotStore"]),
        .executableTarget(name: "ScenicCommand", dependencies: ["ScenicSnapshotStore"]),
        .testTarget(
            name: "ScenicTests",
            dependencies: [
                "Scenic", "ScenicTesting", "ScenicTestSupport", "LookupSample",
                "LookupSampleCommand",
            ],
            exclude: ["Stories"]),
        // A sample app with slow, cancellable work, a picker and a question, for the tests of
        // live work; its executable runs on a pseudo-terminal in them.
        .target(name: "LookupSample", dependencies: ["Scenic"], path: "Tests/LookupSample"),
        .executableTarget(
            name: "LookupSampleCommand", dependencies: ["LookupSample", "Scenic"],
            path: "Tests/LookupSampleCommand"),
        .testTarget(
            name: "ScenicTestingTests",
            dependencies: [
                "ScenicTesting", "ScenicSnapshotStore", "ScenicCommand", "ScenicTestSupport",
            ]
        ),
        // Helpers for the end-to-end tests: pseudo-terminals and built executables.
        .target(name: "ScenicTestSupport", path: "Tests/ScenicTestSupport"),
        // Data files for the example apps: atomic writes, locks, damaged files moved aside.
        .target(name: "DataFiles"),
        .target(name: "Storefront", dependencies: ["Scenic", "DataFiles"]),
        .executableTarget(name: "StorefrontCommand", dependencies: ["Storefront"]),
        .executableTarget(
            name: "ScenicBenchmarks",
            dependencies: ["Scenic", "ScenicSnapshotStore", "ScenicTesting", "Storefront"]),
        // The second example app: number trivia over HTTP, with a cache for when it is offline.
        .target(name: "Trivia", dependencies: ["Scenic", "DataFiles"]),
        .executableTarget(name: "TriviaCommand", dependencies: ["Trivia"]),
        .testTarget(
            name: "TriviaTests",
            dependencies: [
                "Trivia", "TriviaCommand", "DataFiles", "Scenic", "ScenicTesting",
                "ScenicTestSupport",
            ],
            exclude: ["Stories"]),
        .testTarget(
            name: "StorefrontTests",
            dependencies: [
                "Storefront", "StorefrontCommand", "DataFiles", "Scenic", "ScenicTesting",
                "ScenicTestSupport",
            ],
            exclude: ["Stories", "GalleryStories"]),
    ]
)

// One place for the settings every target shares.
for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .swiftLanguageMode(.v6),
            .enableUpcomingFeature("ExistentialAny"),
        ]
}
