import Foundation
import ScenicData

/// The facts looked up on this machine, newest first: `facts.json` in the data folder.
///
/// Every change reads, changes and writes the file in one ``DataFolder`` transaction, so two
/// processes sharing the folder lose nothing, and a kill mid-write leaves the old file whole.
/// A fact breaking the rules (a number out of range, an empty text, a text or source over
/// ``textLimit`` characters or ``textByteLimit`` bytes, a date before 1970) is dropped on read,
/// keeping the others and a copy of the file as it was, and is never written. A file that
/// cannot be used at all is moved aside to `facts.json.corrupt`, never overwritten. Both are
/// named on screen. At most ``capacity`` facts are kept: a file holding more (edited by hand,
/// or another version's) has the oldest dropped on read like a fact breaking the rules, with a
/// copy and a note.
struct FactCache: Sendable {
    /// The most facts kept; older ones are dropped.
    static let capacity = 200
    /// The longest fact text, and source, kept, in characters.
    static let textLimit = 2_000
    /// The most bytes (UTF-8) a fact text, or source, kept may have.
    ///
    /// Characters alone bound nothing: one character can carry any number of marks (a letter
    /// with 30,000 accents is 60 KB), and a file of such facts passes the size a data file may
    /// be (``DataDocument/defaultSizeLimit``, 8 MiB), after which no fact can be saved. Held
    /// to this, a text or source is stored in at most 14,000 bytes (a control character
    /// takes six, `\u0001`, and there can be no more of them than ``textLimit``), so
    /// ``capacity`` facts take under 6 MB, with room to spare.
    static let textByteLimit = 4_000

    /// What a load found besides the facts.
    struct Loaded: Equatable, Sendable {
        /// The facts, newest first.
        var facts: [Fact]
        /// What was set right in the file, as a sentence for the screen; `nil` when nothing was.
        var movedAside: String?
    }

    /// The data folder.
    let folder: DataFolder

    /// The facts file.
    static let document = DataDocument<[Fact]>(
        "facts.json", contents: "fact list", empty: [], rules: checked)

    /// The facts, newest first.
    ///
    /// - Throws: ``DataError`` when the file cannot be read or set right.
    func load() throws(DataError) -> Loaded {
        let read = try folder.read(Self.document)
        return Loaded(facts: read.value, movedAside: read.repair?.message)
    }

    /// Adds `fact` as the newest; returns the load it changed (for a note of what was set
    /// right).
    ///
    /// - Throws: ``DataError``; ``DataError/breaksRules(path:problem:)`` when `fact` is not one
    ///   the rules keep, and then nothing is saved.
    func record(_ fact: Fact) throws(DataError) -> Loaded {
        try folder.transaction { data throws(DataError) in
            let read = try data.read(Self.document)
            let facts = Array(([fact] + read.value).prefix(Self.capacity))
            try data.write(facts, to: Self.document)
            return Loaded(facts: facts, movedAside: read.repair?.message)
        }
    }

    /// What a ``clear(_:)`` did.
    struct Cleared: Equatable, Sendable {
        /// How many of the facts listed were forgotten: fewer when some were gone already
        /// (another copy of the app forgot them, or saved so many that they were dropped).
        var forgotten: Int
        /// The facts kept, newest first: ones another copy of the app saved after the list
        /// was read.
        var facts: [Fact]
        /// What reading the file first set right, or where the file replaced was moved with
        /// facts this version cannot read, as a sentence for the screen; `nil` when neither.
        var movedAside: String?
    }

    /// Forgets `listed`, the facts the user was shown when asked, and keeps any other: one
    /// another copy of the app saved after the list was read was never shown, so it is not
    /// the user's to forget.
    ///
    /// With nothing else left, the file is replaced whole: fields a newer version added go
    /// too, as the user asked to forget every fact that had them (a save that keeps facts
    /// refuses to drop them, and so does this one when it keeps some). It is read first, so a
    /// damaged file, whose facts the user never saw, is moved aside and named rather than
    /// overwritten.
    ///
    /// - Throws: ``DataError`` when the file cannot be read, set right or written; the facts
    ///   are then as they were.
    func clear(_ listed: [Fact]) throws(DataError) -> Cleared {
        try folder.transaction { data throws(DataError) in
            let read = try data.read(Self.document)
            // Counted, not a set: two facts can be alike in every field (one number looked up
            // twice in a second), and each listed forgets one of them, the oldest (one saved
            // since is newer), so what is kept keeps its place.
            var left = Dictionary(listed.map { ($0, 1) }, uniquingKeysWith: +)
            var kept: [Fact] = []
            for fact in read.value.reversed() {
                if let count = left[fact], count > 0 {
                    left[fact] = count - 1
                } else {
                    kept.append(fact)
                }
            }
            kept.reverse()
            var keptAt: String? = nil
            if kept.isEmpty {
                keptAt = try data.replace(Self.document, with: [])
            } else if kept.count < read.value.count {
                try data.write(kept, to: Self.document)
            }
            // The file moved aside is named, in place of what the read said (that the file was
            // left as it was): unnamed, the facts this version cannot read, which went with it,
            // looked forgotten (found by a hostile tester).
            let path = read.repair?.path ?? folder.path + "/" + Self.document.name
            return Cleared(
                forgotten: read.value.count - kept.count, facts: kept,
                movedAside: keptAt.map { Self.keptAside(path, at: $0) } ?? read.repair?.message)
        }
    }

