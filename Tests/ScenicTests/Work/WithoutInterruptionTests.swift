import Synchronization
import Testing

@testable import Scenic

/// A worker's part that must not be cut short: Ctrl-C and the timeout wait for it, and it
/// never begins after the Logic heard that the work stopped.
@Suite struct WithoutInterruptionTests {
    /// What the scene hears of a job, as its words: `sent 1`, `interrupted`, `timed out`,
    /// `finished`, and `unstoppable` and `stoppable` when a part begins and ends (the screen
    /// stops saying that Ctrl-C stops the work, and says it again).
    private func heard(
        timeout: Duration? = nil, relay: InterruptRelay = InterruptRelay(),
        _ run: @escaping @Sendable (Send<Int>) async -> Void
    ) async -> [String] {
        let settings = WorkSettings(isLive: true, loadingDelay: .seconds(60), interrupts: relay)
        let job = await WorkJob<Int>.start(
            run, timeout: timeout, interruptible: true, settings: settings)
        defer { job.stop() }
        var heard: [String] = []
        for await event in job.events {
            switch event {
            case .action(let number): heard.append("sent \(number)")
            case .draw, .continued: break
            case .interruptionRefused: heard.append("refused")
            case .stoppable(let stoppable): heard.append(stoppable ? "stoppable" : "unstoppable")
            case .finished:
                heard.append("finished")
                return heard
            case .interrupted(.cancelled):
                heard.append("interrupted")
                return heard
            case .interrupted(.timedOut):
                heard.append("timed out")
                return heard
            }
        }
        return heard
    }

    @Test func ctrlCWaitsForThePartAndComesAfterWhatItSent() async {
        let relay = InterruptRelay()
        let heard = await heard(relay: relay) { send in
            await send.withoutInterruption {
                // Ctrl-C while the import commits.
                #expect(relay.interrupt() == .stoppedWork)
                send(1)
            }
            send(2)
        }
        #expect(heard == ["unstoppable", "refused", "sent 1", "interrupted"])
    }

    /// The Ctrl-C a part holds back says so, and the next one ends the session.
    ///
    /// The console shows that the work cannot be stopped now; the next Ctrl-C finds no work
    /// listening, so the console ends the session, as after work that cannot be stopped at
    /// all. Without a second, the work stops when the part ends.
    @Test func aSecondCtrlCDuringThePartEndsTheSession() async {
        let relay = InterruptRelay()
        let second = Mutex<InterruptRelay.Heard?>(nil)
        let heard = await heard(relay: relay) { send in
            await send.withoutInterruption {
                #expect(relay.interrupt() == .stoppedWork)
                second.withLock { $0 = relay.interrupt() }
                send(1)
            }
        }
        #expect(second.withLock { $0 } == .byNothing, "no work listens: the session ends")
        #expect(heard == ["unstoppable", "refused", "sent 1", "interrupted"])
    }

    /// A timeout during the part waits for it, as Ctrl-C does.
    ///
    /// The timeout is real time, so on a loaded machine the worker may begin its part only after
    /// the timeout fired (then the part never begins, as it must), or the timeout may come only
    /// after the part ended. Neither says anything about a timeout during the part, so the run
    /// is tried again with a longer timeout; one of them must show the timeout waiting.
    @Test func aTimeoutWaitsForThePartToo() async {
        let raced: Set<[String]> = [
            ["timed out"], ["unstoppable", "sent 1", "stoppable", "timed out"],
        ]
        var outcomes: [[String]] = []
        for timeout in [20, 200, 2_000] {
            let heard = await heard(timeout: .milliseconds(timeout)) { send in
                await send.withoutInterruption {
                    try? await Task.sleep(for: .milliseconds(timeout * 5))
                    send(1)
                }
                try? await Task.sleep(for: .seconds(60))
                send(2)
            }
            if heard == ["unstoppable", "sent 1", "timed out"] { return }
            #expect(raced.contains(heard), "the work was stopped in the middle of its part")
            outcomes.append(heard)
        }
        Issue.record("the timeout never came while the part ran: \(outcomes)")
    }

    @Test func thePartNeverBeginsOnceTheWorkWasStopped() async {
        let relay = InterruptRelay()
        let began = Mutex(false)
        let heard = await heard(relay: relay) { send in
            #expect(relay.interrupt() == .stoppedWork)
            let done = await send.withoutInterruption {
                began.withLock { $0 = true }
                send(1)
                return true
            }
            #expect(done == nil)
        }
        #expect(heard == ["interrupted"])
        #expect(!began.withLock { $0 })
    }

    @Test func withoutAnInterruptionThePartRunsAndTheWorkEnds() async {
        let heard = await heard { send in
            let value = await send.withoutInterruption { () -> Int in
                send(1)
                return 7
            }
            send(value ?? 0)
        }
        #expect(heard == ["unstoppable", "sent 1", "stoppable", "sent 7", "finished"])
    }

    @Test func aWorkersUnitTestRunsThePart() async {
        let worker = Worker<Int, Int>.streaming { request, send in
            await send.withoutInterruption { send(request) }
        }
        #expect(await worker.actions(for: 3) == [3])
    }
}
