/// Where the console writes screens: standard output, or memory in tests.
public protocol TextOutput {
    /// Whether the text goes to a terminal (so colors may be used).
    var isTerminal: Bool { get }

    /// Writes `text` as it is.
    mutating func write(_ text: String)

    /// Writes text given as its UTF-8 bytes, as it is: how the console writes screens.
    ///
    /// The default makes a string of the bytes and writes that; an output that keeps or sends
    /// bytes can take them as they are.
    mutating func write(utf8 bytes: [UInt8])
}

extension TextOutput {
    /// Writes the text whose UTF-8 bytes are `bytes` with ``write(_:)``.
    public mutating func write(utf8 bytes: [UInt8]) {
        write(String(decoding: bytes, as: UTF8.self))
    }
}
