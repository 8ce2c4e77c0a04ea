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

    /// Work that ended leaves its screen saying Ctrl-C stops it until the next screen is
    /// drawn: one Ctrl-C then is the work's, and the next ends the session (a Presenter that
    /// never returns must not keep the app up).
    @Test func aCtrlCAfterWorkEndedBeforeItsScreenIsDrawnIsTheWorks() {
        let relay = InterruptRelay()
        relay.stopListening(relay.listen { true })
        #expect(relay.interrupt() == .cameAfterWork)
        #expect(relay.interrupt() == .byNothing)

        relay.stopListening(relay.listen { true })
        relay.screenIsDrawn()
        #expect(relay.interrupt() == .byNothing)
    }

    /// Work that said the next Ctrl-C quits keeps its word when it ends before the screen.
    @Test func afterWorkSaidTheNextCtrlCQuitsItsEndKeepsNoCtrlC() {
        let relay = InterruptRelay()
        let token = relay.listenOnce {}
        #expect(relay.interrupt() == .workGoesOn)
        relay.stopListening(token)
        #expect(relay.interrupt() == .byNothing)
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
