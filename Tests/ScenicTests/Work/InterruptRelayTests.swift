import Testing

@testable import Scenic

/// Where a Ctrl-C goes when no work hears it: to the line being typed, or to the end of the
/// session.
@Suite struct InterruptRelayTests {
    /// Pressed while a timer's screen is drawn, Ctrl-C acts as at the prompt: once, it is kept
    /// for the line, which it clears; twice, it ends the session, at once.
    ///
    /// The second was lost, and the app stayed up; then it waited for the line editor to
    /// read keys again, which a Presenter that never returned never let it do.
    @Test func aCtrlCPressedWhileTheLineWaitsIsKeptForItAndASecondEndsTheSession() {
        let relay = InterruptRelay()
        _ = relay.lineIsEdited()
        relay.lineWaits()
        #expect(relay.interrupt() == .keptForTheLine)
        #expect(relay.lineIsEdited() == 1)
        #expect(relay.lineIsEdited() == 0)
        relay.lineWaits()
        #expect(relay.interrupt() == .keptForTheLine)
        #expect(relay.interrupt() == .byNothing)
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
        relay.stopListening(relay.listen { true }, screenOfferedCtrlC: true)
        #expect(relay.interrupt() == .cameAfterWork)
        #expect(relay.interrupt() == .byNothing)

        relay.stopListening(relay.listen { true }, screenOfferedCtrlC: true)
        relay.screenIsDrawn()
        #expect(relay.interrupt() == .byNothing)

        // The line editor reading keys again is the next screen drawn too.
        relay.stopListening(relay.listen { true }, screenOfferedCtrlC: true)
        _ = relay.lineIsEdited()
        #expect(relay.interrupt() == .forTheLineEdited)
    }

    /// Only work whose screen said Ctrl-C stops it, and which no Ctrl-C stopped, keeps one.
    ///
    /// Work done before its screen showed kept the next Ctrl-C, which nothing on the screen
    /// had offered; work a Ctrl-C stopped kept the one after it, so "twice to quit" took three.
    @Test func workNotOfferedCtrlCOrStoppedByItKeepsNone() {
        let relay = InterruptRelay()
        relay.stopListening(relay.listen { true })
        #expect(relay.interrupt() == .byNothing)

        let stopped = relay.listen { true }
        #expect(relay.interrupt() == .stoppedWork)
        relay.stopListening(stopped, screenOfferedCtrlC: true)
        #expect(relay.interrupt() == .byNothing)
    }

    /// After a timer's work, while the line waits, one Ctrl-C is the work's too: kept for the
    /// line, it ended the session on an empty one.
    @Test func aCtrlCAfterATimersWorkIsTheWorksWhileTheLineWaits() {
        let relay = InterruptRelay()
        _ = relay.lineIsEdited()
        relay.lineWaits()
        relay.stopListening(relay.listen { true }, screenOfferedCtrlC: true)
        #expect(relay.interrupt() == .cameAfterWork)
        // The second ends the session at once, as after a typed line's work: kept for the
        // line, it took a third.
        #expect(relay.interrupt() == .byNothing)
        // One dropped, then the screen drawn: the line's again.
        relay.stopListening(relay.listen { true }, screenOfferedCtrlC: true)
        #expect(relay.interrupt() == .cameAfterWork)
        #expect(relay.lineIsEdited() == 0)
        relay.lineWaits()
        #expect(relay.interrupt() == .keptForTheLine)
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
