import Foundation
import Scenic
import ScenicSnapshotStore

/// The `scenic` executable: reviews and manages snapshot files.
@main
struct ScenicCommand {
    static func main() {
        let status = run(Array(CommandLine.arguments.dropFirst()))
        if let failure = Terminal.outputFailure {
            Terminal.printError(
                "error: could not write to standard output (\(String(cString: strerror(failure))))"
                    + ", so what was done is not all shown above. Run \"swift run scenic status\" "
                    + "to see what is pending.")
            exit(max(status, 1))
        }
        exit(status)
    }

    /// Runs one command line and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        do {
            let invocation = try Invocation(arguments: arguments)
            switch invocation.action {
            case .overviewHelp:
                Terminal.print(Subcommand.overview)
                return 0
            case .help(let subcommand):
                Terminal.print(subcommand.help)
                return 0
            case .run(let subcommand, let subcommandArguments):
                // A reader gone (`scenic accept --all | head -1`) makes a write fail, said at
                // the end, rather than end the process midway with some snapshots decided
                // (found by a hostile tester). Review, at a terminal, ends on it as on SIGTERM;
                // a command that only reports (`scenic status | head -1`) ends quietly, as any
                // listing does (it said that not all was shown; another hostile tester).
                if subcommand.changesFiles && subcommand != .review { signal(SIGPIPE, SIG_IGN) }
                let currentFolder = URL(
                    fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                // A new app has no package yet: the root is looked for only when needed.
                if subcommand == .new {
                    return try NewCommand(currentFolder: currentFolder) { () throws(CommandError) in
                        try invocation.packageRoot(currentFolder: currentFolder)
                    }.run(subcommandArguments)
                }
                let context = CommandContext(
                    store: SnapshotStore(
                        root: try invocation.packageRoot(currentFolder: currentFolder)),
                    currentFolder: currentFolder,
                    environment: ProcessEnvironment.current())
                // A marker an earlier command left aside (stopped by SIGKILL) is put back
                // before anything is listed.
                PendingMarker.recoverLeftAside(atRoot: context.store.root.path)
                let status = try dispatch(subcommand, subcommandArguments, context)
                // Nothing pending any more: test runs need not look for stale files. Checked
                // only while the marker is set, so most commands walk the tree once; a folder
                // that could not be listed may hold pending files, so then the marker stays.
                PendingMarker.clear(atRoot: context.store.root.path) {
                    let listing = context.store.listing()
                    return listing.pending.isEmpty && listing.problems.isEmpty
                }
                return status
            }
        } catch {
            Terminal.printError("error: " + error.message)
            return error.exitStatus
        }
    }

    private static func dispatch(
        _ subcommand: Subcommand, _ arguments: [String], _ context: CommandContext
    ) throws(CommandError) -> Int32 {
        switch subcommand {
        case .status: return try StatusCommand(context: context).run(arguments)
        case .diff: return try DiffCommand(context: context).run(arguments)
        case .review: return try ReviewCommand(context: context).run(arguments)
        case .accept: return try DecisionCommand(context: context, decision: .accept).run(arguments)
        case .reject: return try DecisionCommand(context: context, decision: .reject).run(arguments)
        case .prune: return try PruneCommand(context: context).run(arguments)
        case .apply: return try ApplyCommand(context: context).run(arguments)
        case .merge: return try MergeCommand(context: context).run(arguments)
        case .shard: return try ShardCommand(context: context).run(arguments)
        case .coverage: return try CoverageCommand(context: context).run(arguments)
        case .new:
            return try NewCommand(currentFolder: context.currentFolder) { context.store.root }
                .run(arguments)
        }
    }
}
