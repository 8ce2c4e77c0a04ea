import Foundation

/// The repository's README.md, whose examples the tests keep true.
public enum Readme {
    /// The README's text.
    public static func text() throws -> String {
        try String(
            contentsOf: URL(filePath: #filePath).deletingLastPathComponent()
                .appending(path: "../../README.md").standardized,
            encoding: .utf8)
    }
}
