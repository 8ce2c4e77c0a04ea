import Foundation
import ScenicTestSupport

/// Runs the built `scenic` executable as a real process.
enum ScenicProcess {
    typealias Output = BuiltProduct.Output

    /// The `scenic` executable built next to this test bundle.
    static var executable: URL? { try? BuiltProduct("scenic").url }

    /// Runs `scenic` with `arguments` in `folder`, without the variables that steer snapshots.
    ///
    /// - Parameters:
    ///   - timeLimit: Seconds after which the process is killed (see ``BuiltProduct``).
    ///   - executable: What to run instead of `scenic` itself, such as a shell that sets
    ///     limits and then runs it.
    static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:],
        timeLimit: TimeInterval? = nil, executable: URL? = nil
    ) throws -> Output {
        var changes: [String: String?] = [
            "CI": nil, "SCENIC_SNAPSHOTS": nil, "SCENIC_SNAPSHOT_MANIFEST": nil,
            "SCENIC_TEST_COMMAND": nil, "SCENIC_ARTIFACTS": nil, "GITHUB_STEP_SUMMARY": nil,
        ]
        for (key, value) in environment { changes[key] = value }
        let product = try executable.map(BuiltProduct.init(url:)) ?? BuiltProduct("scenic")
        return try product.run(
            arguments, in: folder, environment: changes, timeLimit: timeLimit)
    }
}
