/// The checked values of a typed command, with the arguments it was declared with, as the
/// console hands them to the Interactor.
///
/// The arguments come along so that a key of another command's argument is told from this
/// command's own even where the two share a placeholder (`N`), rather than read the value
/// typed for the other.
///
/// Usable from inlinable code: the closures ``Scene``'s initializers make in the app's module
/// pass these values on to the Interactor.
@usableFromInline
struct ArgumentValues: Equatable, Sendable {
    /// The checked values, by argument name; optional arguments not typed are absent.
    var byName: [String: ArgumentValue]
    /// The arguments of the command the values were typed for, in order.
    let declared: [ArgumentSyntax]

    init(_ byName: [String: ArgumentValue], declared: [ArgumentSyntax]) {
        self.byName = byName
        self.declared = declared
    }

    /// Whether `argument` is one of the command's, read as it was declared: by placeholder,
    /// kind and whether it may be left out (the values offered to Tab and the words of help
    /// may differ between the command's copy and the key's).
    func declares(_ argument: ArgumentSyntax) -> Bool {
        declared.contains {
            $0.name == argument.name && $0.kind == argument.kind
                && $0.isOptional == argument.isOptional
        }
    }
}
