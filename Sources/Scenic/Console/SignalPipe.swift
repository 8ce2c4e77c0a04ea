import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals caught by a handler that only writes their number to a pipe, and handled on a
/// thread of its own that reads it.
///
/// The handler is installed before ``init(signals:handler:)`` returns, so no signal is lost in
/// between: a dispatch signal source is registered later, on another thread, and `--explore`
/// once lost a Ctrl-C that way and went on forever. One pipe at a time per process: a second
/// replaces the first.
final class SignalPipe: Sendable {
    private let signals: [Int32]
    private let writeEnd: Int32

    /// Calls `handler` with each of `signals` as it comes, on a thread of its own, until
    /// ``stop()``.
    init(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        // Not inherited by the programs the app starts.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        writeEnd = ends[1]
        signalPipeWriteEnd = ends[1]
        let readEnd = ends[0]
        Thread.detachNewThread {
            var number: UInt8 = 0
            while read(readEnd, &number, 1) == 1 { handler(Int32(number)) }
            close(readEnd)
        }
        for number in signals { signal(number, writeSignalToPipe) }
    }

    /// Stops catching the signals, which act as they did by default again.
    func stop() {
        for number in signals { signal(number, SIG_DFL) }
        signalPipeWriteEnd = -1
        // The reading thread ends when the write end closes.
        close(writeEnd)
    }
}

/// The write end of the pipe of the ``SignalPipe`` catching signals, for its handler.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Writes the signal's number to the pipe: nothing but an async-signal-safe call.
private func writeSignalToPipe(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
}
