import Foundation
import ScenicData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times a data file as Trivia's cache uses it, 200 records of about 150 bytes, against a
/// floor of the system calls that any safe writer makes.
///
/// - A *record*: one transaction that reads the document, puts a new record first, drops the
///   oldest and writes it back (Trivia's lookup). The floor takes the same lock and writes the
///   same number of bytes, prepared beforehand, through a temporary file, `fsync` and
///   `rename`, and syncs the folder: what a hand-written program that keeps the file's bytes
///   in memory would do.
/// - A *read* of the unchanged document in a transaction of its own (Trivia's history and
///   offline lookups). The floor takes the lock and `stat`s the file: the least work that
///   knows the file has not changed.
///
/// The folder is on `/dev/shm` when there is one, so `fsync` costs nothing and the figures are
/// the work done, not the disk's speed; else in the temporary folder.
struct DataFileBenchmark {
    /// One record, shaped like a Trivia fact.
    struct Record: DataRecord {
        var number: Int
        var text: String
        var source: String
        var fetchedAt: Date
    }

    static let recordCount = 200
    /// Transactions per timed run.
    static let transactions = 20

    private let folder: DataFolder
    private let document = DataDocument<[Record]>(
        "records.json", contents: "records", empty: [],
        rules: { records in
            records.allSatisfy { !$0.text.isEmpty } ? .valid : .invalid("an empty text")
        })
    /// The bytes the floor writes: the file as a record leaves it.
    private let fileBytes: [UInt8]

    init() throws {
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : NSTemporaryDirectory()
        let path = "\(base)/scenic-benchmarks-data-\(getpid())"
        let folder = try DataFolder(path: path)
        let records = (0..<Self.recordCount).map(Self.record)
        try folder.transaction { [document] data throws(DataError) in
            try data.write(records, to: document)
        }
        self.folder = folder
        fileBytes = Array(try Data(contentsOf: URL(fileURLWithPath: path + "/records.json")))
    }

    /// A record like a worked-out Trivia fact.
    private static func record(_ number: Int) -> Record {
        Record(
            number: number,
            text: "\(number) is an odd number with 3 digits, which add up to 12. It is prime.",
            source: "embedded", fetchedAt: Date(timeIntervalSince1970: 1_795_000_000))
    }

    func tearDown() {
        try? FileManager.default.removeItem(atPath: folder.path)
    }

    func run(_ stopwatch: inout Stopwatch) async -> [Metric] {
        let location = folder.path.hasPrefix("/dev/shm") ? "/dev/shm" : "the temporary folder"
        // More warm-up than other groups: run alone, two warm-ups left the subject (JSON,
        // allocations) slower against its floor (system calls) than after other groups,
        // 8.3–9.0 against 7.2 (BENCHMARKS.md, fifth session of 2026-11-28).
        let warmups = stopwatch.warmups
        if warmups > 0 { stopwatch.warmups = max(warmups, 20) }
        defer { stopwatch.warmups = warmups }
        let records = await stopwatch.compare({ recordMany() }, against: { writeMany() })
        let reads = await stopwatch.compare({ readMany() }, against: { statMany() })
        // Targets from this round's figures (6.2 and 4.7); they were 35 and 122 before.
        return records.metrics(
            "data.record", count: Self.transactions, target: .atMost(8),
            subject: "read 200 records, put one first, drop the last, write (\(location))",
            floor: "lock, write the prepared bytes atomically with fsync (floor)")
            + reads.metrics(
                "data.read", count: Self.transactions, target: .atMost(6),
                subject: "read the unchanged 200 records in a transaction",
                floor: "lock, stat the file (floor)")
    }

    private func recordMany() -> Int {
        var checksum = 0
        for index in 0..<Self.transactions {
            let written = try? folder.transaction { data throws(DataError) in
                try data.update(document) { records in
                    records.insert(Self.record(index), at: 0)
                    records.removeLast()
                }
            }
            checksum &+= written?.value.count ?? -1
        }
        return checksum
    }

    private func readMany() -> Int {
        var checksum = 0
        for _ in 0..<Self.transactions {
            checksum &+= (try? folder.read(document))?.value.count ?? -1
        }
        return checksum
    }

    /// Locks the folder as a transaction does; runs `body` while the lock is held.
    private func locked(_ body: () -> Int) -> Int {
        let descriptor = open(folder.path + "/.scenic-data.lock", O_RDWR | O_CLOEXEC)
        defer { close(descriptor) }
        flock(descriptor, LOCK_EX)
        defer { flock(descriptor, LOCK_UN) }
        return body()
    }

    private func writeMany() -> Int {
        var checksum = 0
        for _ in 0..<Self.transactions {
            checksum &+= locked {
                let temporary = folder.path + "/.records.json.floor.tmp"
                let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
                let written = fileBytes.withUnsafeBytes {
                    write(descriptor, $0.baseAddress, $0.count)
                }
                fsync(descriptor)
                close(descriptor)
                rename(temporary, folder.path + "/records.json")
                let directory = open(folder.path, O_RDONLY | O_CLOEXEC)
                fsync(directory)
                close(directory)
                return written
            }
        }
        return checksum
    }

    private func statMany() -> Int {
        var checksum = 0
        for _ in 0..<Self.transactions {
            checksum &+= locked {
                var status = stat()
                stat(folder.path + "/records.json", &status)
                return Int(status.st_size)
            }
        }
        return checksum
    }
}
