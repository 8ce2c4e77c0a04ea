#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, read as the C library keeps them.
///
/// Foundation's `ProcessInfo.processInfo.environment` leaves out a variable whose value starts
/// with a combining mark (`SCENIC_SECRET_PASSWORD=\u{301}pass`, found by a hostile tester): it
/// splits each entry at an `=` character, and an `=` with a mark after it is another character.
/// Here each entry is split at its first `=` byte, so every variable is read; text that is not
/// UTF-8 is repaired as Foundation repairs it, and a name given twice keeps its first value,
/// the one `getenv` reads.
@usableFromInline
package enum ProcessEnvironment {
    /// Every variable of the process's environment, by name.
    @usableFromInline
    package static func current() -> [String: String] {
        var variables: [String: String] = [:]
        guard var entry = entries() else { return variables }
        while let pointer = entry.pointee {
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
    }

    /// The C library's list of `NAME=value` entries, ending with a null pointer.
    private static func entries() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
            _NSGetEnviron().pointee
        #else
            environ
        #endif
    }
}
