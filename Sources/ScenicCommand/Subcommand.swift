/// The subcommands of `scenic`, with their help.
enum Subcommand: String, CaseIterable {
    case status
    case diff
    case review
    case accept
    case reject
    case prune
    case apply
    case merge
    case shard
    case coverage
    case new

    /// Whether the command may change files: the reporting ones (`status`, `diff`, `shard`,
    /// `coverage`) never do, so a reader gone ends them at once, as it ends any listing.
    var changesFiles: Bool {
        switch self {
        case .status, .diff, .shard, .coverage: false
        case .review, .accept, .reject, .prune, .apply, .merge, .new: true
        }
    }

    /// The usage line and what the subcommand does.
    var help: String {
        switch self {
        case .status:
            return """
                USAGE: scenic status

                Lists pending snapshots (Snapshots/**/*.txt.new) and the tests that wrote them.
                Exits with 1 when any are pending or a folder could not be listed, 0 when none
                are.
                """
        case .diff:
            return """
                USAGE: scenic diff [PATH…]

                Prints the unified diff of each pending snapshot against its stored one, or of
                the given ones (PATH is a snapshot's .txt or .txt.new path, a folder under
                Snapshots/ or a quoted glob, relative to this folder or to the package root). A
                story's hunks are headed by the typed line that led to them. Colored on a
                terminal unless NO_COLOR is set. A pending file that cannot be read, or a folder
                that cannot be listed, is reported and skipped, and the exit status is then 1.
                """
        case .review:
            return """
                USAGE: scenic review [PATH…]

                Shows each pending change and asks, one key each. Snapshots that make the same
                change (the same lines removed and added) are shown once and decided together.
                  a accept   r reject   s skip   v view (diff, stored, new)   e each one
                  A accept all the rest   R reject all the rest   q quit   ? the keys
                Changed words are marked within changed lines; a story's hunks are headed by the
                typed line that led to them. PATH is a snapshot, a folder or a quoted glob under
                Snapshots/. Needs a terminal on standard input; without one it exits with 2 and
                points to "scenic accept" and "scenic reject". Exits with 1 when snapshots are
                left pending.
                """
        case .accept:
            return """
                USAGE: scenic accept (--all | PATH…)

                Makes pending snapshots the stored ones, each by one atomic rename, and lists
                them. PATH is a snapshot's .txt or .txt.new path, a folder under Snapshots/, or
                a quoted glob such as "Snapshots/Cart*/*.txt", relative to this folder or to the
                root.
                """
        case .reject:
            return """
                USAGE: scenic reject (--all | PATH…)

                Deletes pending snapshots, keeping the stored ones, and lists them. PATH is a
                snapshot's .txt or .txt.new path, a folder under Snapshots/, or a quoted glob
                such as "Snapshots/Cart*/*.txt", relative to this folder or to the root.
                """
        case .prune:
            return """
                USAGE: scenic prune [--dry-run | --check]
                       scenic prune (--check | --dry-run) BUNDLE…

                Runs the complete test suite ("swift test", or the shell command in
                SCENIC_TEST_COMMAND) with SCENIC_SNAPSHOT_MANIFEST naming a file that every
                assertion adds its snapshot to. Only when the run passes does it delete the
                stored snapshots no test asserted, and pending files whose snapshot no test
                asserted. It takes no test arguments: after a filtered run every skipped
                snapshot would look unused. --dry-run lists what would be deleted and deletes
                nothing; its tests run with SCENIC_SNAPSHOTS=verify, so they write no snapshot
                file either. --check does the same and exits 1 when anything would be deleted,
                so CI can require that no unused snapshot is committed. Given bundles (the
                SCENIC_ARTIFACTS folders of a CI run, one per shard), it runs no test and judges
                on the union of their manifests; then it only checks. A bundle that recorded
                failing snapshots means a failing run, and is refused.
                """
        case .new:
            return """
                USAGE: scenic new app NAME [--in DIR] [--scenic PATH|URL@VERSION]
                       scenic new scene NAME

                "new app" makes a package in DIR (default: ./NAME) that depends on Scenic (by
                default on the checkout this scenic was built from, written as a path relative
                to DIR, so a folder holding both can move; an absolute PATH stays absolute): one
                Home scene with its previews, routes and builder, an executable using the app
                runner, tests (a Logic test, the previews, a story), Snapshots/.editorconfig,
                .gitignore, a README and .ci/run. "new scene" adds a scene to such an app: its
                files, its Logic test, and its route, builder case, previews and --route name
                (AddTimer is --route add-timer) at the "scenic:" marker lines; where a marker is
                missing it changes nothing there and prints the lines to add. NAME is a Swift
                type name (Notes, Settings); a name the generated code cannot use (a keyword
                once lowercased, a toolchain module, Scenic…) is refused with a name that would
                do. Nothing is written when anything is refused, and nothing existing is
                overwritten.
                """
        case .merge:
            return """
                USAGE: scenic merge --into DIR BUNDLE…

                Makes one artifacts bundle in DIR (a new or empty folder) of the bundles of a CI
                run's shards: every failing snapshot once, the union of their manifests, and a
                report.md that opens with a summary line (counts of new, changed and
                unreferenced snapshots, the unreferenced ones of this checkout) and groups the
                diffs by change as "scenic review" does, and report.html, the same as one static
                page (old and new side by side; no scripts, so it opens offline). The report is
                also appended to GITHUB_STEP_SUMMARY when that is set. Bundles that disagree
                about a snapshot are refused, both named, and nothing is written.
                """
        case .shard:
            return """
                USAGE: scenic shard I/N [--tests FILE]

                Prints the "swift test --filter" pattern that runs shard I of N of the package's
                tests: swift test --filter "$(swift run scenic shard 2/4)". Whole suites are
                dealt out by a hash of their names, the same on every machine, so adding a test
                or a suite moves no other suite. The tests are listed with "swift test list
                --skip-build" (build them first), or read from FILE in that format.
                """
        case .coverage:
            return """
                USAGE: scenic coverage [--json] [--check PERCENT] [--module NAME…]
                                       [--without SOURCE…] [BUNDLE…]

                Lists, per scene (its Logic type), which commands, actions, notices, routes and
                questions the last "swift test" reached, through Logic tests, stories, previews
                and explorations together, and which declared ones it never did. A cell N/M is N
                reached of the M declared (a View's commands, a CaseIterable's cases); N alone
                counts what was reached where nothing declares how many there are. --json prints
                the same for tools. --check PERCENT exits 1 when less than PERCENT of the
                declared words were reached, and lists them. --module keeps the scenes of one
                module (repeat it for more). --without leaves out what one source reached
                (logic, story, preview or explore; repeat it for more): "--without explore"
                shows what the tests written by hand reached. Given bundles (the
                SCENIC_ARTIFACTS folders of a CI run, one per shard, or one merged), it reads
                their coverage.txt instead of the last local run's .build/scenic-coverage file.
                """
        case .apply:
            return """
                USAGE: scenic apply [--overwrite] BUNDLE…

                Turns the snapshots a verify-only run (CI) recorded in artifacts bundles (the
                folders SCENIC_ARTIFACTS named, downloaded; one per shard) into pending
                snapshots here; then "scenic review" decides them. Bundles that disagree about a
                snapshot are refused, both named, and nothing is applied. An entry whose stored
                snapshot here is not the one the bundle was made against is refused, since its
                diff would mislead; the others are applied. When pending snapshots made here
                would be replaced, nothing is applied and they are listed; --overwrite replaces
                them. Links, FIFOs and devices in the bundle are refused, never followed or
                read. Exits with 1 when an entry was refused.
                """
        }
    }

