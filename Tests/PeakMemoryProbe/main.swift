#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `PeakMemoryProbe RESULT PROGRAM [ARGUMENT...]`: runs PROGRAM with this process's standard
// input, output, error and environment, waits for it, and writes `STATUS PEAK-BYTES` to the
// file RESULT: the exit status (or the number of the signal that ended it) and its peak
// resident memory.
//
// Why a process of its own: on Linux a child's peak, as `wait4` reports it, starts at the peak
// of the process that spawned it (`exec` records the memory it leaves, and `posix_spawn` and
// `fork` both leave the parent's), so a large test process would be counted as the program's.
// This process is small and imports no Foundation, so what it adds is a few megabytes.

/// Writes `message` to standard error and ends with `status`.
func fail(_ message: String, status: Int32) -> Never {
    let line = "PeakMemoryProbe: \(message)\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(status)
}

let arguments = CommandLine.unsafeArgv
guard CommandLine.argc >= 3, let program = arguments[2] else {
    fail("usage: PeakMemoryProbe RESULT PROGRAM [ARGUMENT...]", status: 125)
}
var child: pid_t = 0
let spawned = posix_spawn(&child, program, nil, nil, arguments + 2, environ)
guard spawned == 0 else {
    fail("cannot start \(String(cString: program)): error \(spawned)", status: 126)
}
var status: Int32 = 0
var usage = rusage()
while wait4(child, &status, 0, &usage) < 0 {
    guard errno == EINTR else { fail("wait4 failed: error \(errno)", status: 127) }
}
let signal = status & 0x7F
let exitStatus = signal == 0 ? (status >> 8) & 0xFF : signal
#if canImport(Darwin)
    let peak = Int(usage.ru_maxrss)  // Darwin counts bytes.
#else
    let peak = Int(usage.ru_maxrss) * 1_024  // Linux counts kibibytes.
#endif
guard let result = fopen(arguments[1], "w"), fputs("\(exitStatus) \(peak)\n", result) >= 0,
    fclose(result) == 0
else {
    fail("cannot write the result", status: 127)
}
