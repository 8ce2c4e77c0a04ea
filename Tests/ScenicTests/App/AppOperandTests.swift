import Foundation
import Synchronization
import Testing

@testable import Scenic

/// Words an app takes by position (the file it opens): read at launch by their placeholder,
/// shown in `--help`, refused with status 2 when missing, empty or one too many.
@Suite struct AppOperandTests {
    /// What the launches were given.
    final class Launches: Sendable {
        let list = Mutex<[AppLaunch]>([])
    }

    /// The sample to-do app opening FILE, and copying it to COPY when given.
    func app(launched: Launches) -> ScenicApp<SampleRoute> {
        ScenicApp(
            name: "todo", summary: "A to-do list.", version: "1.2.3", root: .list,
            routes: [.named("list", .list), .named("lock", .lock)],
            options: [AppOption("--store", value: "NAME", help: "Use the store NAME")],
            operands: [
                AppOperand("FILE", help: "The list to open."),
                AppOperand("COPY", help: "Where to copy it first.", isOptional: true),
            ]
        ) { launch throws(AppLaunchError) in
            launched.list.withLock { $0.append(launch) }
            return AppSession(builder: SampleScenes(store: TodoStore([]), password: "pw"))
        }
    }

    struct Run {
        var status: Int32
        var output: String
        var errors: [String]
        var launches: [AppLaunch]
    }

    func run(_ arguments: [String]) async -> Run {
        let launched = Launches()
        var output = TextBuffer()
        var errors: [String] = []
        let status = await app(launched: launched).run(
            arguments: arguments, environment: ["COLUMNS": "60"],
            input: { _ in ScriptInput("") }, output: &output, errors: { errors.append($0) })
        return Run(
            status: status, output: output.text, errors: errors,
            launches: launched.list.withLock { $0 })
    }

    @Test func theWordsAreReadByPositionAmongTheOptions() async {
        let first = await run(["--store", "work", "list.txt"])
        #expect(first.status == 0)
        #expect(first.launches.first?.operand("FILE") == "list.txt")
        #expect(first.launches.first?.operand("COPY") == nil)
        #expect(first.launches.first?.value(of: "--store") == "work")
        let both = await run(["list.txt", "--width", "40", "copy.txt"])
        #expect(both.launches.first?.operand("FILE") == "list.txt")
        #expect(both.launches.first?.operand("COPY") == "copy.txt")
        // After `--`, a word starting with a dash is an operand too.
        let dashed = await run(["--", "-odd.txt"])
        #expect(dashed.launches.first?.operand("FILE") == "-odd.txt")
        let routed = await run(["--route", "list", "lock", "--", "list.txt"])
        #expect(routed.launches.first?.operand("FILE") == "list.txt")
    }

    @Test(arguments: [
        ([String](), #"todo: FILE is missing, as in "todo FILE". Run "todo --help" for more."#),
        (
            ["--store", "work"],
            #"todo: FILE is missing, as in "todo FILE". Run "todo --help" for more."#
        ),
        (
            [""],
            #"todo: FILE was given an empty word (an unset variable?); give one, as in "todo FILE"."#
        ),
        // Bytes that are not UTF-8 named another file (`dir\u{FFFD}`), which did not exist.
        (
            ["list\u{FFFD}.txt"],
            "todo: FILE: list\u{FFFD}.txt has bytes that are not UTF-8 text (shown as \u{FFFD}), "
                + "so what it names cannot be reached by it. Rename that to UTF-8 text, or give "
                + "another FILE."
        ),
        (
            ["a.txt", "b.txt", "c.txt"],
            #"todo: unexpected "c.txt": todo takes FILE COPY. Run "todo --help" for more."#
        ),
        // The screens are every word after --route: the file typed there reads as one.
        (
            ["--route", "list", "a.txt"],
            #"todo: --route: there is no screen "a.txt". Routes: list, lock. If "a.txt" is the FILE, put -- before it: "--route list -- a.txt"."#
        ),
    ])
    func aMissingEmptyOrExtraWordIsRefusedWithStatus2(arguments: [String], message: String) async {
        let result = await run(arguments)
        #expect(result.status == 2)
        #expect(result.errors == [message])
        #expect(result.launches.isEmpty)
    }

    /// An app's own option's value whose bytes were not UTF-8 is refused as an operand is;
    /// `--help` and `--version` still answer beside such an operand.
    @Test func anOptionsValueNotUTF8IsRefusedAndHelpStillAnswers() async {
        for arguments in [
            ["--store", "st\u{FFFD}", "list.txt"], ["--store=st\u{FFFD}", "list.txt"],
        ] {
            let refused = await run(arguments)
            #expect(refused.status == 2)
            #expect(
                refused.errors == [
                    "todo: --store: st\u{FFFD} has bytes that are not UTF-8 text (shown as "
                        + "\u{FFFD}), so what it names cannot be reached by it. Rename that to "
                        + "UTF-8 text, or give another NAME."
                ])
        }
        #expect(await run(["--help", "list\u{FFFD}.txt"]).status == 0)
        #expect(await run(["--version", "list\u{FFFD}.txt"]).output == "todo 1.2.3\n")
    }

