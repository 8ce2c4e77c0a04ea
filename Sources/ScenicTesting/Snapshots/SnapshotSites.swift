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

    /// The running test that asserts a snapshot, told apart by where it is declared.
    ///
    /// Two tests may reach one snapshot: two suites of one file with a function of the same
    /// name, a helper that asserts for several tests, two test targets with a file of the same
    /// name, or one name given from two places.
    struct Claimant: Hashable, Sendable {
        /// The test's name, such as `empty()`, for messages.
        var name: String
        /// Its file (`ProbeTests/TwinTests.swift`), line and column.
        var fileID: String
        var line: Int
        var column: Int

        static func == (left: Claimant, right: Claimant) -> Bool {
            left.line == right.line && left.column == right.column && left.fileID == right.fileID
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fileID)
            hasher.combine(line)
            hasher.combine(column)
        }

        /// `empty() at TwinTests.swift:4`.
        var described: String {
            "\(name) at \(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
        }
    }

    /// A snapshot (or, with `*`, the numbers of a site's unnamed ones) another test claimed
    /// first.
    private struct SharedClaim: Error {
        var site: Site
        var path: String
        /// The path as the first claimant spelled it: another case of the same letters, or
        /// ``path`` itself.
        var firstPath: String
        var first: Claimant
    }

    private struct Table {
        var sites: [Key: Site] = [:]
        var literalSites: [LiteralKey: Site] = [:]
        var rootsByFile: [String: String] = [:]
        var folders: [String: SnapshotFolder] = [:]
        var counterByNames: [String: Int] = [:]
        var counts: [Int] = []
        /// The test that first asserted each snapshot, and the path as it did, by its absolute
        /// path in lowercase (`*` in place of the number for a site's unnamed ones), when a
        /// Swift Testing test did.
        ///
        /// In lowercase: `Foo()` and `foo()` store `Foo.1.txt` and `foo.1.txt`, one file on a
        /// Mac's or Windows' disk, where names do not tell case apart (found by a hostile
        /// tester).
        var claims: [String: (claimant: Claimant, path: String)] = [:]
        var environment: Environment?

        /// `site` with the next number when `numbered`, or the claim another test than
        /// `claimant` made first on the same snapshot (or the site's unnamed ones).
        mutating func take(
            _ site: Site, numbered: Bool, name: String?, by claimant: Claimant?
        ) -> Result<(site: Site, number: Int?), SharedClaim> {
            // A claim refused uses up no number.
            let number = numbered ? counts[site.counter] + 1 : nil
            if let claimant {
                // The numbers of unnamed snapshots, given in the order tests run, and the file.
                let paths =
                    number.map {
                        [site.storedPath(named: "*"), site.storedPath(named: String($0))]
                    }
                    ?? [site.storedPath(named: name ?? "")]
                for path in paths {
                    // One test's own two names that differ in case only are one file there too
                    // (`named: x` in a test whose arguments are `"A"` and `"a"`).
                    if let first = claims[path.lowercased()],
                        first.claimant != claimant || first.path != path
                    {
                        return .failure(
                            SharedClaim(
                                site: site, path: path, firstPath: first.path,
                                first: first.claimant))
                    }
                }
                for path in paths { claims[path.lowercased()] = (claimant, path) }
            }
            if numbered { counts[site.counter] += 1 }
            return .success((site, number))
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
    /// - Throws: What ``resolve(_:numbered:name:by:)`` throws.
    func resolve(
        _ literals: LiteralKey, numbered: Bool, name: String? = nil, by claimant: Claimant? = nil,
        orMake key: () -> Key
    ) throws(SnapshotError) -> (site: Site, number: Int?) {
        let found = table.withLock { table in
            table.literalSites[literals].map {
                table.take($0, numbered: numbered, name: name, by: claimant)
            }
        }
        if let found { return try Self.checked(found, name: name, by: claimant) }
        let (site, _) = try resolve(key(), numbered: false)
        let taken = table.withLock { table in
            table.literalSites[literals] = site
            return table.take(site, numbered: numbered, name: name, by: claimant)
        }
        return try Self.checked(taken, name: name, by: claimant)
    }

    /// The site for `key`, and the next number of its unnamed snapshots when `numbered`.
    ///
    /// - Throws: ``SnapshotError/packageRootNotFound(_:)`` when no package holds the file,
    ///   ``SnapshotError/unsafeName(_:_:)`` for a suite or test name that cannot name a file,
    ///   and ``SnapshotError/sharedByTwoTests(storedPath:test:lines:)`` when another test than
    ///   `claimant` asserted the same snapshots here (unnamed ones, or `name`). None is
    ///   remembered, so a package created later is found, and a bad name never uses up a
    ///   number.
    func resolve(
        _ key: Key, numbered: Bool, name: String? = nil, by claimant: Claimant? = nil
    ) throws(SnapshotError) -> (site: Site, number: Int?) {
        let found = table.withLock { table in
            table.sites[key].map { table.take($0, numbered: numbered, name: name, by: claimant) }
        }
        if let found { return try Self.checked(found, name: name, by: claimant) }
        let suite = SnapshotAssertion.resolve(key.suite, filePath: key.filePath)
        let test = SnapshotAssertion.resolve(key.test, filePath: key.filePath)
        for part in [suite, test] {
            if let problem = SnapshotName.problem(with: part) { throw .unsafeName(part, problem) }
        }
        var rootPath = table.withLock { $0.rootsByFile[key.filePath] } ?? ""
        if rootPath.isEmpty { rootPath = try PackageRoot.find(from: key.filePath).path }
        let taken = table.withLock { table in
            // Another test may have resolved the same site meanwhile; the first one stays.
            if let site = table.sites[key] {
                return table.take(site, numbered: numbered, name: name, by: claimant)
            }
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
            return table.take(site, numbered: numbered, name: name, by: claimant)
        }
        return try Self.checked(taken, name: name, by: claimant)
    }

    /// What ``Table/take(_:numbered:name:by:)`` gave, or the error of a claim another test
    /// made first.
    private static func checked(
        _ taken: Result<(site: Site, number: Int?), SharedClaim>, name: String?,
        by claimant: Claimant?
    ) throws(SnapshotError) -> (site: Site, number: Int?) {
        switch taken {
        case .success(let found): return found
        case .failure(let shared):
            let relative = { (stored: String) in
                stored.hasPrefix(shared.site.rootPath + "/")
                    ? String(stored.dropFirst(shared.site.rootPath.count + 1)) : stored
            }
            // Named as both spell it when they differ in case only.
            let paths = Set([shared.firstPath, shared.path]).map(relative).sorted()
            if shared.first == claimant {
                throw .namesDifferInCaseOnly(paths: paths, test: shared.first.described)
            }
            throw .sharedByTwoTests(
                storedPath: paths.joined(separator: " and "),
                tests: [shared.first.described, claimant?.described ?? ""].sorted())
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
            table.claims.removeAll()
            // Made again when first used, each checking the pending marker anew.
            table.folders.removeAll()
        }
    }
}
