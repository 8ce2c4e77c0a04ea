import Foundation

/// How a log line writes a value: cases and fields as the app's code spells them, without the
/// module and type names Swift puts before every nested value.
///
/// `String(describing:)` writes a case with a payload of another enum as
/// `cartSummary(StorefrontKit.CartSummaryLogic.Action.open)` and an effect as
/// `push(StorefrontKit.StorefrontRoute.cart)`; a log reads better as `cartSummary(open)` and
/// `push(cart)`. Strings stay quoted and escaped; a type with a description of its own (a date,
/// a duration) keeps it.
package enum LogValue {
    /// `value` as a log line writes it.
    static func describe(_ value: Any) -> String {
        var text = ""
        write(value, into: &text, limit: .max)
        return text
    }

    /// `value` as a log line writes it, appended to `text` until `text` holds more than `limit`
    /// bytes: a line that keeps only its start need not walk a payload of millions of elements
    /// (a log explorer's 9 million matches took 5 s and 115 MB to write whole, then cut).
    static func write(_ value: Any, into text: inout String, limit: Int) {
        var bounded = Bounded(text: text, limit: limit)
        text = ""
        write(value, into: &bounded, depth: 0)
        text = bounded.text
    }

    /// How deep a value is followed: deeper parts, which only a value that holds itself could
    /// reach, are written `…`.
    private static let deepest = 16

    private static func write(_ value: Any, into text: inout Bounded, depth: Int) {
        guard !text.isFull else { return }
        guard depth < deepest else {
            text += "…"
            return
        }
        if let string = value as? String {
            // A long text's start is as much of it as the line can keep.
            let room = text.room
            text += quoted(string.utf8.count > room ? String(string.prefix(room)) : string)
            return
        }
        if let logged = value as? any LoggedAsText {
            text += logged.logText
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first {
                write(wrapped.value, into: &text, depth: depth + 1)
            } else {
                text += "nil"
            }
        case .enum where !(value is any CustomStringConvertible):
            guard let payload = mirror.children.first, let name = payload.label else {
                // A case without a payload: Swift writes its name alone.
                text += String(describing: value)
                return
            }
            text += name + "("
            let fields = Mirror(reflecting: payload.value)
            if fields.displayStyle == .tuple {
                writeFields(fields, into: &text, depth: depth + 1)
            } else {
                write(payload.value, into: &text, depth: depth + 1)
            }
            text += ")"
        case .collection, .set:
            text += "["
            for (index, element) in mirror.children.enumerated() {
                guard !text.isFull else { break }
                if index > 0 { text += ", " }
                write(element.value, into: &text, depth: depth + 1)
            }
            text += "]"
        case .dictionary:
            text += "["
            for (index, entry) in mirror.children.enumerated() {
                guard !text.isFull else { break }
                if index > 0 { text += ", " }
                let pair = Mirror(reflecting: entry.value).children.map(\.value)
                guard pair.count == 2 else { continue }
                write(pair[0], into: &text, depth: depth + 1)
                text += ": "
                write(pair[1], into: &text, depth: depth + 1)
            }
            text += mirror.children.isEmpty ? ":]" : "]"
        case .tuple:
            text += "("
            writeFields(mirror, into: &text, depth: depth + 1)
            text += ")"
        case .struct where !(value is any CustomStringConvertible),
            .class where !(value is any CustomStringConvertible):
            text += String(describing: type(of: value)) + "("
            writeFields(mirror, into: &text, depth: depth + 1)
            text += ")"
        default:
            text += String(describing: value)
        }
    }

    /// `string` as a Swift literal spells it: `debugDescription`, but for the apostrophes it
    /// escapes, which a literal in double quotes never needs (`"O'Brien"`, not `"O\'Brien"`).
    ///
    /// `debugDescription` escapes every apostrophe, so each `\'` in it is one, whatever
    /// backslashes come before it.
    package static func quoted(_ string: String) -> String {
        let escaped = string.debugDescription
        guard string.contains("'") else { return escaped }
        return escaped.replacingOccurrences(of: "\\'", with: "'")
    }

    /// What stands for `spelling` of a secret where it is hidden, and what replaces it:
    /// `spelling` itself, with `mask`; one of one or two characters only as a whole quoted
    /// value (`"42"`, with `"mask"`), since hidden wherever it stands, `o` would show as a
    /// pattern in every word (`L•••gin`).
    static func hiding(_ spelling: String, with mask: String) -> (hidden: String, shown: String) {
        spelling.count < 3 ? ("\"" + spelling + "\"", "\"" + mask + "\"") : (spelling, mask)
    }

    /// The ways `secret` can stand in a line of values: as typed, inside the quotes of
    /// ``quoted(_:)`` (`pa\"ss` for `pa"ss`), where a search for it as typed misses it, and
    /// both without the spaces at its ends, which a Logic may trim (`  lovelace ` checked as
    /// `lovelace`); the longest first.
    static func spellings(of secret: String) -> [String] {
        var spellings: [String] = []
        let trimmed = secret.trimmingCharacters(in: .whitespacesAndNewlines)
        for text in [secret, trimmed] where !text.isEmpty {
            let inside = String(quoted(text).dropFirst().dropLast())
            for spelling in [inside, text] where !spellings.contains(spelling) {
                spellings.append(spelling)
            }
        }
        return spellings.sorted { $0.count > $1.count }
    }

    /// `label: value, …`, leaving out the labels Swift gives unlabeled elements (`.0`).
    private static func writeFields(_ mirror: Mirror, into text: inout Bounded, depth: Int) {
        var isFirst = true
        for field in mirror.children {
            guard !text.isFull else { break }
            if !isFirst { text += ", " }
            isFirst = false
            if let label = field.label, !label.hasPrefix(".") { text += label + ": " }
            write(field.value, into: &text, depth: depth)
        }
    }
}

/// Text being written, which stops growing once it holds more than its limit of bytes.
private struct Bounded {
    private(set) var text: String
    let limit: Int

    init(text: String, limit: Int) {
        self.text = text
        self.limit = limit
    }

    /// Whether the text holds more than ``limit`` bytes: nothing more is written.
    var isFull: Bool { text.utf8.count > limit }

    /// How many bytes more the text takes before it is full.
    var room: Int {
        // Counted without passing Int.max, the limit of a description written whole.
        let left = limit - text.utf8.count
        return left < 0 ? 0 : left == .max ? .max : left + 1
    }

    static func += (bounded: inout Bounded, more: String) {
        guard !bounded.isFull else { return }
        bounded.text += more
    }
}

/// A value a log line writes in words of its own, where its fields would show its workings.
protocol LoggedAsText {
    /// The value as a log line writes it.
    var logText: String { get }
}
