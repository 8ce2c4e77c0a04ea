import Foundation

/// The `.story` files of `--replay`, `--record` and `--explore`: read as the story tests read
/// them, created only where no file is.
enum StoryFile {
    /// What names the environment variable holding the value of `${NAME}`.
    static let secretPrefix = "SCENIC_SECRET_"

    /// The story at `path`; each `${NAME}` types the value of `SCENIC_SECRET_NAME` in
    /// `environment`.
    ///
    /// - Throws: ``AppCommandLineProblem`` naming the path and what is wrong with it.
    static func read(_ path: String, environment: [String: String]) throws(AppCommandLineProblem)
        -> StoryScript
    {
        let text: String
        do {
            text = try StoryScript.text(ofFile: path)
        } catch {
            switch error {
            case .unreadable(let reason): throw .unreadableStory(path: path, reason: reason)
            case .notUTF8:
                throw .unreadableStory(path: path, reason: "it is not UTF-8 text; save it as UTF-8")
            }
        }
        do {
            return try StoryScript(text: text, secrets: secrets(in: environment))
        } catch {
            switch error {
            case .badWidth(let line, let value):
                throw .storyBadWidth(path: path, line: line, value: value)
            case .missingSecret(let line, let name):
                throw .storyMissingSecret(path: path, line: line, name: name)
            case .badClockStep(let line, let text):
                throw .storyBadClockStep(path: path, line: line, text: text)
            }
        }
    }

    /// The value of each `${NAME}`: the `SCENIC_SECRET_NAME` variables of `environment`.
    static func secrets(in environment: [String: String]) -> [String: String] {
        var secrets: [String: String] = [:]
        for (variable, value) in environment where variable.hasPrefix(secretPrefix) {
            secrets[String(variable.dropFirst(secretPrefix.count))] = value
        }
        return secrets
    }

    /// Creates the file `--record` writes, never over an existing one (it may be a story
    /// test); returns its file descriptor.
    ///
    /// - Throws: ``AppCommandLineProblem/cannotRecord(path:reason:)`` naming the path and why.
    static func create(_ path: String) throws(AppCommandLineProblem) -> Int32 {
        let descriptor = createNew(path)
        guard descriptor < 0 else { return descriptor }
        throw .cannotRecord(path: path, reason: openFailure(errno))
    }

    /// Creates the story `--explore` writes of what it found, never over an existing file (an
    /// earlier run's story, or a story test); returns its file descriptor.
    ///
    /// - Throws: ``AppCommandLineProblem/explorationStoryExists(path:)`` or
    ///   ``AppCommandLineProblem/cannotWriteExplorationStory(path:reason:)``.
    static func createExplorationStory(_ path: String) throws(AppCommandLineProblem) -> Int32 {
        let descriptor = createNew(path)
        guard descriptor < 0 else { return descriptor }
        let code = errno
        if code == EEXIST { throw .explorationStoryExists(path: path) }
        throw .cannotWriteExplorationStory(path: path, reason: openFailure(code))
    }

    /// Creates the file at `path` for writing, failing (-1, with `errno`) if one is there.
    private static func createNew(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }

    /// Opens the file `--log` writes, adding to its end (a log of earlier sessions is kept);
    /// returns its file descriptor.
    ///
    /// - Throws: ``AppCommandLineProblem/cannotLog(path:reason:)`` naming the path and why.
    static func openLog(_ path: String) throws(AppCommandLineProblem) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor < 0 else { return descriptor }
        throw .cannotLog(path: path, reason: openFailure(errno))
    }

    /// Why `open` failed with `code`, in words for the middle of a sentence.
    private static func openFailure(_ code: Int32) -> String {
        switch code {
        case EEXIST: "it already exists; remove it or choose another name"
        case ENOENT: "its folder does not exist"
        case EACCES: "permission denied"
        case EISDIR: "it is a folder"
        default: String(cString: strerror(code))
        }
    }
}
