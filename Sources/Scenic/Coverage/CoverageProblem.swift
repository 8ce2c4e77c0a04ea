/// Why a coverage file could not be read; ``message`` words it.
package enum CoverageProblem: Error, Equatable {
    /// The file (as shown) has a line Scenic did not write: cut short, edited or not a
    /// coverage file.
    case damagedLine(String, line: Int)
    /// The file (as shown) is not UTF-8 text.
    case notText(String)

    /// What happened, where, and what to do.
    package var message: String {
        switch self {
        case .damagedLine(let file, let line):
            return "\(file), line \(line), is not a line of coverage that Scenic writes; the "
                + "file is damaged or not a coverage file. Nothing was changed. Delete it and "
                + "run the tests again to record coverage anew."
        case .notText(let file):
            return "\(file) is not UTF-8 text, so it is not a coverage file that Scenic writes. "
                + "Nothing was changed. Delete it and run the tests again to record coverage "
                + "anew."
        }
    }
}
