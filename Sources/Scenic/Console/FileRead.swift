#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a file's bytes up to a bound, whatever size the file claims.
enum FileRead {
    /// The bytes of the file open at `descriptor` from `offset`: at most `limit` of them, fewer
    /// at its end; `nil` when a read fails, with `errno` saying why.
    ///
    /// Read with `pread` 64 KiB at a time (some files of `/proc` take only whole chunks), and
    /// again after an interrupted read. A file of `/proc` says it holds 0 bytes and reads for
    /// gigabytes: only the bound stops it.
    static func bytes(of descriptor: Int32, from offset: Int = 0, atMost limit: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: limit)
        var filled = 0
        while filled < limit {
            let count = bytes.withUnsafeMutableBytes {
                pread(
                    descriptor, $0.baseAddress! + filled, min(limit - filled, 1 << 16),
                    off_t(offset + filled))
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            guard count > 0 else { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
