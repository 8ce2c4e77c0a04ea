import Synchronization

/// What a parent's Logic reduced through its children (``Child``) while it reduced one of its
/// own actions: each child's action with the child's effects, and each action a child's report
/// became with the parent's effects; for observers, who see them after the parent's action.
///
/// A child's Logic runs inside its parent's `reduce`, a pure function, so the runtime cannot
/// see it run; ``Child`` notes it here, during a `reduce` that a scene with observers makes
/// with its set as ``current``. Without observers nothing is set and nothing is noted.
final class ChildReductions: Sendable {
    /// One reduction: an action, the effects it returned, and the Logic that reduced it.
    struct Reduction: Sendable {
        let action: any Sendable
        let effects: [any Sendable]
        let logic: any Logic.Type
    }

    /// The set the `reduce` under way notes into, if a scene with observers made it.
    @TaskLocal static var current: ChildReductions?

    private let noted = Mutex<[Reduction]>([])

    /// Notes that `logic` reduced `action` into `effects`.
    func note(_ action: any Sendable, _ effects: [any Sendable], logic: any Logic.Type) {
        noted.withLock { $0.append(Reduction(action: action, effects: effects, logic: logic)) }
    }

    /// Everything noted, in order, leaving none.
    func take() -> [Reduction] {
        noted.withLock { noted in
            defer { noted.removeAll(keepingCapacity: true) }
            return noted
        }
    }
}
