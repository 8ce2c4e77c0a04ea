import Foundation

/// The machine a run happened on, printed above the results so figures are never quoted alone.
enum Machine {
    static var summary: String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return "\(cores) cores, \(cpuModel)"
    }

    /// The first `model name` in /proc/cpuinfo (Linux), or "unknown CPU" elsewhere.
    private static var cpuModel: String {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
            return "unknown CPU"
        }
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown CPU"
    }
}
