/// How one argument is typed and checked, without the Swift type its value is read as.
///
/// ``Command`` keeps its arguments in this form, so that matching, usage lines, help and
/// masking of secrets work on every screen's commands alike.
struct ArgumentSyntax: Equatable, Sendable {
    /// What the argument accepts.
    enum Kind: Equatable, Sendable {
        /// A whole number, within `range`.
        case integer(IntegerRange)
        /// A decimal number, read exactly.
        case decimal
        /// One word, or several in quotes.
        case text
        /// The rest of the line, exactly as typed.
        case restOfLine
        /// Text never shown: asked for with echo off when missing, masked when echoed.
        case secret
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

    /// The argument as it reads in a usage line: `N`, or `[N]` when optional; nothing for a
    /// secret, which is asked for with echo off and should not be typed on the line.
    var usage: String {
        guard kind != .secret else { return "" }
        return isOptional ? "[\(name)]" : name
    }

    /// What the argument accepts, for help: `a whole number from 1 to 99`.
    var accepts: String {
        if let description { return description }
        return switch kind {
        case .integer(let range): "a whole number" + range.description
        case .decimal: "a number such as 12.50"
        case .text: "a word, or words in quotes"
        case .restOfLine: "the rest of the line, as typed"
        case .secret: "asked for after the command, without showing it"
        }
    }

    /// Whether the argument takes every word left on the line.
    var takesRestOfLine: Bool {
        kind == .restOfLine || kind == .secret
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
