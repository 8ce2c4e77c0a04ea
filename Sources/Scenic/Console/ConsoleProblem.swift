/// Everything the console itself can tell a user went wrong, turned into text in one place.
///
/// Scene-specific problems are ``UsageError`` values written by Interactors; these are the
/// console's own, and `ConsoleProblemTests` pins their exact wording.
enum ConsoleProblem: Error, Equatable {
    case unknownCommand(String, suggestion: String?)
    case missingArgument(command: Command, argument: Argument)
    case notANumber(command: Command, argument: Argument, typed: String)
    case notAWholeNumber(command: Command, argument: Argument, typed: String)
    case tooManyArguments(command: Command, extra: [String])
    case unterminatedQuote(Character)
    case invalidUTF8
    case lineTooLong(byteCount: Int, limit: Int)
    case cannotGoBack
    case emptyStack
    case navigationLoop(limit: Int)
    case unknownHelpTopic(String)

    /// The message shown on the status line: what happened, and what to type next.
    var message: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
            return "Unknown command \"\(word)\".\(hint) Type \"help\" to see the commands here."
        case .missingArgument(let command, let argument):
            return "\(command.name): missing \(argument.name). Usage: \(command.usage)"
        case .notANumber(let command, let argument, let typed):
            return "\(command.name): \(argument.name) must be a number, got \"\(typed)\""
        case .notAWholeNumber(let command, let argument, let typed):
            return "\(command.name): \(argument.name) must be a whole number, got \"\(typed)\""
        case .tooManyArguments(let command, let extra):
            let listed = extra.map { "\"\($0)\"" }.joined(separator: " ")
            return "\(command.name): unexpected \(listed). Usage: \(command.usage)"
        case .unterminatedQuote(let quote):
            return
                "The line has no closing \(quote) quote; nothing was done. Close the quote and try again."
        case .invalidUTF8:
            return "The line was not valid UTF-8; the invalid bytes were replaced with \u{FFFD}."
        case .lineTooLong(let byteCount, let limit):
            return
                "The line was \(byteCount) bytes long, over the limit of \(limit); it was ignored."
        case .cannotGoBack:
            return
                "This is the first screen; there is nothing to go back to. Type \"quit\" to leave."
        case .emptyStack:
            return "The app asked to show no screen at all; staying on this one."
        case .navigationLoop(let limit):
            return "Screens kept opening other screens (\(limit) in a row); stopped here."
        case .unknownHelpTopic(let word):
            return "help: there is no command \"\(word)\" here. Type \"help\" to see them all."
        }
    }
}
