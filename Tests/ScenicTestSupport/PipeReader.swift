import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads what a child process writes to a pipe, to its end.
///
/// `FileHandle.readDataToEndOfFile()` stops the whole test run when a read is interrupted by a
/// signal (it uses `try!` inside, and EINTR happens while other tests send signals); this
/// retries instead. Standard output and error are read at once, so neither pipe can fill up
/// and stall the child while the other is read.
public enum PipeReader {
    /// Everything written to `output` and `error` until both are closed.
    public static func readAll(_ output: Pipe, _ error: Pipe) -> (output: Data, error: Data) {
        let errorData = LockedData()
        let errorDone = DispatchSemaphore(value: 0)
        let errorDescriptor = error.fileHandleForReading.fileDescriptor
        // A thread of its own: a read that waits for the child's end would hold one of the
        // concurrency runtime's threads (the global queue's on Linux) that other tests need.
        Thread.detachNewThread {
            errorData.set(readAll(descriptor: errorDescriptor))
            errorDone.signal()
        }
        let outputData = readAll(descriptor: output.fileHandleForReading.fileDescriptor)
        errorDone.wait()
        return (outputData, errorData.get())
    }

    /// Everything read from `descriptor` until its end, retrying interrupted reads.
    public static func readAll(descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }

    /// Data handed from the reading thread to the waiting one.
    private final class LockedData: @unchecked Sendable {
        // @unchecked: every access holds `lock`.
        private let lock = NSLock()
        private var data = Data()

        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }
}
