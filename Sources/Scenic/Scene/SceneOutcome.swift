/// What handling a line, an appearance or a result in a scene led to.
struct SceneOutcome<Route: Hashable & Sendable> {
    /// Navigation to apply, in the order it was asked for.
    var navigation: [Navigation<Route>] = []
    /// What the status line says about it.
    var status = StatusLine()
}

/// A navigation step, as the ``Navigator`` applies it.
enum Navigation<Route: Hashable & Sendable>: Equatable {
    case push(Route)
    case pop
    case popToRoot
    case replace(Route)
    case setStack([Route])
    /// Close the top scene and hand its result to the one below.
    case finish(SceneResult)
    case quit

    /// The same step in another app's routes (a scene shown inside the preview gallery).
    func map<Other: Hashable & Sendable>(_ transform: (Route) -> Other) -> Navigation<Other> {
        switch self {
        case .push(let route): .push(transform(route))
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .replace(let route): .replace(transform(route))
        case .setStack(let routes): .setStack(routes.map(transform))
        case .finish(let result): .finish(result)
        case .quit: .quit
        }
    }
}

/// The status line of the next screen: the console's messages, and whether they replace the
/// scene's own.
///
/// A line that never reached the scene's Logic (a typo, a refused argument, `back` on the
/// first screen) is answered by the console alone: the Presenter's messages, which answered an
/// earlier line, give way.
struct StatusLine: Equatable {
    /// Notes about the line as typed (its invalid UTF-8 replaced), above everything else:
    /// what the scene says of the line comes after what was done to it.
    var notes: [String] = []
    /// What the scene that was on top said on this line before another took its place (it
    /// closed, or a scene was pushed over it), worded: shown before the scene's own messages,
    /// and never hidden by a refusal, which is about the scene shown.
    var earlierNotices: [String] = []
    /// Messages below the scene's own, in order.
    var messages: [String] = []
    /// Whether the scene's own messages are hidden.
    var hidesSceneMessages = false

    /// A status line that answers a refused line with `message` alone.
    static func refusal(_ message: String) -> StatusLine {
        StatusLine(messages: [message], hidesSceneMessages: true)
    }

    /// Both lines' messages; hidden when either hides the scene's.
    mutating func add(_ other: StatusLine) {
        notes += other.notes
        earlierNotices += other.earlierNotices
        messages += other.messages
        hidesSceneMessages = hidesSceneMessages || other.hidesSceneMessages
    }
}
