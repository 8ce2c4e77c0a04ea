/// A typed line that matched one of the screen's commands, with its arguments already checked.
///
/// An ``Interactor`` switches over ``name`` and reads values with the View's argument keys:
///
/// ```swift
/// // View: Command(Name.add, Self.quantity, help: "…"), with
/// //       static let quantity = Argument.integer("QTY", in: 1...99).optional(default: 1)
/// // Typed: add 3
/// input.name                   // .add
/// input[ProductView.quantity]  // 3 (1 when typed as "add")
/// ```
public struct CommandInput<Name: CommandName>: Equatable, Sendable {
    /// The command that matched.
    public let name: Name
    /// The checked values, with the arguments the command was declared with.
    var values: ArgumentValues

    @usableFromInline
    init(name: Name, values: ArgumentValues) {
        self.name = name
        self.values = values
    }

    /// Parses `line` against `commands` as the console parses a line that names one of a
    /// screen's commands, for tests of an ``Interactor``.
    ///
    /// Only that: the global commands (`help`, `back`, `home`, `quit`) are the console's and
    /// never reach an Interactor, and a line the console sends to the View's
    /// ``View/otherLineCommand`` as free text is that command with the line as its argument
    /// (`CommandInput("say " + line, commands: …)`, whose text is the line as typed).
    ///
    /// ```swift
    /// let input = try CommandInput("qty 1 3", commands: CartView(codes: []).commands)
    /// #expect(CartInteractor().action(for: input) == .setQuantity(line: 1, quantity: 3))
    /// ```
    ///
    /// - Throws: ``UsageError`` with the message the console would show: an unknown command,
    ///   a missing or unexpected argument, a value of the wrong kind or out of range. A missing
    ///   secret argument is refused here; the console would ask for it.
    public init(_ line: String, commands: [Command<Name>]) throws(UsageError) {
        do throws(CommandProblem) {
            switch try CommandMatcher(commands: commands).match(Tokenizer.lineWords(in: line)) {
            case .complete(let input):
                self = input
            case .needsSecret(_, let command, let argument):
                throw .missingArgument(command: command, argument: argument)
            }
        } catch {
            throw UsageError(error.message)
        }
    }

    /// The value typed for `argument`; for an optional argument left out, `nil` or its default.
    ///
    /// Use the keys the command was declared with: reading another command's argument is a
    /// programming mistake and stops the program with a message naming both.
    public subscript<Value>(argument: Argument<Value>) -> Value {
        argument.value(in: values, of: name.rawValue)
    }
}
