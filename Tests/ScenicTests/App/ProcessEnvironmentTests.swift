import Foundation
import Testing

@testable import Scenic

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An app reads every variable of its environment, whatever its value starts with.
@Suite struct ProcessEnvironmentTests {
    /// A value that starts with a combining mark is read (Foundation's environment leaves the
    /// variable out), one not UTF-8 is repaired as Foundation repairs it, and one holding `=`
    /// keeps everything after the first.
    ///
    /// A hostile tester's `SCENIC_SECRET_PASSWORD` of `\u{301}pass` was read as unset, so a
    /// story that types it stopped, saying to set the variable that was set.
    @Test func readsEveryVariableAsTheProcessHasIt() {
        // Names of this test's own: the environment is the whole test process's.
        let marked = "SCENIC_TEST_ENVIRONMENT_MARKED_\(getpid())"
        let repaired = "SCENIC_TEST_ENVIRONMENT_REPAIRED_\(getpid())"
        let equals = "SCENIC_TEST_ENVIRONMENT_EQUALS_\(getpid())"
        setenv(marked, "\u{301}pass", 1)
        setenv(equals, "a=b=", 1)
        let notUTF8 = [0x61, 0xFF, 0x62, 0].map { CChar(truncatingIfNeeded: $0) }
        setenv(repaired, notUTF8, 1)
        defer { for name in [marked, repaired, equals] { unsetenv(name) } }

        let environment = ProcessEnvironment.current()
        #expect(environment[marked] == "\u{301}pass")
        #expect(environment[repaired] == "a\u{FFFD}b")
        #expect(environment[equals] == "a=b=")
        #expect(environment["PATH"] == String(cString: getenv("PATH")))
    }
}
