/// What a read found: the document's value, and the repair it made to get it, if any.
public struct DataRead<Value: Sendable>: Sendable {
    /// The stored value; the document's empty value when there was no file or nothing in it
    /// could be used.
    public let value: Value
    /// The damage that was set right on this read, for the app to show; `nil` when the file
    /// was whole or missing.
    public let repair: DataRepair?

    /// A read of `value`, set right by `repair`; test doubles of an app's stores make these.
    public init(value: Value, repair: DataRepair?) {
        self.value = value
        self.repair = repair
    }
}
