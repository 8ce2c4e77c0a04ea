#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call, kept as its `errno` so messages can name the cause.
struct SystemError: Error, Hashable, Sendable {
    /// The `errno` value, such as `EACCES`.
    let code: Int32

    /// The error with `errno` value `code`.
    init(code: Int32) {
        self.code = code
    }

    /// The error of the system call that just failed.
    static func last() -> SystemError {
        SystemError(code: errno)
    }

    /// Every name for a copy set aside, `NAME.corrupt` to `NAME.corrupt-10000`, is taken (no
    /// `errno` of the system's): said as "file exists", the 10,000 copies went unnamed (found
    /// by a hostile tester).
    static let everyAsideNameTaken = SystemError(code: -1)

    /// The cause as a lowercase phrase for the middle of a sentence: `permission denied`.
    var reason: String {
        if self == .everyAsideNameTaken {
            return "every name for a copy, from .corrupt to .corrupt-10000, holds an earlier one: "
                + "move some of them out of the folder"
        }
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
