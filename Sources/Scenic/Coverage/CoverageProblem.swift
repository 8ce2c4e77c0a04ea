/// Why a coverage file could not be read; ``message`` words it.
package enum CoverageProblem: Error, Equatable {
    /// The file (as shown) has a line Scenic did not write: cut short, edited or not a
    /// coverage file.
    case damagedLine(String, line: Int)
    /// The file (as shown) is not UTF-8 text.
    case notText(String)
    /// A run's file (as shown) holds no line at all, which a run never writes (it writes its
    /// file with its first line).
    case noLines(String)
    /// The file (as shown) was read but for these lines (numbered from 1), which Scenic did
    /// not write: a warning, not an error.
    case damagedLinesSkipped(String, lines: [Int])

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
        case .noLines(let file):
            return "\(file) holds no line of coverage, and a test run never writes such a file: "
                + "it was emptied or cut short. Nothing was changed. Delete it and run the tests "
                + "again to record coverage anew."
        case .damagedLinesSkipped(let file, let lines):
            let shown = lines.prefix(3).map(String.init)
            let more = lines.count > 3 ? " and \(lines.count - 3) more" : ""
            let list =
                shown.count == 1
                ? "line \(shown[0])\(more) is"
                : "lines " + shown.dropLast().joined(separator: ", ")
                    + (more.isEmpty ? " and \(shown.last!)" : ", \(shown.last!)\(more)") + " are"
            let subject = lines.count == 1 ? "It was" : "They were"
            return "\(file): \(list) not what Scenic writes (the file was cut short or edited). "
                + "\(subject) left out and the rest was read. Run the tests again to record "
                + "coverage anew."
        }
    }
}