    /// The help of the whole command.
    static let overview = """
        USAGE: scenic [--root DIR] <command> [arguments]

        Reviews and manages Scenic text snapshots, stored as
        Snapshots/<Suite>/<test>.<name>.txt, and starts apps and scenes. A failing
        snapshot test writes the actual text beside it as .txt.new; decide here.

        COMMANDS:
          status                 List pending snapshots; exit 1 when any are pending.
          diff [PATH…]           Print the diffs of pending snapshots.
          review [PATH…]         Accept or reject pending changes, alike ones together.
          accept (--all|PATH…)   Make pending snapshots the stored ones.
          reject (--all|PATH…)   Delete pending snapshots, keeping the stored ones.
          apply [--overwrite] BUNDLE…
                                 Turn CI runs' artifacts bundles into pending snapshots.
          merge --into DIR BUNDLE…
                                 Merge the bundles of a CI run's shards into one.
          shard I/N [--tests FILE]
                                 Print the swift test --filter pattern of shard I of N.
          coverage [--json] [--check PERCENT] [--module NAME…]
                   [--without SOURCE…] [BUNDLE…]
                                 List what the tests reached of each scene's words.
          new app NAME [--in DIR] [--scenic PATH|URL@VERSION]
                                 Start an app in a package of its own.
          new scene NAME         Add a scene to an app.
          prune [--dry-run|--check]
                                 Run all tests; delete snapshots that no test asserted.
          prune (--dry-run|--check) BUNDLE…
                                 Judge on CI runs' bundles instead; delete nothing.

        OPTIONS:
          --root DIR             The package root (default: the nearest folder with
                                 Package.swift at or above the current folder).
          -h, --help             Show this help; "scenic <command> --help" shows one
                                 command's.
          --                     Ends the options: every argument after it is a path or
                                 a name, even one that starts with "-".

        EXIT STATUS: 0 done, 1 something pending or failed, 2 usage error.
        """

    /// The subcommand closest to a mistyped `name`, if one is close enough to suggest.
    static func closest(to name: String) -> Subcommand? {
        let typed = name.lowercased()
        if !typed.isEmpty, let extended = allCases.first(where: { $0.rawValue.hasPrefix(typed) }) {
            return extended
        }
        let scored = allCases.map { ($0, editDistance(typed, $0.rawValue)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// Levenshtein distance between two short words.
    private static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left)
        let b = Array(right)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
