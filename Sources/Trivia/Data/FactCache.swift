import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The facts looked up on this machine, newest first: `facts.json` in the data folder.
///
/// Every change reads, changes and writes the file under a lock (`facts.lock`), so two
/// processes sharing the folder lose nothing; writes go to a temporary file renamed over the
/// old one, so a kill mid-write leaves the old file whole. A file that is damaged (not UTF-8,
/// not JSON, values no fact has) is moved aside, never overwritten, and named on screen. At most
/// ``capacity`` facts are kept.
struct FactCache: Sendable {
    /// The most facts kept; older ones are dropped.
    static let capacity = 200
    /// The largest file read: more than ``capacity`` long facts ever make.
    static let sizeLimit = 1_048_576
    /// The longest fact text kept.
    static let textLimit = 2_000

    /// What a load found besides the facts.
    struct Loaded: Equatable, Sendable {
        /// The facts, newest first.
        var facts: [Fact]
        /// Where a damaged file went, as a sentence for the screen; `nil` when none was.
        var movedAside: String?
    }

    /// The data folder.
    let directory: URL

    private var file: URL { directory.appendingPathComponent("facts.json") }

    /// The facts, newest first.
    ///
    /// - Throws: ``CacheProblem`` when the file cannot be read or moved aside.
    func load() throws(CacheProblem) -> Loaded {
        try locked { () throws(CacheProblem) in try read() }
    }

    /// Adds `fact` as the newest; returns the load it changed (for a moved-aside note).
    func record(_ fact: Fact) throws(CacheProblem) -> Loaded {
        try locked { () throws(CacheProblem) in
            var loaded = try read()
            loaded.facts.insert(fact, at: 0)
            loaded.facts = Array(loaded.facts.prefix(Self.capacity))
            try write(loaded.facts)
            return loaded
        }
    }

    /// Forgets every fact.
    func clear() throws(CacheProblem) {
        try locked { () throws(CacheProblem) in try write([]) }
    }

    /// Runs `body` holding the folder's lock, which other processes wait for.
    private func locked<Value>(_ body: () throws(CacheProblem) -> Value) throws(CacheProblem)
        -> Value
    {
        let lockPath = directory.appendingPathComponent("facts.lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .cannotRead(lockPath, Self.reason()) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .cannotRead(lockPath, Self.reason()) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private func read() throws(CacheProblem) -> Loaded {
        var status = stat()
        guard lstat(file.path, &status) == 0 else {
            if errno == ENOENT { return Loaded(facts: []) }
            throw .cannotRead(file.path, Self.reason())
        }
        // Never read through a link, nor from a FIFO or a folder.
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(file.path) }
        guard status.st_size <= Self.sizeLimit else {
            return Loaded(facts: [], movedAside: try moveAside(because: "larger than 1 MiB"))
        }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .cannotRead(file.path, error.localizedDescription)
        }
        guard String(validating: data, as: UTF8.self) != nil else {
            return Loaded(facts: [], movedAside: try moveAside(because: "not UTF-8 text"))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let facts = try? decoder.decode([Fact].self, from: data) else {
            return Loaded(facts: [], movedAside: try moveAside(because: "not valid JSON facts"))
        }
        if let problem = facts.lazy.compactMap(Self.problem).first {
            return Loaded(facts: [], movedAside: try moveAside(because: problem))
        }
        return Loaded(facts: Array(facts.prefix(Self.capacity)))
    }

    /// Why a stored fact is not one this app makes, or `nil`.
    private static func problem(with fact: Fact) -> String? {
        guard (0...TriviaNumber.largest).contains(fact.number) else {
            return "a number out of range"
        }
        guard !fact.text.isEmpty, fact.text.count <= textLimit else { return "a text too long" }
        guard fact.fetchedAt.timeIntervalSince1970 >= 0 else { return "a date before 1970" }
        return nil
    }

    private func write(_ facts: [Fact]) throws(CacheProblem) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            let data = try encoder.encode(facts)
            try data.write(to: file, options: .atomic)
        } catch {
            throw .cannotWrite(file.path, error.localizedDescription)
        }
    }

    /// Moves the damaged file to a name no earlier one has; returns the sentence saying so.
    private func moveAside(because damage: String) throws(CacheProblem) -> String {
        var index = 0
        var target: String
        repeat {
            index += 1
            target = file.path + ".damaged" + (index == 1 ? "" : "-\(index)")
        } while FileManager.default.fileExists(atPath: target)
        guard rename(file.path, target) == 0 else {
            throw .cannotMoveAside(file.path, Self.reason())
        }
        return "\(file.path) was \(damage), so it was moved to \(target) and the history "
            + "starts empty."
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
