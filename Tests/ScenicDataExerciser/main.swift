import Foundation
import ScenicData

// A process for ScenicData's multi-process tests: it runs transactions on a data folder the
// way an app would, so the tests can run several at once, kill one, or hold the lock.
//
//   count FOLDER TIMES             read-increment-write counter.json TIMES times
//   rewrite FOLDER BYTES           say "writing", then rewrite load.json with ever larger
//                                  rounds, until killed
//   pair FOLDER BYTES              say "writing", then rewrite load.json and pair.json in
//                                  each transaction, with the same round, until killed
//   hold FOLDER MARKER MILLISECONDS   create MARKER inside a transaction, then keep it open
//   turns FOLDER TIMES MILLISECONDS WAIT   TIMES back-to-back transactions, each incrementing
//                                  counter.json and held MILLISECONDS, waiting up to WAIT
//                                  milliseconds for the lock
//   use-after-end FOLDER           read with a transaction after it ended (must stop)
//   document FOLDER NAME           describe a document named NAME (stops if NAME is not plain)

/// The document the `count` processes share.
struct Counter: Codable, Sendable {
    var count = 0
}

/// A large document whose every filler byte says which round wrote it, so a torn write shows.
///
/// Bytes, which JSON holds as Base64: quick to encode, so much of a round is spent writing.
struct Load: Codable, Sendable {
    var round = 0
    var filler = Data()
}

let counter = DataDocument("counter.json", contents: "counter", empty: Counter())
let load = DataDocument("load.json", contents: "load", empty: Load())
/// The document written with `load` in one transaction by `pair`.
let pair = DataDocument("pair.json", contents: "pair", empty: Load())

/// Writes `line` to standard output at once: a `print` would sit in a buffer that a crash
/// never flushes.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Prints `message` to standard error and exits with status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: ScenicDataExerciser COMMAND FOLDER …") }
let folder: DataFolder
do {
    folder = try DataFolder(path: arguments[1], lockWait: .seconds(60))
} catch {
    fail(error.message)
}

do {
    switch (arguments[0], arguments.count) {
    case ("count", 3):
        for _ in 0..<(Int(arguments[2]) ?? 0) {
            try folder.transaction { data throws(DataError) in
                var value = try data.read(counter).value
                value.count += 1
                try data.write(value, to: counter)
            }
        }
    case ("rewrite", 3):
        let bytes = Int(arguments[2]) ?? 0
        let first = try folder.read(load)
        if let repair = first.repair { fail("repaired: \(repair.message)") }
        var round = first.value.round
        // Bounded, so a test that dies before killing it leaves no process behind for long.
        let deadline = ContinuousClock.now + .seconds(20)
        // Said once, so a kill can wait for the writing rather than for a slow start.
        say("writing")
        while ContinuousClock.now < deadline {
            round += 1
            let filler = Data(repeating: UInt8(truncatingIfNeeded: round), count: bytes)
            try folder.transaction { data throws(DataError) in
                try data.write(Load(round: round, filler: filler), to: load)
            }
        }
    case ("pair", 3):
        let bytes = Int(arguments[2]) ?? 0
        let deadline = ContinuousClock.now + .seconds(20)
        say("writing")
        while ContinuousClock.now < deadline {
            try folder.transaction { data throws(DataError) in
                let round = try data.read(load).value.round + 1
                let filler = Data(repeating: UInt8(truncatingIfNeeded: round), count: bytes)
                try data.write(Load(round: round, filler: filler), to: load)
                try data.write(Load(round: round, filler: filler), to: pair)
            }
        }
    case ("hold", 4):
        let milliseconds = Int(arguments[3]) ?? 0
        try folder.transaction { _ throws(DataError) in
            _ = FileManager.default.createFile(atPath: arguments[2], contents: nil)
            usleep(UInt32(milliseconds) * 1000)
        }
    case ("turns", 5):
        let times = Int(arguments[2]) ?? 0
        let milliseconds = Int(arguments[3]) ?? 0
        let wait = try DataFolder(
            path: arguments[1], lockWait: .milliseconds(Int(arguments[4]) ?? 0))
        for _ in 0..<times {
            // Asked again as soon as it let go, as an app's loop of saves does.
            try wait.transaction { data throws(DataError) in
                var value = try data.read(counter).value
                value.count += 1
                try data.write(value, to: counter)
                usleep(UInt32(milliseconds) * 1000)
            }
        }
    case ("use-after-end", 2):
        let escaped = try folder.transaction { data throws(DataError) in data }
        say("escaped")
        _ = try escaped.read(counter)
        say("read after the end")
    case ("document", 3):
        let document = DataDocument(arguments[2], contents: "test", empty: Counter())
        say("made \(document.name)")
    default:
        fail("unknown command: \(arguments.joined(separator: " "))")
    }
} catch {
    fail(error.message)
}
