import ScenicSnapshotStore
import Synchronization

/// What the assertions made from one place share: the package root, the checked suite and
/// test names, the suite's folder and the count of unnamed snapshots.
///
/// Every assertion in a test function resolves the same names and root, and resolving them
/// walks up the folders one `stat` at a time and splits the file path; remembering them per
/// file and function makes later assertions one table lookup. `assertSnapshot(of:named:)`
/// looks its site up by the addresses of its `#filePath` and `#function` literals, so it
/// makes no string at all to find it. Roots do not move while tests run. Swift Testing runs
/// tests concurrently, so the table sits behind a lock.
package final class SnapshotSites: Sendable {
    /// The sites shared by all assertions in the process.
    package static let shared = SnapshotSites()

    /// Where one assertion was made: its file and where its suite and test names come from.
    struct Key: Hashable {
        var filePath: String
        var suite: SnapshotAssertion.Part
        var test: SnapshotAssertion.Part
    }

    /// The `#filePath` and `#function` literals of an `assertSnapshot(of:named:)` call, by
    /// address: one call passes the same literals every time.
    struct LiteralKey: Hashable {
        var file: UInt
        var function: UInt

        init(file: StaticString, function: StaticString) {
            self.file = UInt(bitPattern: file.utf8Start)
            self.function = UInt(bitPattern: function.utf8Start)
        }
    }

    /// A resolved site; a class, so that handing it out copies one reference, not its strings.
    final class Site: Sendable {
        /// The package root's path.
        let rootPath: String
        /// The suite's name, checked.
        let suite: String
        /// The test's name, checked.
        let test: String
        /// The suite's folder of snapshots, shared by every site in it.
        let folder: SnapshotFolder
        /// The start of every stored file's absolute path: `<folder>/<test>.`.
        let storedPathPrefix: String
        /// Which count numbers this site's unnamed snapshots: sites that resolve to the same
        /// file, suite and test share one.
        fileprivate let counter: Int

        fileprivate init(
            rootPath: String, suite: String, test: String, folder: SnapshotFolder, counter: Int
        ) {
            self.rootPath = rootPath
            self.suite = suite
            self.test = test
            self.folder = folder
            self.counter = counter
            storedPathPrefix = folder.path + "/" + test + "."
        }

        /// The absolute path of the snapshot `name` stores, made with one allocation.
        func storedPath(named name: String) -> String {
            var path = storedPathPrefix
            path.reserveCapacity(
                path.utf8.count + name.utf8.count + SnapshotLocation.storedExtension.utf8.count)
            path += name
            path += SnapshotLocation.storedExtension
            return path
        }
    }

    private struct Table {
        var sites: [Key: Site] = [:]
        var literalSites: [LiteralKey: Site] = [:]
        var rootsByFile: [String: String] = [:]
        var folders: [String: SnapshotFolder] = [:]
        var counterByNames: [String: Int] = [:]
        var counts: [Int] = []
        var environment: Environment?

        /// `site` with the next number when `numbered`.
        mutating func take(_ site: Site, numbered: Bool) -> (site: Site, number: Int?) {
            guard numbered else { return (site, nil) }
            counts[site.counter] += 1
            return (site, counts[site.counter])
        }
    }

    private let table = Mutex(Table())

    init() {}

    /// What the process's environment chooses: the mode (or why it is not valid) and the run
    /// manifest.
    struct Environment: Sendable {
        var mode: Result<SnapshotMode, SnapshotError>
        var manifest: RunManifest?
        var artifacts: ArtifactBundle?
    }

    /// The process's `SCENIC_SNAPSHOTS`, `CI`, `SCENIC_SNAPSHOT_MANIFEST` and
    /// `SCENIC_ARTIFACTS`, read when the first assertion asks: they are set when the test
    /// process starts, and scanning the environment three times cost a tenth of a matching
    /// assertion.
    func environment() -> Environment {
        if let known = table.withLock({ $0.environment }) { return known }
        let read = Environment(
            mode: Result { () throws(SnapshotError) in try SnapshotEnvironment.mode() },
            manifest: SnapshotEnvironment.manifest(), artifacts: SnapshotEnvironment.artifacts())
        table.withLock { $0.environment = $0.environment ?? read }
        return read
    }

    /// The site for the literals of an `assertSnapshot(of:named:)` call, and the next number
    /// of its unnamed snapshots when `numbered`.
    ///
    /// - Throws: What ``resolve(_:numbered:)`` throws.
    func resolve(_ literals: LiteralKey, numbered: Bool, orMake key: () -> Key)
        throws(SnapshotError) -> (site: Site, number: Int?)
    {
        let found = table.withLock { table in
            table.literalSites[literals].map { table.take($0, numbered: numbered) }
        }
        if let found { return found }
        let (site, _) = try resolve(key(), numbered: false)
        return table.withLock { table in
            table.literalSites[literals] = site
            return table.take(site, numbered: numbered)
        }
    }

    /// The site for `key`, and the next number of its unnamed snapshots when `numbered`.
    ///
    /// - Throws: ``SnapshotError/packageRootNotFound(_:)`` when no package holds the file, and
    ///   ``SnapshotError/unsafeName(_:_:)`` for a suite or test name that cannot name a file.
    ///   Neither is remembered, so a package created later is found, and a bad name never
    ///   uses up a number.
    func resolve(_ key: Key, numbered: Bool) throws(SnapshotError) -> (site: Site, number: Int?) {
        let found = table.withLock { table in
            table.sites[key].map { table.take($0, numbered: numbered) }
        }
        if let found { return found }
        let suite = SnapshotAssertion.resolve(key.suite, filePath: key.filePath)
        let test = SnapshotAssertion.resolve(key.test, filePath: key.filePath)
        for part in [suite, test] {
            if let problem = SnapshotName.problem(with: part) { throw .unsafeName(part, problem) }
        }
        var rootPath = table.withLock { $0.rootsByFile[key.filePath] } ?? ""
        if rootPath.isEmpty { rootPath = try PackageRoot.find(from: key.filePath).path }
        return table.withLock { table in
            // Another test may have resolved the same site meanwhile; the first one stays.
            if let site = table.sites[key] { return table.take(site, numbered: numbered) }
            let root = table.rootsByFile[key.filePath] ?? rootPath
            table.rootsByFile[key.filePath] = root
            let folderPath = SnapshotVerifier(rootPath: root, mode: .pending).folderPath(of: suite)
            // Without the marker the package holds no pending file: nothing to list.
            let folder =
                table.folders[folderPath]
                ?? SnapshotFolder(
                    path: folderPath, keepsListing: true,
                    knownEmpty: !PendingMarker.isSet(atRoot: root))
            table.folders[folderPath] = folder
            let names = key.filePath + "\u{0}" + suite + "\u{0}" + test
            let counter = table.counterByNames[names] ?? table.counts.count
            if counter == table.counts.count {
                table.counts.append(0)
                table.counterByNames[names] = counter
            }
            let site = Site(
                rootPath: root, suite: suite, test: test, folder: folder, counter: counter)
            table.sites[key] = site
            return table.take(site, numbered: numbered)
        }
    }

    /// Makes the assertions in `filePath` use the package at `rootPath`, as if the file were in
    /// it (for the benchmarks, whose source file lies in Scenic's own checkout).
    package func usePackageRoot(_ rootPath: String, forFile filePath: String) {
        table.withLock { $0.rootsByFile[filePath] = rootPath }
    }

    /// Forgets what a new test process would not know (the names, the counts of unnamed
    /// snapshots, the folders and their pending files, and the environment), keeping only the
    /// package roots (for the benchmarks, which run the same test function many times in one process
    /// and change the mode between runs).
    package func startNewRun() {
        table.withLock { table in
            table.environment = nil
            table.sites.removeAll()
            table.literalSites.removeAll()
            table.counterByNames.removeAll()
            table.counts.removeAll()
            // Made again when first used, each checking the pending marker anew.
            table.folders.removeAll()
        }
    }
}
