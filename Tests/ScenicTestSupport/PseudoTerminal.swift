import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair, so a child process sees a real terminal on its standard input.
public final class PseudoTerminal {
    /// Thrown when the system has no pseudo-terminals to give.
    public struct Unavailable: Error {}

    /// The side the test reads and writes.
    public let controller: Int32
    /// The side the child process gets as its terminal.
    public let terminal: FileHandle
    private var received = Data()

    /// Opens a new pair.
    public init() throws {
        // Swift's Glibc module hides the pseudo-terminal calls (they need _XOPEN_SOURCE), so
        // look them up in the C library at run time.
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Prepare = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"),
            let grantSymbol = dlsym(library, "grantpt"),
            let unlockSymbol = dlsym(library, "unlockpt"),
            let nameSymbol = dlsym(library, "ptsname")
        else { throw Unavailable() }
        controller = unsafeBitCast(openSymbol, to: Open.self)(O_RDWR | O_NOCTTY)
        guard controller >= 0,
            unsafeBitCast(grantSymbol, to: Prepare.self)(controller) == 0,
            unsafeBitCast(unlockSymbol, to: Prepare.self)(controller) == 0,
            let name = unsafeBitCast(nameSymbol, to: Name.self)(controller)
        else { throw Unavailable() }
        let descriptor = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { throw Unavailable() }
        terminal = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    deinit {
        close(controller)
    }

    /// Sets the terminal's size, as a terminal window does when it is resized.
    public func setSize(columns: Int, rows: Int) {
        var size = winsize(
            ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// Thrown when a tool the tests need is not installed.
    public struct MissingTool: Error, CustomStringConvertible {
        /// What is missing and how to get it.
        public var description: String
    }

    /// Launches `executable` with `arguments` in a new session whose controlling terminal is
    /// this one, so Ctrl-C typed here reaches it as SIGINT, as from a shell.
    ///
    /// - Throws: ``MissingTool`` without util-linux's `setsid`.
    public func launchInNewSession(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil,
        environment changes: [String: String?] = [:]
    ) throws -> Process {
        let setsid = "/usr/bin/setsid"
        guard FileManager.default.isExecutableFile(atPath: setsid) else {
            throw MissingTool(
                description:
                    "util-linux's setsid gives the app a controlling terminal; install util-linux")
        }
        return try launch(
            URL(filePath: setsid), ["--ctty", "--wait", executable.path] + arguments, in: folder,
            environment: changes)
    }

    /// Starts `executable` with this terminal as its standard input, output and error, as a
    /// person's shell would: no color, and no `COLUMNS`, so the width is the terminal's.
    ///
    /// - Parameters:
    ///   - folder: The working directory; the current one when `nil`.
    ///   - environment: This process's environment with these entries changed; a `nil` value
    ///     removes the variable.
    public func launch(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil,
        environment changes: [String: String?] = [:]
    ) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        environment["NO_COLOR"] = "1"
        for (key, value) in changes { environment[key] = value }
        process.environment = environment
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        // With no signal blocked, as a shell starts a program: a child inherits the mask of
        // the thread that starts it, and the test runtime's threads block many (a shell
        // started here with SIGTSTP blocked was never stopped by Ctrl-Z).
        var none = sigset_t()
        sigemptyset(&none)
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, &none, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        try process.run()
        return process
    }

    /// Whether the terminal echoes typed characters now, as the program running on it left it.
    public var echoes: Bool {
        var settings = termios()
        tcgetattr(terminal.fileDescriptor, &settings)
        return settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Whether the terminal is in line mode (canonical, with Ctrl-C a signal), as a shell
    /// expects to find it.
    public var isInLineMode: Bool {
        var settings = termios()
        tcgetattr(terminal.fileDescriptor, &settings)
        return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ISIG) != 0
    }

    /// Sets line mode and echo, as a shell does for itself when the job on the terminal stops.
    public func setLineModeAsAShellDoes() {
        var settings = termios()
        tcgetattr(terminal.fileDescriptor, &settings)
        settings.c_lflag |= tcflag_t(ICANON | ECHO | ISIG)
        tcsetattr(terminal.fileDescriptor, TCSANOW, &settings)
    }

    /// Whether Ctrl-D ends input in line mode, as a shell expects; a program that turns it off
    /// while it reads keys must turn it back on.
    public var endsInputOnCtrlD: Bool {
        var settings = termios()
        tcgetattr(terminal.fileDescriptor, &settings)
        return withUnsafeBytes(of: settings.c_cc) { $0[Int(VEOF)] } == 0x04
    }

    /// Waits until the program reads keys one by one (its line editor has the terminal), so
    /// that a control key typed next reaches it as a key; `false` after a few seconds.
    @discardableResult
    public func waitUntilReadingKeys() -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while isInLineMode {
            guard Date() < deadline else { return false }
            usleep(2_000)
        }
        return true
    }

    /// Everything the child has written so far.
    public var output: String { String(decoding: received, as: UTF8.self) }

    /// ``output`` without the sequences that turn the terminal's marking of pastes on and
    /// off, which the line editor writes around every line it reads and which show nothing.
    public var outputWithoutPasteMarking: String {
        output.replacingOccurrences(of: "\u{1B}[?2004h", with: "")
            .replacingOccurrences(of: "\u{1B}[?2004l", with: "")
    }

    /// Types `text` as if on the keyboard, every byte of it.
    ///
    /// A long text (a paste) can be written in parts: a signal (a debugger attaching) cuts a
    /// write short, and a paste whose end never arrived left `scenic review` waiting for it.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                write(controller, $0.baseAddress!, $0.count)
            }
            if count > 0 {
                written += count
            } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
                var descriptor = pollfd(fd: controller, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, 100)
            } else {
                return
            }
        }
    }

    /// Reads what the child wrote until nothing more comes for `milliseconds`: after it
    /// exits, the rest of its last line.
    public func readRest(quietFor milliseconds: Int32 = 200) {
        while true {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0,
                descriptor.revents & Int16(POLLIN) != 0
            else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes {
                read(controller, $0.baseAddress!, $0.count)
            }
            if count <= 0 { return }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    /// Reads until the output has `count` occurrences of `marker`, or a few seconds pass.
    @discardableResult
    public func waitFor(_ marker: String, count: Int = 1) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if output.components(separatedBy: marker).count - 1 >= count { return true }
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 else { return false }
            if descriptor.revents & Int16(POLLIN) != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = buffer.withUnsafeMutableBytes {
                    read(controller, $0.baseAddress!, $0.count)
                }
                if count <= 0 { return false }
                received.append(contentsOf: buffer[0..<count])
            } else if descriptor.revents != 0 {
                return false
            }
        }
        return false
    }
}
