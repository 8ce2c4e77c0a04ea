/// A damaged document that a read set right without losing it: the file as it was is kept
/// aside, under a name no earlier file has, and ``message`` says so for the screen.
public struct DataRepair: Hashable, Sendable {
    /// What was wrong, and what the read used instead.
    public enum Damage: Hashable, Sendable {
        /// Nothing in the file could be used (not UTF-8, not JSON, a key given twice, too large,
        /// or invalid as a whole), so the document starts empty. The words fit the middle of a
        /// sentence: `not valid JSON`.
        case unusable(String)
        /// These records broke the rules, or held bytes that are not UTF-8, and were left out;
        /// the rest were kept.
        case recordsDropped([String])
        /// These records could not be decoded (or broke the rules), and were left out of the
        /// value read; the file is left as it is, as another version's (one that renamed a
        /// field, changed its kind or added a case), or since the records kept hold fields a
        /// newer version of the app added (named), which saving the rest would drop. Writes to
        /// it are refused (``DataError/newerFields(path:fields:)``) until that version opens
        /// it, or the file is fixed or moved away by hand.
        case recordsLeftInPlace([String], newerFields: [String])
    }

    /// What the document holds, for messages, singular or plural: `cart`, `saved facts`.
    public let contents: String
    /// The document's path.
    public let path: String
    /// Where the file as it was is now: `cart.json.corrupt`, or `cart.json.corrupt-2`, … when
    /// that name is taken; ``path`` itself when the file was left in place.
    public let keptAt: String
    /// What was wrong.
    public let damage: Damage
    /// Whether the document started over from defaults its app gives (categories to start
    /// with) rather than from nothing, when nothing in the file could be used.
    public let startsFromDefaults: Bool

    /// The repair of `path`, kept at `keptAt`; test doubles of an app's stores make these.
    ///
    /// `startsFromDefaults`: the document's empty value holds something, which an unusable
    /// file leaves in its place (the message says so, not "nothing").
    public init(
        contents: String, path: String, keptAt: String, damage: Damage,
        startsFromDefaults: Bool = false
    ) {
        self.contents = contents
        self.path = path
        self.keptAt = keptAt
        self.damage = damage
        self.startsFromDefaults = startsFromDefaults
    }

    /// A full sentence for the screen: what happened, where the data went, what to do.
    ///
    /// ```
    /// /data/cart.json was not valid JSON, so it was moved to /data/cart.json.corrupt, and for
    /// now there is nothing in your cart. Open the moved file to recover anything you need.
    /// ```
    ///
    /// When the document starts over from its app's defaults, "for now the app uses its
    /// defaults for your categories". The words around ``contents`` fit a singular and a
    /// plural alike ("nothing in your notes"), so an app names its data as it would in a
    /// sentence.
    public var message: String {
        // What the file holds, and its path, are quoted: written visibly (see VisibleWords).
        VisibleWords.escaping(words)
    }

    /// ``message`` before its control characters are written visibly.
    private var words: String {
        switch damage {
        case .unusable(let description):
            let left =
                startsFromDefaults
                ? "the app uses its defaults for your \(contents)"
                : "there is nothing in your \(contents)"
            return "\(path) was \(description), so it was moved to \(keptAt), and for now "
                + "\(left). Open the moved file to recover anything you need."
        case .recordsDropped(let problems):
            // Neutral words: a record may break the rules or be one this version cannot decode.
            return "\(path) had \(Self.records(problems)), left out; everything else in "
                + "your \(contents) is kept. The file as it was is at \(keptAt)."
        case .recordsLeftInPlace(let problems, let fields) where fields.isEmpty:
            return
                "\(path) holds what this version of the app cannot read "
                + "(\(Self.listed(problems))): another version of the app may have written it, "
                + "or it was edited by hand. "
                + "The file is left as it is. Open it with that version, or fix it or move it "
                + "away to start again; until then, changes to your \(contents) are not saved."
        case .recordsLeftInPlace(let problems, let fields):
            return "\(path) has \(Self.records(problems)), left out for now. The file is "
                + "left as it is: it also holds fields a newer version of the app added "
                + "(\(Self.named(fields))), which saving without those records would drop. Open "
                + "it with that version, or fix the records by hand; until then, changes to "
                + "your \(contents) are not saved."
        }
    }

    /// `2 records that could not be used (record 2: …; record 5: …)`, at most three said,
    /// then what was wrong outside the records: `and 3 bytes after its closing bracket`.
    private static func records(_ problems: [String]) -> String {
        // The file's own problems (bytes after its closing bracket, its end cut off) are
        // no record's, and are said apart, after the records'.
        let ofRecords = problems.filter { !ArrayRecordScan.isEndProblem($0) }
        let ofTheFile = problems.filter(ArrayRecordScan.isEndProblem)
        var parts: [String] = []
        if !ofRecords.isEmpty {
            let records = ArrayRecordScan.recordsCounted(ofRecords)
            parts.append("\(records) that could not be used (\(listed(ofRecords)))")
        }
        return (parts + ofTheFile).joined(separator: " and ")
    }

    /// `record 2: …; record 5: …; and 3 more`, at most three said.
    private static func listed(_ problems: [String]) -> String {
        problems.prefix(3).map { VisibleWords.shortened($0, longest: 500) }
            .joined(separator: "; ")
            + (problems.count > 3 ? "; and \(problems.count - 3) more" : "")
    }

    /// `note, tags and 2 more`; a field named by the empty string is `""` (it read `()`).
    static func named(_ fields: [String]) -> String {
        fields.prefix(3).map { $0.isEmpty ? "\"\"" : VisibleWords.shortened($0) }
            .joined(separator: ", ")
            + (fields.count > 3 ? " and \(fields.count - 3) more" : "")
    }
}
