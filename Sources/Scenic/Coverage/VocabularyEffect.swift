/// An ``Effect`` seen without its Logic's type, as an observer sees it: the words of the app's
/// vocabulary it names, for coverage.
package protocol VocabularyEffect {
    /// The notices, routes and questions the effect names, each with its kind and value.
    var vocabulary: [(kind: Coverage.Kind, value: Any)] { get }
}

extension Effect: VocabularyEffect {
    package var vocabulary: [(kind: Coverage.Kind, value: Any)] {
        switch self {
        case .notify(let notice): [(.notice, notice)]
        case .push(let route), .replace(let route): [(.route, route)]
        case .setStack(let routes): routes.map { (.route, $0) }
        case .ask(let question): [(.question, question.text)]
        case .pop, .popToRoot, .perform, .finish, .quit, .after, .every, .afterIdle, .subscribe,
            .cancel, .withdrawQuestion:
            []
        }
    }
}
