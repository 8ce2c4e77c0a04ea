/// A subcommand's arguments, split into the options that take a value and the other words.
struct ArgumentList {
    /// The value of each option given, by option (`--into` → `DIR`).
    var values: [String: String] = [:]
    /// The other words, in order.
    var words: [String] = []

    /// Splits `arguments` of `subcommand`, whose options `valueOptions` each take the next
    /// argument as their value.
    ///
    /// - Throws: ``CommandError/missingOptionValue(_:)`` for such an option last,
    ///   ``CommandError/optionGivenTwice(_:)`` for one given twice, and
    ///   ``CommandError/unknownOption(_:subcommand:)`` for any other option.
    init(_ arguments: [String], valueOptions: Set<String>, of subcommand: Subcommand)
        throws(CommandError)
    {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if valueOptions.contains(argument) {
                guard index + 1 < arguments.count else { throw .missingOptionValue(argument) }
                // The second of two would win without a word: `--check 90 --check 10`.
                guard values[argument] == nil else { throw .optionGivenTwice(argument) }
                values[argument] = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix("-") { throw .unknownOption(argument, subcommand: subcommand) }
            words.append(argument)
            index += 1
        }
    }
}
