/// A damaged data file that a store moved aside instead of overwriting.
struct MovedAsideFile: Hashable, Sendable {
    /// Why a data file could not be used.
    enum Damage: Error, Hashable, Sendable {
        /// The bytes are not UTF-8 text.
        case notUTF8
        /// The text is not JSON (an empty file included).
        case notJSON
        /// The JSON does not describe the stored value.
        case wrongShape
        /// The values break the shop's rules: an unknown product, a negative price, two
        /// orders with one number, a total that does not match its lines.
        case breaksRules(String)

        /// The damage as words for the middle of a sentence.
        var description: String {
            switch self {
            case .notUTF8: return "not UTF-8 text"
            case .notJSON: return "not valid JSON"
            case .wrongShape: return "not in the expected format"
            case .breaksRules(let reason): return "not valid (\(reason))"
            }
        }
    }

    /// What the file held, for messages: `cart` or `order history`.
    let contents: String
    /// Where the file was.
    let originalPath: String
    /// Where the file is now; an earlier moved-aside file is never replaced.
    let movedPath: String
    /// What was wrong with it.
    let damage: Damage

    /// A full sentence for the screen: what happened, where the data went, what to do.
    ///
    /// ```
    /// /data/cart.json was not valid JSON, so it was moved to /data/cart.json.corrupt and your
    /// cart starts empty. Open the moved file to recover anything you need.
    /// ```
    var message: String {
        "\(originalPath) was \(damage.description), so it was moved to \(movedPath) and your "
            + "\(contents) starts empty. Open the moved file to recover anything you need."
    }
}
