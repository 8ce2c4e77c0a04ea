import Foundation
import ScenicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An app whose Logic traps while a person types at a terminal.
@Suite(.blocking) struct CrashOnATerminalTests {
    /// The terminal is put back before the Swift runtime's backtrace.
    ///
    /// The backtrace still names the Logic, and the app ends by the trap's signal. Before, the app ended with the terminal
    /// as it was while the line was handled: typing unseen.
    @Test func aTrapInTheLogicShowsItsBacktraceAndLeavesTheTerminalEchoing() throws {
        let terminal = try PseudoTerminal()
        // Not waiting for a key to the backtrace's own prompt.
        let process = try terminal.launch(
            try BuiltProduct("PlantedSampleCommand").url, [],
            environment: ["SWIFT_BACKTRACE": "interactive=no"])
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        #expect(terminal.waitFor("> "))
        terminal.type("settings\r")
        #expect(terminal.waitFor("> ", count: 2))
        terminal.type("level 7\r")
        #expect(terminal.waitFor("> ", count: 3))
        terminal.type("show\r")
        #expect(ProcessStopping.waitForExit(process, seconds: 60))
        #expect(process.terminationReason == .uncaughtSignal)
        terminal.readRest()
        #expect(terminal.output.contains("Program crashed"))
        #expect(terminal.output.contains("PlantedHomeLogic.reduce"))
        #expect(terminal.isInLineMode && terminal.echoes)
    }
}
