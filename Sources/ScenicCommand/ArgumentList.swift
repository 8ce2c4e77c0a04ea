/// A subcommand's arguments, split into its options and the other words, as every
/// subcommand reads them.
///
/// An argument that starts with `-` is an option, and one the subcommand does not take is an
/// error; after `--`, every argument is a word, so a path that starts with `-` is given as
/// `-- -odd.txt` (or `./-odd.txt`). An option that takes a value takes it as the next argument
/// or after `=` (`--check 90`, `--check=90`), as `--root` and the apps' options do.
struct ArgumentList {
    /// The value of each option given that takes one, by option (`--into` → `DIR`).
    var values: [String: String] = [:]
    /// The values of each option given that may be given more than once, in order.
    var repeatedValues: [String: [String]] = [:]
    /// The options given that take no value (`--all`).
    var flags: Set<String> = []
    /// The other words, in order.
    var words: [String] = []

    /// The marker after which every argument is a word.
    static let endOfOptions = "--"

    /// Splits `arguments` of `subcommand`: each of `flags` stands alone, each of `valueOptions`
    /// takes the next argument as its value once, and each of `repeatableOptions` takes it
    /// each time it is given.
    ///
    /// - Throws: ``CommandError/missingOptionValue(_:)`` for an option that takes a value
    ///   given last, ``CommandError/optionGivenTwice(_:)`` for one of `valueOptions` given
    ///   twice, and ``CommandError/unknownOption(_:subcommand:)`` for any other option.
    init(
        _ arguments: [String], flags: Set<String> = [], valueOptions: Set<String> = [],
        repeatableOptions: Set<String> = [], of subcommand: Subcommand
    ) throws(CommandError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == Self.endOfOptions {
                words += arguments[index...]
                return
            }
            if flags.contains(argument) {
                self.flags.insert(argument)
                continue
            }
            // `--check=90` was refused as an option of that name (found by a hostile tester).
            let parts = argument.split(
                separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let option = argument.hasPrefix("--") && parts.count == 2 ? String(parts[0]) : argument
            if option != argument, flags.contains(option) {
                throw .flagWithValue(option, given: argument)
            }
            if valueOptions.contains(option) || repeatableOptions.contains(option) {
                let value: String
                if option != argument {
                    value = String(parts[1])
                } else {
                    guard index < arguments.count else { throw .missingOptionValue(argument) }
                    value = arguments[index]
                    index += 1
                }
                if repeatableOptions.contains(option) {
                    repeatedValues[option, default: []].append(value)
                    continue
                }
                // The second of two would win without a word: `--check 90 --check 10`.
                guard values[option] == nil else { throw .optionGivenTwice(option) }
                values[option] = value
                continue
            }
            if argument.hasPrefix("-") { throw .unknownOption(argument, subcommand: subcommand) }
            words.append(argument)
        }
    }
}
