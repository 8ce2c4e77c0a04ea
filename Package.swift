// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "Scenic",
    // Scenic's locks (`Mutex`) and its live work's executors (`TaskExecutor`) are in the
    // system's Swift runtime from macOS 15 on. Linux needs no entry.
    platforms: [.macOS(.v15)],
    // Only what a dependent needs is a product: SwiftPM target names are global across a
    // package graph, and every product pulls its targets into every dependent's graph. The
    // example apps and the benchmarks are executable targets, which SwiftPM runs from this
    // checkout (`swift run storefront`) but never puts in a dependent's graph.
    products: [
        .library(name: "Scenic", targets: ["Scenic"]),
        .library(name: "ScenicTesting", targets: ["ScenicTesting"]),
        .library(name: "ScenicData", targets: ["ScenicData"]),
        .executable(name: "scenic", targets: ["ScenicCommand"]),
    ],
    targets: [
        .target(name: "Scenic"),
        // Scenic for the rule that makes control characters in names visible.
        .target(name: "ScenicSnapshotStore", dependencies: ["Scenic"]),
        .target(name: "ScenicTesting", dependencies: ["Scenic", "ScenicSnapshotStore"]),
        // Scenic for the display widths `review` fits a terminal with.
        .executableTarget(name: "ScenicCommand", dependencies: ["Scenic", "ScenicSnapshotStore"]),
        .testTarget(
            name: "ScenicTests",
            dependencies: [
                "Scenic", "ScenicData", "ScenicTesting", "ScenicTestSupport", "LookupSample",
                "LookupSampleCommand", "PlantedSample", "PlantedSampleCommand",
            ],
            exclude: ["Stories"]),
        // A sample with a bug planted three steps deep, for the exploration tests; its
        // executable traps there, for `--explore` to find from outside.
        .target(name: "PlantedSample", dependencies: ["Scenic"], path: "Tests/PlantedSample"),
        .executableTarget(
            name: "PlantedSampleCommand", dependencies: ["PlantedSample", "Scenic"],
            path: "Tests/PlantedSampleCommand"),
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
        // Helpers for the end-to-end tests: pseudo-terminals, built executables and the
        // README's quoted text.
        .target(
            name: "ScenicTestSupport", dependencies: ["Scenic", "ScenicSnapshotStore"],
            path: "Tests/ScenicTestSupport"),
        // An app's data files: JSON documents, locked transactions, atomic writes, damaged
        // files moved aside.
        .target(name: "ScenicData"),
        .testTarget(
            name: "ScenicDataTests",
            dependencies: ["ScenicData", "ScenicDataExerciser", "ScenicTestSupport"]),
        // A process for ScenicData's tests that run several at once, kill one, or hold the lock.
        .executableTarget(
            name: "ScenicDataExerciser", dependencies: ["ScenicData"],
            path: "Tests/ScenicDataExerciser"),
        // Runs a program and reports its peak memory, not counting the test process's own.
        .executableTarget(name: "PeakMemoryProbe", path: "Tests/PeakMemoryProbe"),
        // The example apps: each a library (so tests drive it) and a lowercase executable.
        // The libraries are not named like the executables, which would be one name on a
        // case-insensitive file system.
        .target(
            name: "StorefrontKit", dependencies: ["Scenic", "ScenicData"],
            path: "Sources/Storefront"),
        .executableTarget(
            name: "storefront", dependencies: ["StorefrontKit"], path: "Sources/StorefrontCommand"),
        .executableTarget(
            name: "scenic-benchmarks",
            dependencies: [
                "Scenic", "ScenicData", "ScenicSnapshotStore", "ScenicTesting", "StorefrontKit",
            ],
            path: "Sources/ScenicBenchmarks"),
        // The second example app: number trivia over HTTP, with a cache for when it is offline.
        .target(name: "TriviaKit", dependencies: ["Scenic", "ScenicData"], path: "Sources/Trivia"),
        // `trivia` starts `trivia-fetch` for each lookup over HTTP, so only the helper loads
        // FoundationNetworking (and libcurl with its thirty libraries), not the app's start.
        // Depending on an executable target builds it beside `trivia` and links none of it.
        .executableTarget(
            name: "trivia", dependencies: ["TriviaKit", "trivia-fetch"],
            path: "Sources/TriviaCommand"),
        .executableTarget(
            name: "trivia-fetch", dependencies: ["TriviaKit"], path: "Sources/TriviaFetchCommand"),
        .testTarget(
            name: "TriviaTests",
            dependencies: [
                "TriviaKit", "trivia", "trivia-fetch", "ScenicData", "Scenic", "ScenicTesting",
                "ScenicTestSupport", "PeakMemoryProbe",
            ],
            exclude: ["Stories"]),
        .testTarget(
            name: "StorefrontTests",
            dependencies: [
                "StorefrontKit", "storefront", "ScenicData", "Scenic", "ScenicTesting",
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
