import Foundation
import PlantedSample
import Scenic

// The sample with a bug planted three steps deep: `show` on Home traps once Settings chose
// the level 7. The exploration tests run it with `--explore`, which must report the trap and
// shrink it to a story; with `--no-bug`, an exploration runs to its budget, for the tests that
// interrupt one. `--note` is an option of its own that a replay of a finding must repeat;
// `--most-stars N` adds a rule of the launch's own, which only that option states;
// `--turns N` ends the session after N commands on Home, as a game over does, so an
// exploration goes on in fresh sessions; `--trap-at-start` fails a precondition as an exploring session starts, before any line;
// `--refuse-to-start` makes the launch throw, as an app with an unusable environment does.
let app = ScenicApp(
    name: "planted-sample", summary: "A sample whose Home traps at level 7.", version: "1.0",
    root: PlantedRoute.home,
    options: [
        AppOption("--no-bug", help: "Leave the bug out: nothing traps."),
        AppOption("--note", value: "TEXT", help: "Start with TEXT as Home's note."),
        AppOption("--most-stars", value: "N", help: "Break a rule above N stars."),
        AppOption("--turns", value: "N", help: "End the session after N commands on Home."),
        AppOption("--trap-at-start", help: "Trap as an exploring session starts."),
        AppOption("--refuse-to-start", help: "Refuse to start, as the launch can."),
    ]
) { launch throws(AppLaunchError) in
    if launch.isSet("--refuse-to-start") {
        throw AppLaunchError("the sample refuses to start; leave out --refuse-to-start.")
    }
    // An exploring launch makes scratch data of its own, as an app whose workers keep files
    // does; `--explore` must not leave it behind.
    if launch.isExploring {
        try? FileManager.default.createDirectory(
            atPath: NSTemporaryDirectory() + "/planted-sample-scratch-\(UUID().uuidString)",
            withIntermediateDirectories: false)
    }
    precondition(
        !(launch.isExploring && launch.isSet("--trap-at-start")), "the level table is missing")
    let most = launch.value(of: "--most-stars").flatMap { Int($0) }
    return AppSession(
        builder: PlantedScenes(
            bug: launch.isSet("--no-bug") ? PlantedBug.none : .trap,
            note: launch.value(of: "--note") ?? "",
            turns: launch.value(of: "--turns").flatMap { Int($0) }),
        explorationInvariants: most.map { most in
            [
                .state(PlantedHomeLogic.State.self, "Home shows at most \(most) stars") {
                    $0.stars <= most
                }
            ]
        } ?? [])
}
exit(await app.run())
