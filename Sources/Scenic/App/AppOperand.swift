/// A word an app takes on its command line by position rather than by name, such as the file
/// it opens: shown in `--help`, parsed by ``ScenicApp``, read at launch with
/// ``AppLaunch/operand(_:)``.
///
/// ```swift
/// ScenicApp(
///     name: "csvview", summary: "Browses a CSV file.", version: "1.0", root: .rows,
///     operands: [AppOperand("FILE", help: "The CSV file to browse.")]
/// ) { launch throws(AppLaunchError) in
///     let path = launch.operand("FILE")!  // required: the app never starts without it
///     …
/// }
/// ```
///
/// `csvview data.csv` and `csvview --width 60 data.csv` both give it; a word that starts
/// with `-` is an option, so a file named so goes after `--` (`csvview -- -notes.csv`), and
/// so does one typed after `--route`, whose screens are the words that follow it.
public struct AppOperand: Equatable, Sendable {
    /// Its placeholder, as usage and `--help` show it and ``AppLaunch/operand(_:)`` reads it:
    /// `FILE`.
    public var name: String
    /// What it is, for `--help`.
    public var help: String
    /// Whether the app starts without it; a required operand left out is refused with
    /// status 2, as a bad option is.
    public var isOptional: Bool

    /// Declares a word the command line takes by position, in the order declared.
    public init(_ name: String, help: String, isOptional: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
    }

    /// The operand as the usage line shows it: `FILE`, or `[FILE]` when optional.
    var usage: String {
        isOptional ? "[\(name)]" : name
    }
}
