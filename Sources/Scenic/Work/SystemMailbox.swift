import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where live timers and subscriptions leave what they send, from any task, for the console's
/// loop to take; each post also makes ``wakeDescriptor`` readable, so that a line editor
/// waiting for keys wakes up.
final class SystemMailbox: Sendable {
    /// What arrived, by the token of the source that sent it; `nil` marks a source's end.
    private let arrived = Mutex<[Post]>([])

    /// One thing a source left.
    struct Post {
        /// The source's token.
        let token: Int
        /// What it sent; `nil` when it ended.
        let action: (any Sendable)?
        /// For a timer, when it fell due on the clock of a story recorded from the session
        /// (see ``SystemEvents/recordedNow``); `nil` for a subscription.
        var due: Duration?
    }
    /// The ends of the pipe that wakes the reader: read, write; `-1` when none could be made.
    private let descriptors: (read: Int32, write: Int32)

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            // Neither end ever blocks: a full pipe already says there is something to take.
            for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
            descriptors = (ends[0], ends[1])
        } else {
            descriptors = (-1, -1)
        }
    }

    deinit {
        if descriptors.read >= 0 {
            close(descriptors.read)
            close(descriptors.write)
        }
    }

    /// Readable while something waits to be taken; `-1` when no pipe could be made.
    var wakeDescriptor: Int32 { descriptors.read }

    /// Leaves `action`, sent by the source with `token`; a timer gives when it fell due.
    func post(_ action: any Sendable, from token: Int, due: Duration? = nil) {
        append(Post(token: token, action: action, due: due))
    }

    /// Notes that the source with `token` ended.
    func postEnd(of token: Int) {
        append(Post(token: token, action: nil))
    }

    /// Makes ``wakeDescriptor`` readable again, with nothing new to take: for what was left
    /// waiting to be taken later.
    func wakeUp() {
        var byte: UInt8 = 1
        _ = write(descriptors.write, &byte, 1)
    }

    /// Empties the pipe, leaving what arrived to be taken: the reader sleeps until the next
    /// post or ``wakeUp()``.
    func drainWakeUps() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while buffer.withUnsafeMutableBytes({ read(descriptors.read, $0.baseAddress, $0.count) })
            > 0
        {}
    }

    private func append(_ item: Post) {
        arrived.withLock { $0.append(item) }
        wakeUp()
    }

    /// Everything left since the last call, in the order it arrived.
    func take() -> [Post] {
        drainWakeUps()
        return arrived.withLock { items in
            defer { items = [] }
            return items
        }
    }
}
