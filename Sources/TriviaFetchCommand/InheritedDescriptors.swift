import Foundation

/// The descriptors this process was started with besides standard input, output and error.
enum InheritedDescriptors {
    /// Closes every descriptor above standard error.
    ///
    /// `trivia` starts this helper with `posix_spawn`, which hands on every descriptor of the
    /// app's that is not close-on-exec: its own are, but a program around it (a test process,
    /// a build tool, a shell's extra redirections) may leave pipes open. Kept here, such a pipe
    /// stays open until the lookup ends, and whoever waits for its end waits for the lookup's
    /// deadline. Called first thing, before this process opens anything of its own (the
    /// dispatch queues and URLSession open theirs once the lookup starts).
    static func closeAll() {
        #if os(Linux)
            let listing = "/proc/self/fd"
        #else
            let listing = "/dev/fd"
        #endif
        // The folder's own descriptor is listed too; it is closed by the time these are.
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: listing) else {
            return
        }
        for descriptor in names.compactMap({ Int32($0) }) where descriptor > 2 {
            _ = close(descriptor)
        }
    }
}
