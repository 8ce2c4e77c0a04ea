import Foundation

/// One argument of a ``Command``: how it is typed, and a typed key to read its value with.
///
/// Declare each argument once, as a static property of the View, and use the same value in the
/// command and in the Interactor; the console checks what was typed (kind and range) before the
/// Interactor sees it:
///
/// ```swift
/// struct CartView: View {
///     enum Name: String, CommandName { case qty }
///     static let line = Argument.integer("N", in: 1...)
///     static let quantity = Argument.integer("Q", in: 1...99)
///     let commands = [Command(Name.qty, line, quantity, help: "Set line N's quantity to Q")]
///     // …
/// }
///
/// // In the Interactor: both are `Int`, never optional.
/// case .qty: .setQuantity(line: input[CartView.line], quantity: input[CartView.quantity])
/// ```
///
/// `qty 1 120` is refused with `qty: Q must be from 1 to 99, got "120"` without any scene code.
/// ``optional`` and ``optional(default:)`` make an argument that may be left out.
public struct Argument<Value: Sendable>: Sendable {
    /// How the argument is typed and checked.
    let syntax: ArgumentSyntax
    /// The value read when the argument was not typed: `nil` for a required argument.
    let valueWhenMissing: Value?

    /// The placeholder shown in usage and help, such as `QTY`.
    public var name: String { syntax.name }

    /// The argument as it reads in a usage line: `N`, or `[N]` when optional.
    public var usage: String { syntax.usage }

    /// What the argument accepts, as `help` says it: `a whole number from 1 to 99`.
    public var accepts: String { syntax.accepts }

    init(_ syntax: ArgumentSyntax, valueWhenMissing: Value?) {
        self.syntax = syntax
        self.valueWhenMissing = valueWhenMissing
    }

    /// The same argument, which may be left out; its value is then `nil`.
    ///
    /// Only the last arguments of a command may be optional.
    public var optional: Argument<Value?> {
        var syntax = syntax
        syntax.isOptional = true
        return Argument<Value?>(syntax, valueWhenMissing: .some(nil))
    }

    /// The same argument, offering `values` to Tab completion at a terminal.
    ///
    /// Say, the category names a screen shows. What is typed is still checked as the
    /// argument's kind says.
    ///
    /// The values are the View's, fixed when its scene is made. A list the user changes on the
    /// screen (decks added, members removed) is offered as it is now by the Presenter
    /// (``ViewContent/offer(_:for:)``), whose values replace these, or by a question whose kind
    /// offers them from the state (``ArgumentKind/offering(_:)``).
    ///
    /// ```swift
    /// Command(Name.category, Self.category.offering(categories), help: "Show one category")
    /// ```
    public func offering(_ values: [String]) -> Argument<Value> {
        var syntax = syntax
        syntax.offered = values
        return Argument(syntax, valueWhenMissing: valueWhenMissing)
    }

    /// The same argument, described in `help` in the app's own words.
    ///
    /// ```swift
    /// // help: AMOUNT — an amount such as 1,000 or 12.50
    /// static let amount = Argument.text("AMOUNT").described(as: "an amount such as 1,000 or 12.50")
    /// ```
    public func described(as words: String) -> Argument<Value> {
        var syntax = syntax
        syntax.description = words
        return Argument(syntax, valueWhenMissing: valueWhenMissing)
    }

    /// The same argument, which may be left out; its value is then `value`.
    ///
    /// ```swift
    /// static let quantity = Argument.integer("QTY", in: 1...99).optional(default: 1)
    /// ```
    public func optional(default value: Value) -> Argument<Value> {
        var syntax = syntax
        syntax.isOptional = true
        return Argument(syntax, valueWhenMissing: value)
    }

    /// Reads this argument's value from checked values: typed, or its value when missing.
    ///
    /// The console only builds inputs whose values fit their commands, so a failed read is a
    /// programming mistake: the key of another command's argument was used.
    func value(in values: ArgumentValues, of command: String) -> Value {
        guard values.declares(syntax) else {
            let declared = ([command] + values.declared.map(\.usage)).joined(separator: " ")
            preconditionFailure(
                "Argument \(syntax.usage) (\(syntax.accepts)) is not one of the arguments of "
                    + "\"\(declared)\"; read each command's values with the keys it was "
                    + "declared with.")
        }
        guard let typed = values.byName[syntax.name] else {
            guard let valueWhenMissing else {
                preconditionFailure(
                    "Argument \(syntax.name) of \"\(command)\" was not typed and has no value "
                        + "when missing.")
            }
            return valueWhenMissing
        }
        guard let value = typed.payload as? Value else {
            preconditionFailure(
                "Argument \(syntax.name) of \"\(command)\" holds \(typed.payload), "
                    + "not a \(Value.self); it was declared with another key.")
        }
        return value
    }
}