    /// The sentence for a file `clear` replaced, which held facts this version of the app
    /// could not read, kept aside at `keptAt`.
    static func keptAside(_ path: String, at keptAt: String) -> String {
        "The facts in \(path) that this version of the app could not read were not forgotten: "
            + "the file as it was is now at \(keptAt). Open it with the version of the app "
            + "that wrote them, or fix it by hand, to get them back."
    }

    /// `error`'s sentence for the screen, saying how to make room when a fact was not saved
    /// for the file's size.
    ///
    /// The rules keep ``capacity`` facts far under the size a data file may be, so a save
    /// refused for size is not expected; should one be, the data layer's words say what
    /// happened but not what to do, and only the user may forget facts to make room.
    static func message(for error: DataError) -> String {
        switch error {
        case .tooLarge, .afterRepairs(.tooLarge, _):
            return error.message
                + " To make room, forget the saved facts: \"history\", then \"clear\"."
        default:
            return error.message
        }
    }

    /// The facts the rules keep, and what was wrong with each one dropped.
    ///
    /// Facts past the ``capacity`` newest ones are dropped too: a save keeps no more, so a
    /// read that let them through would have the next save drop them unsaid. Dropped here,
    /// they are kept in the copy of the file and named on screen.
    private static func checked(_ facts: [Fact]) -> DataCheck<[Fact]> {
        var kept: [Fact] = []
        var problems: [String] = []
        for fact in facts {
            if let problem = problem(with: fact) {
                problems.append("the fact about \(fact.number): \(problem)")
            } else if kept.count == capacity {
                problems.append(
                    "the fact about \(fact.number): older than the \(capacity) newest facts kept")
            } else {
                kept.append(fact)
            }
        }
        return problems.isEmpty ? .valid : .repaired(kept: kept, problems: problems)
    }

    /// Why a fact is not one this app makes, or `nil`.
    private static func problem(with fact: Fact) -> String? {
        guard (0...TriviaNumber.largest).contains(fact.number) else {
            return "a number out of range"
        }
        guard !fact.text.isEmpty else { return "an empty text" }
        if let excess = excess(of: fact.text) { return "a text \(excess)" }
        // A source is an address: one as long as a file holds (4 MB, by hand) would fill the
        // screen and the memory of every read.
        if let excess = excess(of: fact.source) { return "a source \(excess)" }
        guard fact.fetchedAt.timeIntervalSince1970 >= 0 else { return "a date before 1970" }
        return nil
    }

    /// How `text`, a fact's text or source, is longer than a fact's may be, in words for after
    /// "a text" (`over 4,000 bytes`), or `nil` when it is not.
    ///
    /// The one rule for a fact's length: the facts read and saved here keep it, and so does
    /// what a server answers (``HTTPTriviaRemote``), which is not shown if it could not be
    /// saved.
    static func excess(of text: String) -> String? {
        let bytes = text.utf8.count
        guard bytes <= textByteLimit else {
            return "over \(textByteLimit.formatted(.number.grouping(.automatic))) bytes"
        }
        // Counting characters walks the whole text; it can have no more than it has bytes, so
        // the count is only needed for long texts (the rules run on every write).
        guard bytes <= textLimit || text.count <= textLimit else {
            return "over \(textLimit.formatted(.number.grouping(.automatic))) characters"
        }
        return nil
    }
}

/// Facts are written once each: a save that puts a new fact first encodes only that one.
/// `Fact`'s `==` is synthesized, so it compares everything a fact stores.
extension Fact: DataRecord {}