    /// `--help` and `--version` answer beside any other mistake on the line, but not after
    /// `--`, where they are operands.
    @Test func helpAndVersionAnswerWhateverElseIsWrong() async {
        for arguments in [
            ["--width", "0", "--help"], ["-h", "--bogus"], ["--route", "nowhere", "--help"],
            ["list.txt", "extra.txt", "more.txt", "--help"], ["--store", "--help"],
            // Not taken as a value: `--record --help` wrote a file named --help.
            ["--record", "--help", "list.txt"], ["--log", "-h", "list.txt"],
            ["--store", "--version", "list.txt", "--help"],
        ] {
            let help = await run(arguments)
            #expect(help.status == 0, "\(arguments)")
            #expect(help.output.contains("[--store NAME] FILE [COPY]\n"), "\(arguments)")
            #expect(help.errors.isEmpty, "\(arguments)")
        }
        #expect(await run(["--seed", "x", "--version"]).output == "todo 1.2.3\n")
        let both = await run(["--width=abc", "--version", "--help"])
        #expect(both.status == 0)
        #expect(both.output.contains("[--store NAME] FILE [COPY]\n"))
        let operand = await run(["--", "--help"])
        #expect(operand.launches.first?.operand("FILE") == "--help")
        #expect(await run(["--width", "0", "--", "--help"]).status == 2)
    }

    @Test func helpAndVersionNeedNoneAndHelpListsThem() async {
        let help = await run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("[--store NAME] FILE [COPY]\n"), "\(help.output)")
        #expect(
            help.output.contains(
                "Arguments:\n  FILE  The list to open.\n  COPY  Where to copy it first.\n"))
        #expect(await run(["--version"]).output == "todo 1.2.3\n")
    }

    /// An app that names no routes offers no `--route`: its help said "see Routes" with no
    /// Routes below, and `--route x FILE` answered "Routes: ." and advised `--route -- x`.
    @Test func anAppWithoutRoutesOffersNoRoute() async {
        let launched = Launches()
        let app = ScenicApp<SampleRoute>(
            name: "files", summary: "Browse a folder.", version: "1.0", root: .list,
            operands: [AppOperand("DIR", help: "The folder to browse.")]
        ) { launch throws(AppLaunchError) in
            launched.list.withLock { $0.append(launch) }
            return AppSession(builder: SampleScenes(store: TodoStore([]), password: "pw"))
        }
        var output = TextBuffer()
        var errors: [String] = []
        let refused = await app.run(
            arguments: ["--route", "x", "/tmp"], environment: [:],
            input: { _ in ScriptInput("") }, output: &output, errors: { errors.append($0) })
        #expect(refused == 2)
        #expect(
            errors == [
                "files: --route: files names no screens to start on; it always starts on its "
                    + "first screen. Leave --route out."
            ])
        #expect(launched.list.withLock { $0.isEmpty })
        let help = await app.run(
            arguments: ["--help"], environment: [:], input: { _ in ScriptInput("") },
            output: &output, errors: { errors.append($0) })
        #expect(help == 0)
        #expect(!output.text.contains("--route"), "\(output.text)")
        #expect(!output.text.contains("Routes"))
    }

    /// What repeats a session (the command that replays what an exploration found) gives the
    /// options, then the operands, after `--` when one starts with a dash.
    @Test func theOperandsComeAfterTheOptionsInACommandThatRepeatsThem() throws {
        let line = try AppCommandLine<SampleRoute>(
            ["-", "--store", "work", "--", "-odd.txt"],
            options: [AppOption("--store", value: "NAME", help: "")],
            operands: [AppOperand("FILE", help: ""), AppOperand("COPY", help: "")], routes: [])
        #expect(line.ownOptions == ["--store", "work"])
        #expect(line.ownOperands == ["--", "-", "-odd.txt"])
    }
}
