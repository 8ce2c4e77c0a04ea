import Foundation

/// README.md's "On CI, and back" section, and the recipes in it: the one-machine script and
/// the GitHub Actions workflow with shards.
struct ReadmeCISection {
    /// This checkout's root.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The section's text.
    var text: String

    /// The section, read from this checkout's README.
    init() throws {
        let readme = try String(
            contentsOf: Self.checkout.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "\n#### On CI, and back\n"),
            let end = readme.range(of: "\n#### Environment variables\n")
        else { throw Missing(what: "the section \"On CI, and back\"") }
        text = String(readme[start.upperBound..<end.lowerBound])
    }

    /// Something the section should hold and does not.
    struct Missing: Error {
        var what: String
    }

    /// The one-machine recipe: the `sh` block after "this repository's own `.ci/run`".
    func recipe() throws -> String {
        try block(after: "this repository's own `.ci/run`:\n\n```sh\n")
    }

    /// The GitHub Actions workflow: the `yaml` block.
    func workflow() throws -> WorkflowFile {
        try WorkflowFile(parsing: try block(after: "```yaml\n"))
    }

    /// The opening of `report.md` quoted after `scenic merge` is described: the summary line
    /// and the next steps.
    func summaryExample() throws -> String {
        try block(after: "the next line says what to do:\n\n```text\n")
    }

    private func block(after opening: String) throws -> String {
        guard let start = text.range(of: opening),
            let end = text.range(of: "```", range: start.upperBound..<text.endIndex)
        else { throw Missing(what: opening) }
        return String(text[start.upperBound..<end.lowerBound])
    }
}
