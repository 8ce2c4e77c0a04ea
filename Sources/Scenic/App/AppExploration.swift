import Foundation

/// `--explore STEPS [--seed N]`: explores the app from its own declarations, prints what it
/// reached, and writes the shortest story that breaks a rule, if one does.
struct AppExploration<Route: Hashable & Sendable> {
    /// The app's name, for the story's file name and the next command to type.
    var name: String
    var steps: Int
    var seed: UInt64
    var width: Int
    /// Words to type where text is asked for.
    var vocabulary: [String]
    /// The app's rules about its Logic states.
    var invariants: [ExplorationInvariant]
    /// Launches the app afresh, on data of its own.
    var launch: () async -> AppSession<Route>?
    /// The stack to start on, root first.
    var stack: [Route]

    /// Runs the exploration, printing its seed first and its findings last.
    ///
    /// - Returns: 0 when no rule broke, 1 when one did.
    func run(output: inout some TextOutput) async -> Int32 {
        let launch = launch
        let stack = stack
        let explorer = Explorer(
            steps: steps, seed: seed, width: width, vocabulary: vocabulary, invariants: invariants
        ) { () -> Console<Route>? in
            guard let session = await launch() else { return nil }
            var console = Console(
                navigator: Navigator(
                    builder: session.builder, root: stack[0], path: Array(stack.dropFirst())))
            console.openingMessages = session.openingMessages
            return console
        }
        output.write(ExplorationReport(seed: seed, steps: steps, width: width).heading + "\n")
        let report = await explorer.run()
        output.write(report.summary)
        guard report.finding != nil else { return 0 }
        let path = "\(name)-explore-seed-\(seed).story"
        do {
            let file = try StoryFile.create(path)
            defer { close(file) }
            Terminal.write(Array(report.story.utf8), to: file)
            output.write("Wrote \(path). See it fail: \(name) --replay \(path)\n")
        } catch {
            output.write(error.message(app: name) + " The story:\n" + report.story)
        }
        return 1
    }

    /// A seed for a run that was given none: from the clock, so each run explores elsewhere;
    /// the run prints it, so any run can be repeated.
    static var freshSeed: UInt64 {
        UInt64(Date().timeIntervalSince1970 * 1000) % 1_000_000
    }
}
