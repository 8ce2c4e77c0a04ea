/// A worker's answer, with what the reads behind it set right.
///
/// A read may move a damaged file aside, leave out a record that breaks the rules, or settle
/// a checkout a killed process left half done, whichever screen asked; ``repairs`` says so,
/// for the screen to show: the file is moved aside whether or not anyone says so.
struct Reported<Value: Sendable>: Sendable {
    /// The answer.
    let value: Value
    /// Sentences for the screen, in the order the reads made them; empty when nothing was set
    /// right.
    let repairs: [String]
}

extension Reported: Equatable where Value: Equatable {}
