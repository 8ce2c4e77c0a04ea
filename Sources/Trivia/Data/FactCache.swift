import ScenicData
import Foundation

/// The facts looked up on this machine, newest first: `facts.json` in the data folder.
///
/// Every change reads, changes and writes the file under a ``FileLock`` (`facts.lock`), so two
/// processes sharing the folder lose nothing; a ``DataFile`` writes it atomically, so a kill
/// mid-write leaves the old file whole (and the next change removes the half-written temporary
/// file). A file that is damaged (too large, not UTF-8, not JSON, values no fact has) is moved
/// aside to `facts.json.corrupt`, never overwritten, and named on screen. At most ``capacity``
/// facts are kept.
struct FactCache: Sendable {
    /// The most facts kept; older ones are dropped.
    static let capacity = 200
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
    /// How long to wait for another process's change before giving up.
    var lockWait: Duration = .seconds(5)

    private var file: DataFile {
        DataFile(path: directory.appendingPathComponent("facts.json").path)
    }

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
        let lock = FileLock(
            path: directory.appendingPathComponent("facts.lock").path, wait: lockWait)
        let result: Result<Value, CacheProblem>
        do {
            result = try lock.withLock {
                // No save is under way while the lock is held: a temporary file beside the
                // facts is a killed process's, and would otherwise pile up.
                file.removeLeftoverTemporaryFiles()
                return Result { () throws(CacheProblem) in try body() }
            }
        } catch {
            switch error {
            case .system(let cause): throw .cannotRead(lock.path, cause.reason)
            case .busy: throw .busy(directory.path, seconds: lock.waitSeconds)
            }
        }
        return try result.get()
    }

    private func read() throws(CacheProblem) -> Loaded {
        let data: Data?
        do {
            data = try file.contents()
        } catch {
            switch error {
            case .system(let cause): throw .cannotRead(file.path, cause.reason)
            case .notAFile: throw .notAFile(file.path)
            case .tooLarge:
                return Loaded(facts: [], movedAside: try moveAside(because: "larger than 8 MiB"))
            }
        }
        guard let data else { return Loaded(facts: []) }
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
        // Facts hold only numbers, strings and dates, which always encode.
        let data = try! encoder.encode(facts)
        do {
            try file.writeAtomically(data)
        } catch {
            throw .cannotWrite(file.path, error.reason)
        }
    }

    /// Moves the damaged file to a name no earlier one has; returns the sentence saying so.
    private func moveAside(because damage: String) throws(CacheProblem) -> String {
        let target: String
        do {
            target = try file.moveAside()
        } catch {
            throw .cannotMoveAside(file.path, error.reason)
        }
        return "\(file.path) was \(damage), so it was moved to \(target) and the history "
            + "starts empty."
    }
}
