import Foundation
import LookupSample
import Scenic

/// Runs the lookup sample on a real terminal.
///
/// `LookupSampleCommand [SECONDS]` makes each lookup take that long (2 by default). The
/// end-to-end tests drive it on a pseudo-terminal.
func runLookupSample() async -> Int32 {
    let seconds = CommandLine.arguments.dropFirst().first.flatMap { Double($0) } ?? 2
    let source = SlowFactSource(delay: .milliseconds(Int(seconds * 1000)))
    var console = Console(
        navigator: Navigator(builder: LookupScenes(source: source), root: .lookup),
        configuration: .forProcess(
            environment: ProcessInfo.processInfo.environment,
            outputIsTerminal: StandardOutput().isTerminal))
    return await console.run()
}

exit(await runLookupSample())
