import Testing

@testable import Scenic

/// Where a Ctrl-C goes when no work hears it: to the line being typed, or to the end of the
/// session.
@Suite struct InterruptRelayTests {
    /// Pressed twice while a timer's screen is drawn, Ctrl-C acts twice, as at the prompt: the
    /// line is cleared, then the session ends (the second was lost, and the app stayed up).
    @Test func everyCtrlCPressedWhileTheLineWaitsIsKeptForIt() {
        let relay = InterruptRelay()
        _ = relay.lineIsEdited()
        relay.lineWaits()
        #expect(relay.interrupt() == .keptForTheLine)
        #expect(relay.interrupt() == .keptForTheLine)
        #expect(relay.lineIsEdited() == 2)
        #expect(relay.lineIsEdited() == 0)
    }

    /// Work a timer started that cannot be stopped says so at the first Ctrl-C, and promises
    /// the next quits now: it did not, being kept for the line that waited.
    @Test func afterWorkSaidItCannotBeStoppedTheNextCtrlCEndsTheSession() {
        let relay = InterruptRelay()
        relay.lineWaits()
        let token = relay.listenOnce {}
        #expect(relay.interrupt() == .workGoesOn)
        #expect(relay.interrupt() == .byNothing)
        // Once that work has ended, Ctrl-C is the line's again.
        relay.stopListening(token)
        #expect(relay.interrupt() == .keptForTheLine)
    }

    @Test func aCtrlCWhileTheEditorReadsKeysIsItsAndNoneWhileALineIsHandled() {
        let relay = InterruptRelay()
        #expect(relay.interrupt() == .byNothing)
        _ = relay.lineIsEdited()
        #expect(relay.interrupt() == .forTheLineEdited)
        relay.lineIsTaken()
        #expect(relay.interrupt() == .byNothing)
    }
}
