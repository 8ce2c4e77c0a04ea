import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the tests put their files: one folder per test process, removed when it ends.
///
/// Every test that writes (data folders, stories, packages, logs) asks for a path here, so a
/// test run leaves nothing behind in the system's temporary folder; a run that was killed
/// leaves its folder, and the next run removes it.
public enum TestFolder {
    /// The folder of this test process: `scenic-tests-PID` in the system's temporary folder.
    public static let parent: URL = {
        let temporary = FileManager.default.temporaryDirectory
        removeFoldersOfEndedRuns(in: temporary)
        let folder = temporary.appendingPathComponent(name(of: getpid()))
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit {
            // No context in a C callback: the folder is found again from the process number.
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent(TestFolder.name(of: getpid()))
            try? FileManager.default.removeItem(at: folder)
        }
        return folder
    }()

    /// A new path under ``parent``, `name-UUID` followed by `ending` (such as `.story`); nothing
    /// is made there.
    public static func path(_ name: String, ending: String = "") -> URL {
        parent.appendingPathComponent("\(name)-\(UUID().uuidString)\(ending)")
    }

    /// The temporary folder of the `swift` commands the tests run: `.build/scenic-swift-temporary`
    /// in this checkout, the same for every test process.
    ///
    /// SwiftPM keeps each package manifest it has compiled, but only for the environment it
    /// was compiled in: a `TMPDIR` of its own for every test process made every run compile
    /// (and link) the manifests of every package the end-to-end tests build, twice per `swift`
    /// command (about 0.5 s each time). SwiftPM leaves a few folders behind here on every run;
    /// the first test process to ask removes those older than a day.
    public static let swiftTemporary: URL = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/scenic-swift-temporary")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dayAgo = Date(timeIntervalSinceNow: -86_400)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let item = folder.appendingPathComponent(name)
            let modified = try? item.resourceValues(forKeys: [.contentModificationDateKey])
                .contentModificationDate
            if let modified, modified < dayAgo { try? FileManager.default.removeItem(at: item) }
        }
        return folder
    }()

    private static let prefix = "scenic-tests-"

    private static func name(of process: pid_t) -> String { "\(prefix)\(process)" }

    /// Removes the folders of test processes that are no longer running.
    private static func removeFoldersOfEndedRuns(in temporary: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let process = pid_t(name.dropFirst(prefix.count)), process != getpid(),
                kill(process, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }
}
