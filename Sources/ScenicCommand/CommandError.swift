import Foundation
import Scenic
import ScenicSnapshotStore

/// Everything the `scenic` command can fail with; ``message`` is the one place that turns it
/// into text, and ``exitStatus`` the one place that picks the exit status.
enum CommandError: Error, Equatable {
    /// Refuses any argument to a subcommand that takes none: an option it does not know, or
    /// a word it does not expect.
    static func refuseArguments(
        _ arguments: [String], of subcommand: Subcommand
    ) throws(CommandError) {
        guard let argument = arguments.first else { return }
        throw argument.hasPrefix("-")
            ? .unknownOption(argument, subcommand: subcommand)
            : .unexpectedArgument(argument, subcommand: subcommand)
    }

    /// The first argument is not a subcommand; carries the closest one, if any is close.
    case unknownSubcommand(String, suggestion: String?)
    /// No subcommand was given.
    case missingSubcommand
    /// An option the subcommand does not take.
    case unknownOption(String, subcommand: Subcommand)
    /// `--root` without a folder after it.
    case missingRootValue
    /// The package's folder (`--root`'s, or the working folder) has bytes that are not UTF-8
    /// in its path, read as U+FFFD: it names another folder.
    case rootNotUTF8(String)
    /// `--root` names a folder without `Package.swift`.
    case rootWithoutManifest(String)
    /// `--root` names something that is not a folder, or a folder that cannot be opened.
    case rootUnusable(String, SnapshotError.FolderProblem)
    /// An argument a subcommand does not take.
    case unexpectedArgument(String, subcommand: Subcommand)
    /// `accept` or `reject` got neither `--all` nor a path.
    case missingPaths(Subcommand)
    /// `accept` or `reject` got both `--all` and paths.
    case allWithPaths(Subcommand)
    /// `merge --into` a folder inside `Snapshots/`.
    case mergeIntoSnapshots(String)
    /// The stored snapshot at this path is dated in the future, so whether it changed after
    /// its pending file was written cannot be told.
    case storedDatedInTheFuture(String)
    /// A path that is not a snapshot under `Snapshots/`.
    case unknownPath(String)
    /// A snapshot path with no pending file.
    case nothingPending(String)
    /// The stored snapshot at this path changed after its pending file was written, so
    /// accepting would replace that change with text compared with an older version.
    case storedChangedSincePending(String)
    /// `Snapshots/.pending`, which records which names each test's last run asserted, is
    /// there but cannot be used (these words say why: `is a named pipe (FIFO), not a regular
    /// file`), so a left over pending snapshot cannot be told from a new one.
    case lastRunUnknown(String)
    /// `review` showed this pending file and it was written again before the reviewer
    /// decided (a test run), so the decision would apply to text never shown; whether the
    /// decision was to accept.
    case pendingChangedSinceShown(String, accepting: Bool)
    /// `review` showed the change to the stored snapshot at this path and the stored file
    /// changed before the reviewer accepted (git, or a hand).
    case storedChangedSinceShown(String)
    /// `prune` got this signal while the tests ran, and ended after them.
    case pruneInterrupted(signal: Int32)
    /// `scenic new` without `app` or `scene`.
    case newNeedsWhat
    /// `scenic new app` or `scene` without a name (which of the two).
    case newNeedsName(String)
    /// An option given without its value.
    case missingOptionValue(String)
    /// An option that takes a value, given twice.
    case optionGivenTwice(String)
    /// An option that takes no value given one after `=`, as `argument` (`--all=yes`).
    case flagWithValue(String, given: String)
    /// A name that cannot be a Swift type name (the name, and whether of an app or a scene).
    case badTypeName(String, kind: String)
    /// A Swift type name the generated code cannot use (the name, whether of an app or a
    /// scene, why, and a name that would do, if one was found).
    case reservedName(String, kind: String, conflict: NameConflict, suggestion: String?)
    /// `--scenic` that is neither a checkout nor `URL@VERSION`.
    case badScenicOption(String)
    /// The URL of `--scenic URL@VERSION` is not one of the forms `scenic new` writes.
    case badScenicURL(String)
    /// The version of `--scenic URL@VERSION` is not a semantic version.
    case badScenicVersion(String)
    /// The identity SwiftPM would give the dependency is not plain (the identity, and where
    /// the dependency is).
    case badPackageIdentity(String, location: String)
    /// A string with characters the generator does not write into `Package.swift`.
    case unsafeInManifest(String)
    /// The new app's folder has the name SwiftPM gives Scenic's package (the folder, and
    /// that identity).
    case appFolderNamedLikeScenic(String, identity: String)
    /// The folder for a new app exists and holds something.
    case newFolderNotEmpty(String)
    /// `scenic new app` was given the path of a file, not of a folder.
    case newFolderIsAFile(String)
    /// The scene's files exist already (its name, and the first file found).
    case sceneExists(String, String)
    /// What the scene would add to the app is there already: its route case, its `--route`
    /// word or its maker (the scene's name, what is taken, and the file it is in).
    case sceneRouteTaken(String, taken: String, path: String)
    /// `scenic new app` without `--scenic` was built from a copy of Scenic in a package's
    /// `.build` folder (a dependency by URL), which is no place for an app to depend on.
    case scenicInBuildFolder(String)
    /// The folder `scenic new app` would write into cannot be listed, so whether it is empty
    /// cannot be told.
    case newFolderUnlistable(String, reason: String)
    /// A file `scenic new` creates appeared before it could (another process made it).
    case newFileExists(String)
    /// `scenic new scene` outside an app made by `scenic new app` (the root, and the libraries
    /// that looked like apps).
    case notAnApp(String, found: [String])
    /// A file lacks the marker `scenic new scene` inserts at; the lines to add by hand.
    case markerMissing(String, lines: [String])
    /// A file `scenic new scene` inserts into cannot be read (why); the lines to add by hand.
    case unreadableForInsertion(SnapshotError, lines: [String])
    /// A folder under `Snapshots/` with no pending snapshot in it.
    case nothingPendingIn(String)
    /// `scenic apply` or `scenic merge` given no bundle (which one).
    case needsBundles(Subcommand)
    /// `scenic coverage` found no coverage: no test run recorded any (the folder it looked in).
    case coverageNotRecorded(String)
    /// A coverage file could not be read, or is damaged.
    case coverageUnreadable(String)
    /// `--check` with a value that is not a whole percent from 0 to 100.
    case badCoverageThreshold(String)
    /// `--module` names a module no recorded scene belongs to; `known` are those that do.
    case unknownCoverageModule(String, known: [String])
    /// `--without` names no source of coverage.
    case unknownCoverageSource(String)
    /// A path given as a bundle is not one.
    case notABundle(String)
    /// Two bundles hold different entries for one snapshot (both bundles, and the snapshot).
    case bundlesDisagree(String, String, about: String)
    /// One bundle's run asserted a snapshot and saw it match; another's holds a change of it.
    case bundlesDisagreeOnAMatch(matched: String, changed: String, about: String)
    /// `scenic merge` without `--into DIR`.
    case mergeNeedsInto
    /// The folder `scenic merge` writes to exists and holds something.
    case mergeTargetNotEmpty(String)
    /// `scenic merge --into` names one of the bundles it merges.
    case mergeIntoItsInput(String)
    /// `scenic prune` given bundles without `--check` or `--dry-run`: it deletes only after a
    /// complete passing run of its own.
    case pruneDeletesOnlyAfterItsOwnRun
    /// A bundle given to `prune --check` recorded failing snapshot assertions (the bundle,
    /// how many).
    case pruneAfterFailingRun(bundle: String, failures: Int)
    /// No bundle given to `prune --check` has a manifest.
    case pruneBundlesHaveNoManifest([String])
    /// `prune --check` was given bundles with `count` folders or files that could not be read
    /// (each said before), which may hold failing snapshots.
    case pruneBundlesPartlyUnreadable(count: Int)
    /// `scenic shard` without a valid `I/N` (what was given).
    case badShard(String?)
    /// `swift test list` could not run or failed (the reason).
    case shardCannotListTests(String)
    /// The test list (`--tests FILE`, or `swift test list` when `nil`) names no test.
    case shardFoundNoTests(String?)
    /// The path given to `scenic apply` is not a folder, or one that cannot be opened.
    case bundleUnusable(String, SnapshotError.FolderProblem)
    /// `scenic apply` without `--overwrite` would replace these pending files made here.
    case applyWouldReplace([String])
    /// The stored snapshot here is not the one the bundle's entry was made against.
    case bundleOutOfDate(String)
    /// A glob that matches no pending snapshot.
    case noPendingMatch(String)
    /// The glob matches stored snapshots, none of them pending.
    case nothingPendingMatches(String)
    /// `review` without a terminal on standard input.
    case reviewNeedsTerminal(pending: Int)
    /// `prune` was given test arguments, so the run would not be complete.
    case pruneNeedsCompleteRun([String])
    /// The test run of `prune` could not start.
    case pruneCannotRun(String, reason: String)
    /// The test run of `prune` failed (its status, and whether it was only to check).
    case pruneTestsFailed(status: Int32, check: Bool)
    /// The test run of `prune` passed without recording any snapshot.
    case pruneNothingRecorded(stored: Int)
    /// The run's list (or the bundles') names snapshots that are not those stored in the
    /// package at `root` (`example` one of them as listed): none of them, a path in the package
    /// that is none, or a path elsewhere with one's name.
    case pruneRecordedOthers(example: String, root: String, fromBundles: Bool)
    /// `prune` could not delete `failed` of the `unused` files (each said before).
    case pruneIncomplete(failed: Int, unused: Int)
    /// A snapshot operation failed.
    case snapshot(SnapshotError)
    /// A pending file that could not be shown and was passed over (not thrown: the command
    /// goes on with the others).
    case skipped(String, SnapshotError)

