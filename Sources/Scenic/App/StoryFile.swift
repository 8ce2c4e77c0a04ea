import Foundation

/// Reads the `.story` file `--replay` names, refusing what is not a small UTF-8 text file.
enum StoryFile {
    /// The largest story read: far more than any session types.
    static let maximumBytes = 8 << 20

    /// The story at `path`.
    ///
    /// - Throws: ``AppCommandLineProblem`` naming the path and what is wrong with it.
    static func read(_ path: String) throws(AppCommandLineProblem) -> StoryScript {
        // A story may be reached through a symbolic link; what it points to must be a file,
        // so that a FIFO or a device never blocks or floods the app.
        let resolved = URL(filePath: path).resolvingSymlinksInPath().path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: resolved)
        } catch {
            throw .unreadableStory(path: path, reason: "there is no such file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw .unreadableStory(path: path, reason: "it is not a regular file")
        }
        guard let size = attributes[.size] as? Int, size <= maximumBytes else {
            throw .unreadableStory(path: path, reason: "it is larger than 8 MiB")
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            throw .unreadableStory(path: path, reason: "permission denied")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableStory(path: path, reason: "it is not UTF-8 text; save it as UTF-8")
        }
        do {
            return try StoryScript(text: text)
        } catch {
            switch error {
            case .badWidth(let line, let value):
                throw .storyBadWidth(path: path, line: line, value: value)
            }
        }
    }
}
