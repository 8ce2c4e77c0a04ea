#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A connected pair of local sockets, both ends close-on-exec: for a child process's standard
/// input or output, so that no other program this process starts holds an end open.
///
/// Socket pairs rather than pipes, because on Linux they are made close-on-exec at once
/// (`pipe2` is not visible from Swift). macOS has no `SOCK_CLOEXEC`, so the flag is set just
/// after; a child that Foundation starts there in between gets only the descriptors it is given.
package enum SocketPair {
    /// Makes a pair into `ends`; `false` with `errno` set when the system refuses.
    package static func make(_ ends: inout [Int32]) -> Bool {
        #if canImport(Darwin)
            guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else { return false }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return true
        #else
            let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            return socketpair(AF_UNIX, kind, 0, &ends) == 0
        #endif
    }
}
