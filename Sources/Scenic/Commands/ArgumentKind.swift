/// A kind of argument of the app's own: how a typed word becomes a value, how `help`
/// describes it, what a refusal says, and what Tab completion offers.
///
/// Declare one for each kind of value an app reads (money, a date, a member of the current
/// list) and make arguments of it as of the built-in kinds; the console parses what was typed
/// before the Interactor sees it, and refuses what does not parse on the status line.
///
/// ```swift
/// extension ArgumentKind where Value == Money {
///     static let money = ArgumentKind("an amount such as $1,234.56") { Money(typed: $0) }
/// }
/// struct ExpenseView: View {
///     static let amount = Argument("AMOUNT", .money)
///     // `add x` is refused: `add: AMOUNT must be an amount such as $1,234.56, got "x"`
/// }
/// // In the Interactor: `input[ExpenseView.amount]` is a `Money`.
/// ```
public struct ArgumentKind<Value: Equatable & Sendable>: Sendable {
    /// What the kind accepts, for help: `an amount such as $1,234.56`.
    public let description: String
    /// What follows the argument's name when a typed word does not parse: `must be …`.
    public let refusal: String
    /// The values Tab completion offers, such as the names on the screen.
    public private(set) var offered: [String]
    /// Reads a typed word: the value, or why not (`nil` for the kind's ``refusal``).
    let read: @Sendable (String) -> Result<Value, KindRefusal>
    /// Tells this kind from every other, so two kinds never pass for one.
    let identity: ArgumentKindIdentity

    /// A kind that reads a typed word with `parse`.
    ///
    /// - Parameters:
    ///   - description: what it accepts, in words for `help` (`a date such as 2026-05-04`).
    ///   - refusal: what follows the argument's name when `parse` refuses a word; by default
    ///     `must be` and the description.
    ///   - offered: values Tab completion offers.
    ///   - parse: the value of what was typed, or `nil` to refuse it: an argument's word with
    ///     its quotes removed, or a question's whole answer as typed, without the spaces at its
    ///     ends (`""` for an empty line; see ``Question/text(_:_:cancelled:previous:answer:)``).
    public init(
        _ description: String, refusal: String? = nil, offering offered: [String] = [],
        parse: @escaping @Sendable (String) -> Value?
    ) {
        self.description = description
        self.refusal = refusal ?? "must be \(description)"
        self.offered = offered
        read = { typed in parse(typed).map { .success($0) } ?? .failure(KindRefusal(message: nil)) }
        identity = ArgumentKindIdentity()
    }

    /// A kind that reads a typed word with `read`, which says in its own words why it refuses
    /// one.
    ///
    /// Say what to type instead (`type digits`), or quote it: an exploration
    /// (`assertExplores`, `--explore`) fails a refusal that does neither, such as `a book gets
    /// 1 to 5 stars, not 9` alone.
    ///
    /// ```swift
    /// ArgumentKind<Int>("a number from 0 to 1,000,000,000") { typed in
    ///     guard let number = Int(typed.replacing(",", with: "")) else {
    ///         return .failure(ArgumentRefusal("\"\(typed)\" is not a number; type digits."))
    ///     }
    ///     return .success(number)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - description: what it accepts, in words for `help`.
    ///   - offered: values Tab completion offers.
    ///   - read: the value of what was typed, or the refusal to show: an argument's word with
    ///     its quotes removed, or a question's whole answer as typed, without the spaces at its
    ///     ends (`""` for an empty line; see ``Question/text(_:_:cancelled:previous:answer:)``).
    public init(
        _ description: String, offering offered: [String] = [],
        read: @escaping @Sendable (String) -> Result<Value, ArgumentRefusal>
    ) {
        self.description = description
        refusal = "must be \(description)"
        self.offered = offered
        self.read = { typed in read(typed).mapError { KindRefusal(message: $0.message) } }
        identity = ArgumentKindIdentity()
    }

