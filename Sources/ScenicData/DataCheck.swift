/// What a document's rules say of a value: keep it, keep part of it, or refuse it.
///
/// The same rules judge a value when it is read and before it is written, so nothing is
/// saved that the next read would refuse.
public enum DataCheck<Value: Sendable>: Sendable {
    /// The value keeps every rule.
    case valid
    /// Some records break the rules: `kept` is the value without them, and `problems` says
    /// what each dropped record was (`fact 12: a text of 2,001 characters`). On read the
    /// file as it was is kept aside and `kept` is used; a write of such a value is refused.
    case repaired(kept: Value, problems: [String])
    /// The value as a whole breaks the rules, with why (`two orders numbered 3`). On read the
    /// file is moved aside and the document starts empty; a write is refused.
    case invalid(String)
}
