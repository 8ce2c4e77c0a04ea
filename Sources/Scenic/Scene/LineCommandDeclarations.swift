import Synchronization

/// Finds a View's ``View/emptyLineCommand`` or ``View/otherLineCommand`` declared with
/// another type than the requirement's `Name?` (`let emptyLineCommand = Name.next`), which
/// Swift takes as a property of the View's own, leaving the default `nil` in force: the
/// screen would quietly ignore the declaration.
enum LineCommandDeclarations {
    /// The View types already checked: a scene is made on every navigation, a View's stored
    /// properties are the same every time.
    private static let checked = Mutex<Set<ObjectIdentifier>>([])

    /// Stops the program when `view` stores one of the two properties with another type than
    /// `Name?`, saying how to declare it; in a debug build.
    ///
    /// A computed property of another type cannot be seen.
    static func check<V: View>(_ view: V) {
        // In debug builds only, as `swift run` and `swift test` make them, where the mistake is
        // made and seen: reflecting a View looks its type's conformances up, which cost a
        // release build's first screen a millisecond.
        #if DEBUG
            find(in: view)
        #endif
    }

    private static func find<V: View>(in view: V) {
        // A declaration Swift took as the requirement's is in force: nothing to find.
        guard view.emptyLineCommand == nil, view.otherLineCommand == nil else { return }
        let isNew = checked.withLock { $0.insert(ObjectIdentifier(V.self)).inserted }
        guard isNew else { return }
        for child in Mirror(reflecting: view).children {
            guard let label = child.label,
                label == "emptyLineCommand" || label == "otherLineCommand"
            else { continue }
            guard type(of: child.value) != Optional<V.Name>.self else { continue }
            preconditionFailure(
                message(
                    view: V.self, property: label, type: type(of: child.value),
                    expected: Optional<V.Name>.self))
        }
    }

    /// The sentence the program stops with.
    static func message(view: Any.Type, property: String, type: Any.Type, expected: Any.Type)
        -> String
    {
        // Named in full: another View's `Name?` reads as `Optional<Name>` otherwise.
        "\(view).\(property) is declared as \(String(reflecting: type)), not as "
            + "\(String(reflecting: expected)), so Swift takes it as a property of the View's own "
            + "and Scenic never sees it: declare it `let \(property): Name? = …`, of the View's "
            + "own Name."
    }
}