    /// 2 for usage errors, 128 and the signal's number for a signal, 1 for everything else.
    var exitStatus: Int32 {
        switch self {
        case .pruneInterrupted(let signal):
            return 128 + signal
        case .unknownSubcommand, .missingSubcommand, .unknownOption, .missingRootValue,
            .rootNotUTF8,
            .unexpectedArgument, .missingPaths, .allWithPaths, .unknownPath, .noPendingMatch,
            .needsBundles, .mergeNeedsInto, .pruneDeletesOnlyAfterItsOwnRun, .badShard,
            .newNeedsWhat, .newNeedsName, .missingOptionValue, .optionGivenTwice, .flagWithValue,
            .badTypeName,
            .reservedName,
            .badScenicOption, .badScenicURL, .badScenicVersion, .badPackageIdentity,
            .unsafeInManifest, .appFolderNamedLikeScenic, .reviewNeedsTerminal,
            .scenicInBuildFolder,
            .pruneNeedsCompleteRun, .badCoverageThreshold, .unknownCoverageModule,
            .unknownCoverageSource:
            return 2
        case .rootWithoutManifest, .rootUnusable, .nothingPending, .nothingPendingIn,
            .nothingPendingMatches,
            .storedChangedSincePending, .storedDatedInTheFuture, .pendingChangedSinceShown,
            .lastRunUnknown,
            .storedChangedSinceShown,
            .notABundle, .bundleUnusable, .applyWouldReplace, .bundleOutOfDate, .newFolderNotEmpty,
            .newFolderIsAFile,
            .sceneExists, .sceneRouteTaken, .newFolderUnlistable, .newFileExists, .notAnApp,
            .markerMissing, .unreadableForInsertion,
            .pruneCannotRun,
            .pruneTestsFailed,
            .pruneNothingRecorded, .pruneRecordedOthers, .pruneIncomplete, .snapshot, .skipped,
            .bundlesDisagree, .bundlesDisagreeOnAMatch,
            .mergeTargetNotEmpty,
            .mergeIntoItsInput, .mergeIntoSnapshots, .pruneAfterFailingRun,
            .pruneBundlesHaveNoManifest, .pruneBundlesPartlyUnreadable,
            .shardCannotListTests, .shardFoundNoTests, .coverageNotRecorded, .coverageUnreadable:
            return 1
        }
    }

