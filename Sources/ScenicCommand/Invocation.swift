import Foundation
import ScenicSnapshotStore

/// A parsed command line: the global options, the subcommand and its arguments.
struct Invocation: Equatable {
    /// What to do.
    enum Action: Equatable {
        /// Print the overview help.
        case overviewHelp
        /// Print one subcommand's help.
        case help(Subcommand)
        /// Run a subcommand with its arguments.
        case run(Subcommand, [String])
    }

    var action: Action
    /// The folder given with `--root`, if any.
    var root: String?

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(CommandError) {
        var root: String?
        var rest: [String] = []
        var index = 0
        // `--root` may come before or after the subcommand; everything else is kept in order.
        while index < arguments.count {
            let argument = arguments[index]
            // After `--` every argument is the subcommand's word, `--root` and `--help` too.
            if argument == ArgumentList.endOfOptions {
                rest += arguments[index...]
                break
            }
            // A second `--root` is refused rather than one of the two taken quietly.
            if argument == "--root" || argument.hasPrefix("--root="), root != nil {
                throw .optionGivenTwice("--root")
            }
            if argument == "--root" {
                guard index + 1 < arguments.count else { throw .missingRootValue }
                root = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix("--root=") {
                root = String(argument.dropFirst("--root=".count))
                guard !(root ?? "").isEmpty else { throw .missingRootValue }
            } else {
                rest.append(argument)
            }
            index += 1
        }
        self.root = root
        guard let first = rest.first else { throw .missingSubcommand }
        if first == "-h" || first == "--help" || first == "help" {
            if rest.count > 1 {
                // `help bogus` is a typo to point out, as `bogus` alone is.
                guard let subcommand = Subcommand(rawValue: rest[1]) else {
                    throw .unknownSubcommand(
                        rest[1], suggestion: Subcommand.closest(to: rest[1])?.rawValue)
                }
                action = .help(subcommand)
            } else {
                action = .overviewHelp
            }
            return
        }
        guard let subcommand = Subcommand(rawValue: first) else {
            throw .unknownSubcommand(first, suggestion: Subcommand.closest(to: first)?.rawValue)
        }
        let subcommandArguments = Array(rest.dropFirst())
        let options = subcommandArguments.prefix { $0 != ArgumentList.endOfOptions }
        if options.contains("-h") || options.contains("--help") {
            action = .help(subcommand)
        } else {
            action = .run(subcommand, subcommandArguments)
        }
    }

    /// The package root: `--root` if given, else found from `currentFolder` upwards.
    func packageRoot(currentFolder: URL) throws(CommandError) -> URL {
        // Bytes that are not UTF-8 reach Swift as U+FFFD, which names another folder: `p\xff`
        // read as `p\u{FFFD}` rejected another package's snapshots (found by a hostile tester).
        let path =
            root.map { URL(fileURLWithPath: $0, relativeTo: currentFolder).path }
            ?? currentFolder.path
        guard !path.unicodeScalars.contains("\u{FFFD}") else { throw .rootNotUTF8(path) }
        if let root {
            let folder = URL(fileURLWithPath: root, relativeTo: currentFolder).standardizedFileURL
            // Say what is wrong with the folder itself, rather than that it has no manifest.
            if let problem = FileTree.problem(openingFolder: folder.path) {
                throw .rootUnusable(root, problem)
            }
            let manifest = folder.appendingPathComponent("Package.swift").path
            guard FileManager.default.fileExists(atPath: manifest) else {
                throw .rootWithoutManifest(root)
            }
            return folder
        }
        do {
            return try PackageRoot.find(from: currentFolder.path)
        } catch {
            throw .snapshot(error)
        }
    }
}
