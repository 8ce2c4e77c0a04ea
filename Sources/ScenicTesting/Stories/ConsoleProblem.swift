/// Why a story or an exploration did not run: the test's closure that makes the app's console
/// threw, as one making a data folder can.
enum ConsoleProblem: Equatable {
    case storyConsoleThrew(story: String, error: String)
    case explorationConsoleThrew(error: String)

    /// The failure text: what happened, where, and what to do.
    var message: String {
        switch self {
        case .storyConsoleThrew(let story, let error):
            return """
                Story \(story) did not run: making its console threw (\(error)). Fix what the \
                console is made with, such as its data folder.
                """
        case .explorationConsoleThrew(let error):
            return """
                The exploration stopped: making a console threw (\(error)), so no line was typed \
                in that session. Fix what the console is made with, such as its data folder.
                """
        }
    }
}
