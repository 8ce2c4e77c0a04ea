/// A damaged document that a read set right without losing it: the file as it was is kept
/// aside, under a name no earlier file has, and ``message`` says so for the screen.
public struct DataRepair: Hashable, Sendable {
    /// What was wrong, and what the read used instead.
    public enum Damage: Hashable, Sendable {
        /// Nothing in the file could be used (not UTF-8, not JSON, the wrong shape, too large,
        /// or invalid as a whole), so the document starts empty. The words fit the middle of a
        /// sentence: `not valid JSON`.
        case unusable(String)
        /// These records broke the rules, or could not be decoded, and were left out; the rest
        /// were kept.
        case recordsDropped([String])
    }

    /// What the document holds, for messages, singular or plural: `cart`, `saved facts`.
    public let contents: String
    /// The document's path.
    public let path: String
    /// Where the file as it was is now: `cart.json.corrupt`, or `cart.json.corrupt-2`, … when
    /// that name is taken.
    public let keptAt: String
    /// What was wrong.
    public let damage: Damage

    /// The repair of `path`, kept at `keptAt`; test doubles of an app's stores make these.
    public init(contents: String, path: String, keptAt: String, damage: Damage) {
        self.contents = contents
        self.path = path
        self.keptAt = keptAt
        self.damage = damage
    }

    /// A full sentence for the screen: what happened, where the data went, what to do.
    ///
    /// ```
    /// /data/cart.json was not valid JSON, so it was moved to /data/cart.json.corrupt, and for
    /// now there is nothing in your cart. Open the moved file to recover anything you need.
    /// ```
    ///
    /// The words around ``contents`` fit a singular and a plural alike ("nothing in your
    /// notes"), so an app names its data as it would in a sentence.
    public var message: String {
        switch damage {
        case .unusable(let description):
            return "\(path) was \(description), so it was moved to \(keptAt), and for now there "
                + "is nothing in your \(contents). Open the moved file to recover anything you need."
        case .recordsDropped(let problems):
            let shown = problems.prefix(3).joined(separator: "; ")
            let more = problems.count > 3 ? "; and \(problems.count - 3) more" : ""
            let records = problems.count == 1 ? "1 record" : "\(problems.count) records"
            // Neutral words: a record may break the rules or be one this version cannot decode.
            return "\(path) had \(records) that could not be used (\(shown)\(more)), left out of "
                + "your \(contents); the rest is kept. The file as it was is at \(keptAt)."
        }
    }
}
