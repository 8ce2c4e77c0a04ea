import Foundation
import LookupSample
import Scenic

/// Runs the lookup sample on a real terminal.
///
/// `LookupSampleCommand [SECONDS]` makes each lookup take that long (2 by default). The
/// end-to-end tests drive it on a pseudo-terminal.
func runLookupSample() async -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    // The first argument, when a number, is the delay; the rest is the usual command line.
    let seconds = arguments.first.flatMap(Double.init) ?? 2
    if arguments.first.flatMap(Double.init) != nil { arguments.removeFirst() }
    let source = SlowFactSource(delay: .milliseconds(Int(seconds * 1000)))
    let app = ScenicApp(
        name: "lookup-sample", summary: "Looks numbers up in a slow source.", version: "1.0",
        root: LookupRoute.lookup, routes: [.named("lookup", .lookup)]
    ) { _ throws(AppLaunchError) in
        AppSession(builder: LookupScenes(source: source))
    }
    return await app.run(arguments: arguments)
}

exit(await runLookupSample())