    /// The full-sentence message printed to standard error.
    ///
    /// Every path, name and argument in it is made visible (see ``VisibleName``): they come
    /// from file names and command lines, and are shown, never obeyed by the terminal.
    var message: String {
        // An empty path, as `scenic apply ""` gives it, is shown as `""`: "error:  is not…"
        // read as a word left out (a hostile tester).
        let shown = { (path: String) in path.isEmpty ? "\"\"" : VisibleName.escaping(path) }
        let quoted = VisibleName.quoted
        switch self {
        case .unknownSubcommand(let name, let suggestion):
            let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
            return "Unknown command \"\(shown(name))\".\(hint) Run \"scenic --help\" for the "
                + "commands."
        case .missingSubcommand:
            return
                "Give a command, such as \"scenic status\". Run \"scenic --help\" for the commands."
        case .unknownOption(let option, let subcommand):
            // A name with a dot or a slash is more likely a path than a mistyped option.
            // Not for a command that takes no paths (`scenic shard -1/2` is a shard).
            let takesPaths = ![.shard, .coverage, .new].contains(subcommand)
            let path =
                takesPaths && option.contains(where: { "./*".contains($0) })
                ? " A path that starts with \"-\" goes after \"--\": "
                    + "\"scenic \(subcommand.rawValue) -- \(shown(option))\"." : ""
            return "\"scenic \(subcommand.rawValue)\" has no option \"\(shown(option))\".\(path) "
                + "Run \"scenic \(subcommand.rawValue) --help\" for its usage."
        case .rootNotUTF8(let path):
            return "\(shown(path)) has bytes that are not UTF-8 text in its path (shown as "
                + "\u{FFFD}), so the folder it names cannot be reached by it: another could be "
                + "acted on in its place. Rename the folder to UTF-8 text."
        case .missingRootValue:
            return "--root needs a folder, as in \"scenic --root ../MyPackage status\"."
        case .rootWithoutManifest(let folder):
            return "\(shown(folder)) has no Package.swift, so it is not a package root."
        case .rootUnusable(let folder, .notAFolder(let kind)):
            return "--root: \(shown(folder)) is \(kind.described), not a folder; give the folder "
                + "that holds Package.swift."
        case .rootUnusable(let folder, let problem):
            return "--root: cannot open the folder \(shown(folder)): "
                + Self.reason(problem) + "."
        case .unexpectedArgument(let argument, let subcommand):
            return "\"scenic \(subcommand.rawValue)\" takes no argument \"\(shown(argument))\". "
                + "Run \"scenic \(subcommand.rawValue) --help\" for its usage."
        case .missingPaths(let subcommand):
            return "\"scenic \(subcommand.rawValue)\" needs --all or at least one snapshot path; "
                + "\"scenic status\" lists the pending ones."
        case .allWithPaths(let subcommand):
            return "\"scenic \(subcommand.rawValue)\" takes --all or paths, not both."
        case .unknownPath(let path) where path.contains("\u{FFFD}"):
            // Bytes that are not UTF-8 reach the command as U+FFFD, and name no file: said so,
            // where "no such file" denied a file the user could see (a hostile tester).
            return "\(shown(path)) names no snapshot scenic can reach: the path's bytes are not "
                + "UTF-8 (shown as \u{FFFD}), and scenic names files by UTF-8 text. Rename the file "
                + "(\"scenic status\" names it), then try again."
        case .unknownPath(let path):
            return
                "\(path.isEmpty ? "\"\"" : shown(path)) names no snapshot: no such .txt or "
                + ".txt.new file is under Snapshots/. Give a snapshot's path, a folder under "
                + "Snapshots/ or a quoted glob, relative to this folder or to the package root. "
                + "\"scenic status\" lists the pending ones."
        case .newNeedsWhat:
            return "\"scenic new\" makes an app or a scene: \"scenic new app NAME\" or "
                + "\"scenic new scene NAME\"."
        case .newNeedsName(let kind):
            return "\"scenic new \(kind)\" needs a name, such as \"scenic new \(kind) "
                + (kind == "app" ? "Notes" : "Settings") + "\"."
        case .missingOptionValue(let option):
            return "\(shown(option)) needs a value after it."
        case .optionGivenTwice(let option):
            return "\(shown(option)) is given twice; give it once."
        case .flagWithValue(let option, let given):
            return
                "\(shown(option)) takes no value, got \"\(shown(given))\"; give \(shown(option)) "
                + "alone, or leave it out."
        case .badTypeName(let name, let kind):
            return
                "\(quoted(name)) cannot name a\(kind == "app" ? "n" : "") \(kind): use a "
                + "Swift type name of up to 20 ASCII letters and digits that starts with a "
                + "capital, such as " + (kind == "app" ? "Notes" : "Settings") + "."
        case .reservedName(let name, let kind, let conflict, let suggestion):
            let reason: String
            switch conflict {
            case .keyword(let keyword) where kind == "app":
                reason = "\(keyword) is a Swift keyword"
            case .keyword(let keyword):
                reason = "its route case and maker would be \(keyword), a Swift keyword"
            case .module:
                reason = "an app's module of that name would hide the toolchain's \(shown(name))"
            case .scenicPrefix:
                reason =
                    "Scenic's modules all start with Scenic, and SwiftPM needs module names "
                    + "unique across a package graph"
            case .sameName(let clash):
                reason =
                    "the generated code would then have two things named \(clash): "
                    + "the \(kind)'s and one it already uses"
            case .scenePart:
                reason =
                    "its types would read \(shown(name))View, \(shown(name))Logic, like Scenic's own "
                    + "scene parts"
            }
            return "\(quoted(name)) cannot name a\(kind == "app" ? "n" : "") \(kind): "
                + reason + ". Pick another name"
                + (suggestion.map { ", such as \($0)." } ?? ".")
        case .badScenicOption(let option):
            return "--scenic \(quoted(option)) is neither a folder with Package.swift "
                + "nor URL@VERSION (such as https://github.com/OWNER/scenic.git@1.0.0)."
        case .badScenicURL(let url):
            return "--scenic: \(quoted(url)) is not a repository URL scenic new "
                + "writes: use https://HOST/PATH, http://HOST/PATH, ssh://[USER@]HOST/PATH or "
                + "git@HOST:PATH, with only ASCII letters, digits and . _ ~ - in the host and "
                + "path, such as https://github.com/OWNER/scenic.git@1.0.0."
        case .badScenicVersion(let version):
            return "--scenic: \(quoted(version)) after the last @ is not a semantic "
                + "version: give MAJOR.MINOR.PATCH, optionally followed by -PRERELEASE and "
                + "+BUILD of ASCII letters, digits, dots and hyphens, such as 1.2.0 or "
                + "2.0.0-beta.1."
        case .badPackageIdentity(let identity, let location):
            return "SwiftPM gives the package at \(quoted(location)) the identity "
                + "\(quoted(identity)) (its last path component without .git, "
                + "lowercased), which scenic new does not write into Package.swift: name the "
                + "folder or repository with ASCII letters, digits, dots, hyphens and "
                + "underscores only, such as scenic (for a checkout, a symbolic link so named "
                + "will do)."
        case .unsafeInManifest(let text):
            return "\(quoted(text)) cannot go into Package.swift, which SwiftPM runs "
                + "as Swift code: scenic new writes only ASCII letters, digits, spaces and "
                + ". _ - ~ / : @ + , there. Give --scenic a path without other characters (a "
                + "symbolic link to the checkout will do)."
        case .appFolderNamedLikeScenic(let folder, let identity):
            return "SwiftPM names a package after its folder, so an app in \(shown(folder)) would "
                + "be the package \(quoted(identity)), as Scenic is here, and the two would "
                + "be taken for one. Give --in a folder with another name."
        case .newFolderIsAFile(let path):
            return "\(shown(path)) is a file; scenic new app writes into a new or empty folder. "
                + "Give another name or --in DIR."
        case .newFolderNotEmpty(let path):
            return
                "\(shown(path)) exists and is not empty; scenic new app writes only into a new or "
                + "empty folder. Give another name or --in DIR."
        case .sceneRouteTaken(let name, let taken, let path):
            return "A scene \(shown(name)) would add \(shown(taken)), which \(shown(path)) has "
                + "already (a scene named alike, such as HttpLog for HTTPLog, takes the same); "
                + "nothing was changed. Pick another name."
        case .scenicInBuildFolder(let path):
            return "This scenic was built from \(shown(path)), SwiftPM's copy of a dependency, "
                + "which \"swift package reset\" or \"update\" removes or moves; nothing was "
                + "written. Say where the app finds Scenic: --scenic URL@VERSION (as your "
                + "Package.swift names it) or --scenic PATH of a checkout."
        case .newFolderUnlistable(let path, let reason):
            return "Cannot list \(shown(path)) (\(reason)), so whether it is empty cannot be told; "
                + "nothing was written. Give a folder you can read, or another --in DIR."
        case .newFileExists(let path):
            return "\(shown(path)) appeared while scenic new wrote (another process made it); it "
                + "was left as it is. Remove the files written, or start again in another folder."
        case .sceneExists(let name, let path):
            return
                "A scene \(shown(name)) exists already (\(shown(path))); nothing was changed. Pick another "
                + "name."
        case .notAnApp(let root, let found):
            return "\(shown(root)) has no app made by \"scenic new app\" (Sources/NAME/App/"
                + "NAMEScenes.swift)"
                + (found.isEmpty
                    ? "" : "; it has several: \(shown(found.joined(separator: ", ")))")
                + ". Run \"scenic new scene\" in such an app's folder."
        case .unreadableForInsertion(let error, let lines):
            return error.message + " The new scene's lines were not added to it. Add by hand:\n"
                + lines.map { "    " + $0 }.joined(separator: "\n")
        case .markerMissing(let path, let lines):
            return
                "\(shown(path)) has no \"scenic:\" marker line for these lines of the new scene, "
                + "so they were not added there (anything else it was given was). Add by hand:\n"
                + lines.map { "    " + $0 }.joined(separator: "\n")
        case .coverageNotRecorded(let folder):
            return "No coverage is recorded in \(shown(folder)). Run \"swift test\" first: "
                + "Logic tests, stories, previews and explorations record what they reach there."
        case .coverageUnreadable(let reason):
            return reason
        case .unknownCoverageModule(let module, let known):
            return "No recorded scene is in a module named \(quoted(module)). Modules with "
                + "coverage: \(known.isEmpty ? "none" : known.joined(separator: ", "))."
        case .unknownCoverageSource(let name):
            return "\(quoted(name)) is not a source of coverage; --without takes "
                + Coverage.Source.allCases.map(\.rawValue).joined(separator: ", ")
                + " (\"--without explore\": what the tests written by hand reached)."
        case .badCoverageThreshold(let value):
            return "--check takes a whole percent from 0 to 100, such as \"--check 80\"; "
                + "\(quoted(value)) is not one."
        case .needsBundles(let subcommand):
            return "\"scenic \(subcommand.rawValue)\" needs at least one bundle: the folder a CI "
                + "run's SCENIC_ARTIFACTS named, downloaded (one per shard)."
        case .bundlesDisagree(let first, let second, let path):
            return "Bundles \(shown(first)) and \(shown(second)) disagree about \(shown(path)): "
                + "they hold different text for it, so they come from different runs or "
                + "commits. Nothing was done; give the bundles of one run."
        case .bundlesDisagreeOnAMatch(let matched, let changed, let path):
            return "Bundles \(shown(matched)) and \(shown(changed)) disagree about \(shown(path)): "
                + "it matched in the run of \(shown(matched)) and changed in the run of "
                + "\(shown(changed)), so they come from different runs or commits. Nothing was "
                + "done; give the bundles of one run."
        case .mergeNeedsInto:
            return "\"scenic merge\" needs --into DIR, the new folder for the merged bundle, as in "
                + "\"scenic merge --into scenic-snapshots shards/*\"."
        case .mergeTargetNotEmpty(let path):
            return
                "\(shown(path)) exists and is not an empty folder; scenic merge writes the merged bundle "
                + "into a new or empty folder. Give another --into or remove it."
        case .mergeIntoItsInput(let path):
            return "--into \(shown(path)) is one of the bundles being merged; give a new folder."
        case .mergeIntoSnapshots(let path):
            return "--into \(shown(path)) is inside Snapshots/, where its pending files would be "
                + "taken for this package's own; give a folder outside it, such as "
                + "\".build/scenic-snapshots\"."
        case .pruneDeletesOnlyAfterItsOwnRun:
            return "\"scenic prune BUNDLE…\" only checks (--check or --dry-run): it deletes only "
                + "after a complete passing run of its own. Run \"scenic prune\" without bundles "
                + "to delete."
        case .pruneAfterFailingRun(let bundle, let failures):
            return "\(shown(bundle)) recorded \(failures) failing snapshot assertion"
                + (failures == 1 ? "" : "s")
                + ", so the run failed and prune cannot tell which snapshots are unreferenced: a "
                + "failing test may stop before its later assertions. Bring the failures here "
                + "(\"swift run scenic apply BUNDLE…\", then \"swift run scenic review\"), fix "
                + "the tests, and check the bundles of a passing run."
        case .pruneBundlesPartlyUnreadable(let count):
            return "\(count == 1 ? "A folder or file" : "\(count) folders or files") of the "
                + "bundles could not be used (said above), and may hold failing snapshots, so "
                + "prune cannot tell which snapshots are unreferenced. Nothing was checked. Make "
                + "them readable regular files, or download the bundles again, then run "
                + "\"swift run scenic prune --check BUNDLE…\" again."
        case .pruneBundlesHaveNoManifest(let bundles):
            return "No bundle given has a manifest (\(ArtifactBundle.manifestName)) that lists the "
                + "snapshots the run asserted: \(shown(bundles.joined(separator: ", "))). A run "
                + "with \(ArtifactBundle.variable) set writes one as soon as a test asserts a "
                + "snapshot; check that the tests ran with it set."
        case .badShard(let given):
            return (given.map { "\(quoted($0)) is not a shard. " } ?? "")
                + "\"scenic shard\" takes I/N, shard I of N (1 ≤ I ≤ N), as in "
                + "\"swift test --filter \"$(swift run scenic shard 2/4)\"\"."
        case .shardCannotListTests(let reason):
            return "Cannot list the tests with \"swift test list --skip-build\": \(reason). Build "
                + "them first (\"swift build --build-tests\"), or give the list with --tests FILE."
        case .shardFoundNoTests(let file):
            let list =
                file.map { shown($0) + " lists" } ?? "\"swift test list --skip-build\" printed"
            return "\(list) no test (no line such as \"Module.Suite/test()\" or "
                + "\"Module.test()\"), so every shard would run nothing and pass. Build the tests "
                + "first (\"swift build --build-tests\")"
                + (file == nil ? "" : ", or give the output of \"swift test list\"") + "."
        case .notABundle(let path):
            return "\(shown(path)) is not an artifacts bundle: it should be the folder a run "
                + "with SCENIC_ARTIFACTS set wrote, holding manifest.txt (every snapshot the run "
                + "asserted), coverage.txt, and report.md and Snapshots/…/*.txt.new files when "
                + "snapshots failed."
        case .bundleUnusable(let path, .notAFolder(let kind)):
            return "\(shown(path)) is \(kind.described), not a folder, so it is not an artifacts "
                + "bundle. Give the folder a CI run's SCENIC_ARTIFACTS named, downloaded."
        case .bundleUnusable(let path, let problem):
            return "Cannot open the bundle \(shown(path)): " + Self.reason(problem) + "."
        case .applyWouldReplace(let paths):
            return "Nothing was applied: the bundle would replace "
                + (paths.count == 1 ? "a pending snapshot" : "\(paths.count) pending snapshots")
                + " made here:\n" + paths.map { "  " + shown($0) + "\n" }.joined()
                + "Decide \(paths.count == 1 ? "it" : "them") first (\"scenic review\"), or run "
                + "\"scenic apply --overwrite BUNDLE\" to replace "
                + (paths.count == 1 ? "it" : "them") + " with the bundle's."
        case .bundleOutOfDate(let path):
            return "Refused \(shown(path)): the stored snapshot here is not the one the bundle was "
                + "made against, so its diff would mislead. Run the tests here instead."
        case .nothingPendingIn(let folder):
            return "Nothing is pending in \(shown(folder)); \"scenic status\" lists what is."
        case .nothingPendingMatches(let pattern):
            return "Nothing is pending for the snapshots \(shown(pattern)) matches; \"scenic "
                + "status\" lists what is."
        case .noPendingMatch(let pattern):
            return
                "No pending snapshot matches \(shown(pattern)). Patterns are matched against paths "
                + "under Snapshots/ (\"*\" stays within a folder); \"scenic status\" lists the "
                + "pending ones."
        case .nothingPending(let path):
            return "Nothing is pending for \(shown(path)); there is no \(shown(path)).new."
        case .storedChangedSincePending(let path):
            return "Not accepted: \(shown(path)) was changed after \(shown(path)).new was "
                + "written (by hand, or by git), and accepting would replace that change with "
                + "text compared with the older version. Run the tests again to compare with it, "
                + "or reject the pending file: swift run scenic reject "
                + "\(ShellWord.quoted(shown(path + SnapshotLocation.pendingSuffix)))"
        case .lastRunUnknown(let problem):
            return "\(PendingMarker.path) \(problem), so which pending snapshots are left over "
                + "(their story or preview deleted or renamed since they were written) cannot be "
                + "told. Remove it (the next test run that fails writes it anew), then run the "
                + "tests again."
        case .storedDatedInTheFuture(let path):
            return "Not accepted: \(shown(path)) is dated in the future (a clock set wrong, or "
                + "files from another machine), so whether it was changed after "
                + "\(shown(path)).new was written cannot be told. If it was not, give it the "
                + "present time (touch \(ShellWord.quoted(shown(path)))), run the tests again, "
                + "then accept."
        case .pruneInterrupted(let signal):
            let name = signal == SIGINT ? "Ctrl-C" : signal == SIGTERM ? "SIGTERM" : "SIGHUP"
            return "Stopped by \(name) while the tests ran, so nothing was deleted."
        case .pendingChangedSinceShown(let path, let accepting):
            return "Not \(accepting ? "accepted" : "rejected"): \(shown(path)) was written "
                + "again after review read it (by a test run, most likely), so it holds text you "
                + "have not seen. It is still pending; run \"swift run scenic review\" to see it."
        case .storedChangedSinceShown(let path):
            return "Not accepted: \(shown(path)) changed after review read it (by hand, or by "
                + "git), and accepting would replace a version you have not seen. Both files are "
                + "as they were; run the tests again to compare with it."
        case .reviewNeedsTerminal(let pending):
            return "\"scenic review\" asks about each snapshot, so it needs a terminal on standard "
                + "input. \(pending) pending; use \"scenic diff\" to read them and "
                + "\"scenic accept PATH…\" or \"scenic reject PATH…\" (or --all) to decide."
        case .pruneNeedsCompleteRun(let arguments):
            return "\"scenic prune\" runs the complete test suite and takes no test arguments "
                + "(got \(shown(arguments.joined(separator: " ")))): after a partial run it cannot tell "
                + "which snapshots are unused. Nothing was deleted."
        case .pruneCannotRun(let command, let reason):
            return "Cannot run \"\(shown(command))\": \(reason). Nothing was deleted."
        case .pruneTestsFailed(let status, let check):
            return "The test run failed (exit status \(status)), so prune cannot tell which "
                + "snapshots are unreferenced: a failing test may stop before its later "
                + "assertions. Nothing was deleted. Fix the failures above (\"swift run scenic "
                + "review\" decides pending snapshots), then run \"swift run scenic prune"
                + (check ? " --check" : "") + "\" again."
        case .pruneNothingRecorded(let stored):
            return "The test run passed but recorded no snapshot, so prune will not delete all "
                + "\(stored) stored snapshots. Check that the test command passes the "
                + "\(RunManifest.variable) environment variable on to the tests."
        case .pruneRecordedOthers(let example, let root, let fromBundles):
            return (fromBundles ? "The bundles' manifests list " : "The test run recorded ")
                + "snapshots that are not the ones stored in this package (\(shown(root))), such "
                + "as \(quoted(example)). Nothing was deleted: on that list, snapshots in use "
                + "would be. "
                + (fromBundles
                    ? "Give the bundles of a run of this checkout's tests."
                    : "Run the tests where the package is, at the same path (not in a container "
                        + "that mounts it elsewhere), then run \"swift run scenic prune\" again.")
        case .pruneIncomplete(let failed, let unused):
            return "\(failed) of the \(unused) unused files could not be deleted (said above), "
                + "and are still stored. Let your user write to their folders, then run \"swift "
                + "run scenic prune\" again."
        case .snapshot(let error):
            return error.message
        case .skipped(let path, let error):
            return "Skipped \(shown(path)): " + error.message
        }
    }

    /// What is wrong with a folder, other than not being one, as the end of a sentence.
    private static func reason(_ problem: SnapshotError.FolderProblem) -> String {
        switch problem {
        case .symbolicLink: return "it is a symbolic link"
        case .notAFolder(let kind): return "it is \(kind.described), not a folder"
        case .cannotEnter(let reason), .cannotMake(let reason): return reason
        }
    }

    /// Why a Swift type name cannot name an app or a scene.
    enum NameConflict: Equatable {
        /// It is a Swift keyword, or its route case is (the keyword).
        case keyword(String)
        /// It names a module of the toolchain.
        case module
        /// It starts with `Scenic`, as Scenic's modules do.
        case scenicPrefix
        /// A module, type or maker it makes would be named like one the generated code
        /// already has (that name).
        case sameName(String)
        /// It names a part of a scene, or ``Scene``.
        case scenePart
    }
}