extension Argument where Value == Int {
    /// A whole number such as `3` or `-2`, from `range` when given (`1...99`).
    public static func integer(_ name: String, in range: ClosedRange<Int>) -> Argument<Int> {
        integer(name, IntegerRange(lowest: range.lowerBound, highest: range.upperBound))
    }

    /// A whole number of at least `range`'s lower bound (`1...`).
    public static func integer(_ name: String, in range: PartialRangeFrom<Int>) -> Argument<Int> {
        integer(name, IntegerRange(lowest: range.lowerBound, highest: nil))
    }

    /// Any whole number that fits an `Int`.
    public static func integer(_ name: String) -> Argument<Int> {
        integer(name, .any)
    }

    private static func integer(_ name: String, _ range: IntegerRange) -> Argument<Int> {
        Argument(
            ArgumentSyntax(name: name, kind: .integer(range), isOptional: false),
            valueWhenMissing: nil)
    }
}

extension Argument where Value == Decimal {
    /// A decimal number such as `12.50`; read exactly, never through `Double`.
    ///
    /// - Parameters:
    ///   - groupingSeparators: whether commas may group thousands (`1,234.50`).
    ///   - currencySign: a sign that may stand before the digits (`$12.50`, `-$3`).
    public static func decimal(
        _ name: String, groupingSeparators: Bool = false, currencySign: String? = nil
    ) -> Argument<Decimal> {
        let notation = DecimalNotation(
            allowsGrouping: groupingSeparators, currencySign: currencySign)
        return Argument(
            ArgumentSyntax(name: name, kind: .decimal(notation), isOptional: false),
            valueWhenMissing: nil)
    }
}

extension Argument where Value == Void {
    /// A fixed word the command takes at this place, such as `to` in `move CARD to BOARD`.
    ///
    /// Typed as it is, in any case; shown as it is in usage and help; offered by Tab; and
    /// holding no value, so the Interactor never reads it. A line with another word in its
    /// place is refused (`move: type "to" here, got "into". Usage: move CARD to BOARD`), as a
    /// line that stops before it is; on a screen that takes free text, a line with more words
    /// than the command takes is text, as for any command.
    ///
    /// ```swift
    /// static let to = Argument.word("to")
    /// let commands = [Command(Name.move, card, to, board, help: "Move card CARD to BOARD")]
    /// ```
    ///
    /// - Precondition: `word` is one word: not empty, no spaces or control characters.
    public static func word(_ word: String) -> Argument<Void> {
        precondition(
            !word.isEmpty && !word.contains(where: \.isWhitespace)
                && !VisibleText.containsControlCharacters(word),
            "Argument.word(\"\(word)\"): a fixed word is one word, without spaces")
        return Argument<Void>(
            ArgumentSyntax(name: word, kind: .word, isOptional: false, offered: [word]),
            valueWhenMissing: ())
    }
}

extension Argument where Value == String {
    /// One word, or several in quotes (`"blue shirt"`).
    ///
    /// Quotes with nothing to see in them (`""`, `"  "`) are refused with the command's usage,
    /// and the spaces and invisible characters at the ends inside them are left out (`"  blue
    /// shirt "` is `blue shirt`), as a question's ``ArgumentKind/text(_:)`` does with an
    /// answer; for a value that may be empty or keep its spaces, give the argument a kind of
    /// your own. ``described(as:)`` says what to type in `help`.
    public static func text(_ name: String) -> Argument<String> {
        Argument(ArgumentSyntax(name: name, kind: .text, isOptional: false), valueWhenMissing: nil)
    }

    /// The rest of the line, exactly as typed: apostrophes, quotes and runs of spaces are part
    /// of the text (`note Dinner at Zé's` gives `Dinner at Zé's`); only the spaces before and
    /// after it are not, as for a question's answer.
    ///
    /// Must come last.
    public static func restOfLine(_ name: String) -> Argument<String> {
        Argument(
            ArgumentSyntax(name: name, kind: .restOfLine, isOptional: false),
            valueWhenMissing: nil)
    }

    /// Text that must never be shown.
    ///
    /// It is asked for with echo off when it is missing from the line, and masked wherever a
    /// typed line is echoed. Must come last.
    public static func secret(_ name: String) -> Argument<String> {
        Argument(
            ArgumentSyntax(name: name, kind: .secret, isOptional: false), valueWhenMissing: nil)
    }
}

/// A checked argument value, as the console stores it before a typed key reads it.
///
/// Usable from inlinable code: the closures ``Scene``'s initializers make in the app's module
/// pass these values on to the Interactor.
@usableFromInline
enum ArgumentValue: Equatable, Sendable {
    case integer(Int)
    case decimal(Decimal)
    case text(String)
    /// A value of an app's own ``ArgumentKind``.
    case custom(ArgumentSyntax.CustomValue)

    /// The value as the Swift type a key reads.
    var payload: any Sendable {
        switch self {
        case .integer(let value): value
        case .decimal(let value): value
        case .text(let value): value
        case .custom(let value): value.value
        }
    }
}
