import Foundation

/// How one argument is typed and checked, without the Swift type its value is read as.
///
/// ``Command`` keeps its arguments in this form, so that matching, usage lines, help and
/// masking of secrets work on every screen's commands alike. Usable from inlinable code only
/// as the type of a custom value (see ``ArgumentValue``).
@usableFromInline
struct ArgumentSyntax: Equatable, Sendable {
    /// What the argument accepts.
    enum Kind: Equatable, Sendable {
        /// A whole number, within `range`.
        case integer(IntegerRange)
        /// A decimal number, read exactly, written as `notation` allows.
        case decimal(DecimalNotation)
        /// One word, or several in quotes.
        case text
        /// The rest of the line, exactly as typed.
        case restOfLine
        /// Text never shown: asked for with echo off when missing, masked when echoed.
        case secret
        /// A kind of the app's own: one word read by its parser.
        case custom(CustomKind)
        /// A fixed word, typed as it is (the argument's name, in any case): `to` in
        /// `move CARD to BOARD`. It holds no value.
        case word
    }

    /// An app's ``ArgumentKind`` without the Swift type of its values.
    struct CustomKind: Equatable, Sendable {
        var description: String
        var refusal: String
        var identity: ArgumentKindIdentity
        /// The value of a typed word, or the app's refusal (`nil` for ``refusal``).
        var read: @Sendable (String) -> Result<CustomValue, KindRefusal>

        static func == (first: CustomKind, second: CustomKind) -> Bool {
            first.identity == second.identity
        }
    }

    /// A value of an app's own kind, compared as its own type compares.
    @usableFromInline
    struct CustomValue: Equatable, Sendable {
        let value: any Sendable
        private let isEqual: @Sendable (any Sendable) -> Bool

        init<Value: Equatable & Sendable>(_ value: Value) {
            self.value = value
            isEqual = { ($0 as? Value) == value }
        }

        @usableFromInline
        static func == (first: CustomValue, second: CustomValue) -> Bool {
            first.isEqual(second.value)
        }
    }

    /// The placeholder shown in usage and help, such as `QTY`.
    var name: String
    var kind: Kind
    /// Whether the command may be typed without it.
    var isOptional: Bool
    /// Values Tab completion offers, such as the category names a screen shows.
    var offered: [String] = []
    /// What the argument accepts in the app's own words, for help; `nil` for the kind's.
    var description: String? = nil
    /// Whether an app's own kind (``Kind/custom(_:)``) reads the rest of the line as typed,
    /// rather than one word.
    var readsTheRest = false

    /// The argument as it reads in a usage line: `N`, or `[N]` when optional; nothing for a
    /// secret, which is asked for with echo off and should not be typed on the line.
    var usage: String {
        guard kind != .secret else { return "" }
        return isOptional ? "[\(name)]" : name
    }

    /// What the argument accepts, for help: `a whole number from 1 to 99`.
    var accepts: String {
        // The app's words, and for the rest of a line that it is taken as typed: quotes and
        // all (a stranger's filter said only what it matched, and quotes looked special).
        if let description {
            return isTakenAsTyped ? description + " (the rest of the line, as typed)" : description
        }
        if readsTheRest, case .custom(let kind) = kind {
            return kind.description + " (the rest of the line, as typed)"
        }
        return switch kind {
        case .integer(let range): "a whole number" + range.description
        case .decimal(let notation): notation.description
        case .text: "a word, or words in quotes"
        case .restOfLine: "the rest of the line, as typed"
        case .secret: "asked for after the command, without showing it"
        case .custom(let kind): kind.description
        case .word: "the word \"\(name)\""
        }
    }

    /// Whether the argument takes every word left on the line.
    var takesRestOfLine: Bool {
        kind == .restOfLine || kind == .secret || readsTheRest
    }

    /// Whether the argument is the rest of the line as typed, quotes and all: text, or read by
    /// an app's own kind.
    var isTakenAsTyped: Bool {
        kind == .restOfLine || readsTheRest
    }
}

/// How a decimal argument may be written besides plain digits: with grouping separators
/// (`1,234.50`) and with a currency sign (`$12.50`, `-$3`).
struct DecimalNotation: Equatable, Sendable {
    /// Whether commas may group the whole part by thousands.
    var allowsGrouping = false
    /// The currency sign that may stand before the digits (after a minus sign), if any.
    var currencySign: String? = nil

    /// What the argument accepts, for help.
    var description: String {
        let example = (currencySign ?? "") + (allowsGrouping ? "1,234.50" : "12.50")
        return (currencySign == nil ? "a number" : "an amount") + " such as " + example
    }

    /// The number `typed` writes in this notation, exactly; `nil` when it writes none.
    func value(of typed: String) -> Decimal? {
        // Plain decimals (no grouping, no currency sign) skip the rewrite.
        let plain = self == DecimalNotation() ? typed : plain(typed)
        return plain.flatMap(Self.exactDecimal)
    }

    /// `typed` as a decimal when it is written plainly (`12`, `-3.5`, `.75`), else `nil`.
    ///
    /// `Decimal(string:)` alone accepts prefixes such as `12abc`, so the shape is checked first.
    private static func exactDecimal(_ typed: String) -> Decimal? {
        var digits = typed.unicodeScalars[...]
        if let sign = digits.first, sign == "-" || sign == "+" {
            digits = digits.dropFirst()
        }
        let parts = String(digits).split(separator: ".", omittingEmptySubsequences: false)
        guard
            (1...2).contains(parts.count),
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            parts.contains(where: { !$0.isEmpty })
        else { return nil }
        return Decimal(string: typed, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// `typed` without its currency sign and grouping commas, when they stand where this
    /// notation allows them; `nil` when they do not.
    private func plain(_ typed: String) -> String? {
        var text = Substring(typed)
        var sign = ""
        if let first = text.first, first == "-" || first == "+" {
            sign = String(first)
            text = text.dropFirst()
        }
        if let currencySign, text.hasPrefix(currencySign) {
            text = text.dropFirst(currencySign.count)
        }
        guard allowsGrouping, text.contains(",") else { return sign + text }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let groups = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        // 1,234,567: a first group of one to three digits, then groups of exactly three.
        guard (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return nil }
        return sign + groups.joined() + (parts.count == 2 ? "." + parts[1] : "")
    }
}

/// The whole numbers an integer argument accepts; either end may be open.
struct IntegerRange: Equatable, Sendable {
    var lowest: Int?
    var highest: Int?

    /// Every `Int`.
    static let any = IntegerRange(lowest: nil, highest: nil)

    func contains(_ value: Int) -> Bool {
        value >= (lowest ?? .min) && value <= (highest ?? .max)
    }

    /// The range after "a whole number": ` from 1 to 99`, `, 1 or more`, or nothing.
    var description: String {
        switch (lowest, highest) {
        case (let low?, let high?): " from \(low) to \(high)"
        case (let low?, nil): ", \(low) or more"
        case (nil, let high?): ", \(high) or less"
        case (nil, nil): ""
        }
    }

    /// The range as words after "must be": `from 1 to 99`, `at least 1`; `nil` for any.
    var requirement: String? {
        switch (lowest, highest) {
        case (let low?, let high?): "from \(low) to \(high)"
        case (let low?, nil): "at least \(low)"
        case (nil, let high?): "at most \(high)"
        case (nil, nil): nil
        }
    }
}