    /// What the kind reads from `typed`: the value, or the refusal it says, as the console
    /// reads an argument's word (its quotes removed) or a question's answer.
    ///
    /// The refusal is the kind's own words, or ``refusal`` (`must be …`) when its parse gave
    /// `nil`; the console puts the argument's name before it. For a kind's own tests:
    ///
    /// ```swift
    /// #expect(try ArgumentKind.money.value(of: "$12.50").get() == Money(cents: 1250))
    /// #expect(ArgumentKind.money.value(of: "x") == .failure(ArgumentRefusal("must be an amount such as $1,234.56")))
    /// ```
    public func value(of typed: String) -> Result<Value, ArgumentRefusal> {
        read(typed).mapError { ArgumentRefusal($0.message ?? refusal) }
    }

    /// The same kind, offering `values` to Tab completion (the current list's names, say).
    ///
    /// A question made from the state offers the state's values as they are when it is asked:
    /// `.ask(.text("Which deck?", .deck.offering(state.names)) { .open($0) })`. In a View's
    /// command the values are fixed when its scene is made, unless the Presenter offers others
    /// (``ViewContent/offer(_:for:)``).
    public func offering(_ values: [String]) -> ArgumentKind<Value> {
        var kind = self
        kind.offered = values
        return kind
    }

    /// The kind as the console matches it, without the Swift type of its values.
    var syntax: ArgumentSyntax.CustomKind {
        let read = read
        return ArgumentSyntax.CustomKind(
            description: description, refusal: refusal, identity: identity,
            read: { typed in read(typed).map(ArgumentSyntax.CustomValue.init) })
    }
}

/// Why an app's ``ArgumentKind`` refused a typed word, as the sentence the status line shows
/// after the command's name.
///
/// It prints as its message (`"\(refusal)"`).
public struct ArgumentRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence, such as `"forty" is not a number; type digits, such as 42 or 1,000.`: it
    /// says what to type instead, as an exploration checks every refusal does.
    public let message: String

    /// A refusal saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// A refusal as the console keeps it: the app's sentence, or `nil` for the kind's
/// ``ArgumentKind/refusal`` after the argument's name.
struct KindRefusal: Error, Equatable, Sendable {
    let message: String?
}

/// What tells two argument kinds apart: each kind made gets its own.
final class ArgumentKindIdentity: Sendable, Equatable {
    static func == (first: ArgumentKindIdentity, second: ArgumentKindIdentity) -> Bool {
        first === second
    }
}

extension Argument {
    /// An argument named `name` (the placeholder in usage and help, such as `AMOUNT`) of the
    /// app's own `kind`: one word, or several in quotes, read by the kind.
    public init(_ name: String, _ kind: ArgumentKind<Value>) where Value: Equatable {
        var syntax = ArgumentSyntax(name: name, kind: .custom(kind.syntax), isOptional: false)
        syntax.offered = kind.offered
        self.init(syntax, valueWhenMissing: nil)
    }

    /// An argument named `name` that reads the rest of the line, as typed, with the app's own
    /// `kind`: `take brass lamp` hands the kind `brass lamp`, no quotes needed, where
    /// ``init(_:_:)`` reads one word (`take lamp`, or `take "brass lamp"`).
    ///
    /// The kind sees the text as ``restOfLine(_:)`` gives it (quotes are part of it, the spaces
    /// at its ends are not); Tab completes its offered values whole, spaces and all, without
    /// quotes. Must come last.
    ///
    /// ```swift
    /// static let item = Argument.restOfLine("ITEM", .item)
    /// let commands = [Command(Name.take, item, help: "Take ITEM from the room")]
    /// ```
    public static func restOfLine(_ name: String, _ kind: ArgumentKind<Value>) -> Argument<Value>
    where Value: Equatable {
        var syntax = ArgumentSyntax(name: name, kind: .custom(kind.syntax), isOptional: false)
        syntax.offered = kind.offered
        syntax.readsTheRest = true
        return Argument(syntax, valueWhenMissing: nil)
    }
}
