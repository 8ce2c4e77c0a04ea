import Scenic

/// Every decision of the lookup screen: one lookup at a time, stopped by Ctrl-C or a timeout,
/// a history to pick from, and a question before forgetting it.
package struct LookupLogic: Logic {
    package typealias Route = LookupRoute

    /// How long a lookup may take before it is stopped.
    package var timeout: Duration

    package struct State: Equatable, Sendable {
        package var history: [Fact] = []
        /// The number being looked up, while a lookup runs.
        package var looking: Int?
        /// What the source said it is doing, while a lookup runs.
        package var progress: String?
        /// Whether the next screen takes a second and a half to present.
        ///
        /// After `slow`, what a timer sent is then handled for that long with no work running;
        /// after the fact about ``LookupLogic/slowToShow`` is found, the work has just ended.
        package var drawsSlowly = false
        /// The last headline a subscription sent.
        package var headline: String?

        package init(history: [Fact] = []) {
            self.history = history
        }
    }

    /// What the status line reports.
    package enum Notice: Equatable, Sendable {
        case busy(Int)
        case stopped(Int, Interruption)
        case failed(Int, LookupFailure)
        case nothingToPick
        case cleared(Int)
        case kept
        case reading(String)
    }

    /// The timer of `later N`, and the subscription of `news N`.
    package enum SourceID: Hashable, Sendable { case later, news }

    package enum Action: Equatable, Sendable {
        case look(Int)
        /// Looks `N` up a moment later, as a timer does: the work then starts while the prompt
        /// waits, not after a typed line.
        case later(Int)
        /// Makes the screen after a moment slow to present, as a timer does.
        case slowly
        case drawSlowly
        case progress(String)
        case found(Fact)
        case failed(Int, LookupFailure)
        case stopped(Int, Interruption)
        case pick
        case clear
        case clearConfirmed
        case clearKept
        /// Subscribes to news: some that changes nothing, then `headlines` headlines.
        case subscribe(headlines: Int)
        /// News from the subscription: a headline, or `nil` for news that changes nothing.
        case news(String?)
        /// Reads a headline, as typed.
        case read(String)
    }

    package enum Request: Equatable, Sendable {
        case fetch(Int)
        case news(headlines: Int)
    }

    /// The number whose fact takes a second and a half to show once found: the screen the
    /// work ended on still says Ctrl-C stops it meanwhile.
    package static let slowToShow = 1_500

    package init(timeout: Duration = .seconds(30)) {
        self.timeout = timeout
    }

    package func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        state.drawsSlowly = false
        switch action {
        case .look(let number):
            if let looking = state.looking {
                return [.notify(.busy(looking))]
            }
            state.looking = number
            state.progress = nil
            return [.perform(.fetch(number), timeout: timeout)]
        case .later(let number):
            return [
                .after(.milliseconds(300), send: .look(number), id: .later, whileCovered: .stops)
            ]
        case .slowly:
            return [.after(.milliseconds(300), send: .drawSlowly, id: .later, whileCovered: .stops)]
        case .drawSlowly:
            state.drawsSlowly = true
            return []
        case .progress(let text):
            state.progress = text
            return []
        case .found(let fact):
            state.looking = nil
            state.drawsSlowly = fact.number == Self.slowToShow
            state.history.insert(fact, at: 0)
            return []
        case .failed(let number, let failure):
            state.looking = nil
            return [.notify(.failed(number, failure))]
        case .stopped(let number, let interruption):
            state.looking = nil
            return [.notify(.stopped(number, interruption))]
        case .pick:
            guard !state.history.isEmpty else {
                return [.notify(.nothingToPick)]
            }
            return [.push(.picker(state.history.map(\.number)))]
        case .clear:
            guard !state.history.isEmpty else {
                return [.notify(.nothingToPick)]
            }
            let count = state.history.count
            return [
                .ask(
                    .yesOrNo(
                        count == 1 ? "Forget the fact?" : "Forget all \(count) facts?",
                        yes: .clearConfirmed, no: .clearKept))
            ]
        case .clearConfirmed:
            let count = state.history.count
            state.history = []
            return [.notify(.cleared(count))]
        case .clearKept:
            return [.notify(.kept)]
        case .subscribe(let headlines):
            return [.subscribe(.news(headlines: headlines), id: .news)]
        case .news(let headline):
            if let headline { state.headline = headline }
            return []
        case .read(let headline):
            return [.notify(.reading(headline))]
        }
    }

    package func interrupted(_ request: Request, by interruption: Interruption) -> Action? {
        switch request {
        case .fetch(let number): .stopped(number, interruption)
        case .news: nil
        }
    }

    package func received(_ number: Int) -> Action? {
        .look(number)
    }
}
