import Testing

@testable import Scenic

/// The console loop, driven in memory through the sample app, with every kind of bad input.
@Suite struct ConsoleTests {
    // Wide enough that no message wraps, so tests can look for whole sentences.
    let session = SampleSession(width: 200)

    /// The lines the console echoed for typed input, in order.
    private func echoes(_ transcript: String) -> [String] {
        transcript.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 == ">" || $0.hasPrefix("> ") }.map(String.init)
    }

    @Test func endsAtTheEndOfInputAfterTheFirstScreen() async {
        let transcript = await session.run("")
        #expect(transcript.hasPrefix("To-do\n"))
        #expect(transcript.hasSuffix("\n(end of input)\n"))
        #expect(echoes(transcript).isEmpty)
    }

    @Test func echoesEveryTypedLineWhenPiped() async {
        let transcript = await session.run("open 1\nback\n")
        #expect(echoes(transcript) == ["> open 1", "> back"])
    }

    @Test func redrawsWithoutComplaintOnEmptyAndBlankLines() async {
        let transcript = await session.run("\n   \n\t\n")
        #expect(echoes(transcript) == [">", ">    ", "> ^I"])
        #expect(!transcript.contains("» "))
    }

    @Test func explainsUnknownCommandsWithASuggestion() async {
        let transcript = await session.run("opne 1\n")
        #expect(transcript.contains(#"Unknown command "opne". Did you mean "open"?"#))
    }

    @Test func explainsMissingAndMalformedArguments() async {
        let transcript = await session.run(
            "open\nopen two\nopen 0\nopen 99999999999999999999\nopen 1 2\n")
        #expect(transcript.contains("open: missing N. Usage: open N"))
        #expect(transcript.contains(#"open: N must be a whole number, got "two""#))
        #expect(transcript.contains("open: N must be at least 1, got \"0\""))
        #expect(
            transcript.contains(
                "open: N must be at least 1, with at most 18 digits, got \"99999999999999999999\""))
        #expect(transcript.contains(#"open: unexpected "2". Usage: open N"#))
    }

    @Test func reportsAnUnterminatedQuoteAndDoesNothing() async {
        // `open N` takes a word; a quote in text that runs to the end of the line is text.
        let transcript = await session.run("open \"2\n")
        #expect(transcript.contains("The line has no closing \" quote; nothing was done."))
        #expect(await session.store.calls == ["all"])
    }

    @Test func replacesInvalidUTF8AndStillRunsTheCommand() async {
        let transcript = await session.run(bytes: Array("add Caf".utf8) + [0xE9] + Array("\n".utf8))
        #expect(transcript.contains("The line was not valid UTF-8"))
        #expect(await session.store.calls == ["all", "add Caf\u{FFFD}"])
    }

    @Test func ignoresAnOverLongLineWithAMessage() async {
        let long = "add " + String(repeating: "x", count: 70_000)
        let transcript = await session.run(long + "\nopen 1\n")
        #expect(
            transcript.contains(
                "The line was 70004 bytes long, over the limit of 65536; it was ignored."))
        #expect(transcript.contains("> (a line of 70004 bytes)\n"))
        #expect(await session.store.calls == ["all", "todo 1"])
    }

    @Test func showsControlCharactersFromInputVisibly() async {
        let transcript = await session.run("\u{1B}[2J\nadd \u{7}bell\u{1B}]0;title\u{7}\n")
        #expect(!transcript.contains("\u{1B}"))
        #expect(!transcript.contains("\u{7}"))
        #expect(transcript.contains("> ^[[2J"))
        #expect(transcript.contains("^Gbell^[]0;title^G"))
    }

    @Test func showsControlCharactersFromDataVisibly() async {
        let session = SampleSession(
            store: TodoStore(["\u{1B}[31mred\u{1B}[0m", "tab\there"]), width: 200)
        let transcript = await session.run("")
        #expect(!transcript.contains("\u{1B}"))
        #expect(transcript.contains("^[[31mred^[[0m"))
        #expect(transcript.contains("tab^Ihere"))
    }

    @Test func listsCommandsForHelpAndExplainsOne() async {
        let transcript = await session.run("help\nhelp open\nhelp fly\n")
        #expect(transcript.contains("Help: To-do"))
        #expect(transcript.contains("Show to-do N"))
        #expect(transcript.contains("Go back to the previous screen"))
        #expect(transcript.contains("Help: open"))
        #expect(transcript.contains(#"help: there is no command "fly" here."#))
    }

    /// The word quoted is the word typed, its ESC shown (it was cut off, found by a hostile
    /// tester).
    @Test func helpQuotesAnUnknownWordAsTyped() async {
        let transcript = await session.run("help \u{1B}[31mfly\n")
        #expect(transcript.contains(#"help: there is no command "^[[31mfly" here."#))
    }

    @Test func refusesBackOnTheFirstScreenAndArgumentsToGlobals() async {
        let transcript = await session.run("back\nback now\n")
        #expect(transcript.contains("This is the first screen; there is nothing to go back to."))
        #expect(transcript.contains(#"back: unexpected "now". Usage: back"#))
    }

    @Test func homeReturnsToTheFirstScreen() async {
        var deep = session
        deep.path = [.item(1), .item(2)]
        let transcript = await deep.run("home\n")
        #expect(transcript.split(separator: "\n> home\n").last?.contains("[ ] Buy milk") == true)
    }

    @Test(arguments: ["quit", "exit", "QUIT"])
    func quitEndsTheSessionAtOnce(word: String) async {
        let transcript = await session.run("\(word)\nopen 1\n")
        #expect(transcript.hasSuffix("> \(word)\n"))
        #expect(await session.store.calls == ["all"])
    }

    @Test func asksForAMissingSecretAndNeverShowsIt() async {
        var locked = session
        locked.root = .lock
        let transcript = await locked.run("unlock\nwrong\nunlock\nsesame\n")
        #expect(!transcript.contains("wrong"))
        #expect(!transcript.contains("sesame"))
        #expect(transcript.contains("> unlock\nPassword: (hidden)\n"))
        #expect(transcript.contains("Wrong password (1 failed)."))
        #expect(transcript.contains("[ ] Buy milk"))
    }

    @Test func masksASecretTypedOnTheCommandLine() async {
        var locked = session
        locked.root = .lock
        let transcript = await locked.run("unlock sesame\n")
        #expect(!transcript.contains("sesame"))
        #expect(transcript.contains("> unlock (hidden)\n"))
    }

    @Test func masksASecretTypedAfterAMistypedCommandName() async {
        var locked = session
        locked.root = .lock
        let transcript = await locked.run("unlok sesame\nUNLOCKK sesame\n")
        #expect(!transcript.contains("sesame"))
        #expect(transcript.contains("> unlok (hidden)\n"))
        #expect(transcript.contains("> UNLOCKK (hidden)\n"))
        #expect(transcript.contains(#"Unknown command "unlok". Did you mean "unlock"?"#))
    }

    /// A secret typed for another screen's command, or after `help`, is masked too.
    ///
    /// The line is refused (the lock's command typed again on the list it opened), and the
    /// history file and a recorded story keep what the echo shows. Before, both kept it in
    /// clear (found by a hostile tester, `login ada lovelace` typed on Storefront's Catalog).
    @Test func masksASecretTypedForACommandOfAnotherScreenOrAfterHelp() async {
        var locked = session
        locked.root = .lock
        let transcript = await locked.run(
            "help unlock sesame\nunlock sesame\nunlock sesame\nhelp unlock sesame\nunlok sesame\n")
        #expect(!transcript.contains("sesame"), "\(transcript)")
        #expect(
            echoes(transcript) == [
                "> help unlock (hidden)", "> unlock (hidden)", "> unlock (hidden)",
                "> help unlock (hidden)", "> unlok (hidden)",
            ])
        #expect(transcript.contains("[ ] Buy milk"))
        #expect(transcript.contains(#"Unknown command "unlock""#))
        // What the history file and a recorded story keep.
        let unlock = Command(LockView.Name.unlock, LockView.password, help: "Unlock").syntax
        let add = Command(ListView.Name.add, ListView.title, help: "Add").syntax
        let kept = TypedLine.recorded(InputLine("unlock sesame"), commands: [add, unlock])
        #expect(kept?.text == "unlock ${PASSWORD}")
        #expect(
            TypedLine.recorded(InputLine("help unlock sesame"), commands: [add, unlock])?.text
                == "help unlock ${PASSWORD}")
        // A typo of help too (a hostile tester's `hlep login ada lovelace`).
        #expect(
            TypedLine.recorded(InputLine("hlep unlock sesame"), commands: [add, unlock])?.text
                == "hlep unlock ${PASSWORD}")
        #expect(
            TypedLine.recorded(InputLine("hlep add sesame"), commands: [add, unlock])?.text
                == "hlep add sesame")
        // Another global command before it too (a hostile tester's `home login ada lovelace`,
        // echoed, quoted in its refusal and kept in the history).
        for global in ["home", "back", "quit", "BACK", "hme", "bakc", "qiut"] {
            #expect(
                TypedLine.recorded(InputLine("\(global) unlock sesame"), commands: [add, unlock])?
                    .text == "\(global) unlock ${PASSWORD}")
        }
        // A command of the screen's own of that name takes no secret: it is the one typed.
        enum Name: String, CommandName { case unlock }
        let own = Command(Name.unlock, Argument.restOfLine("DOOR"), help: "Unlock a door").syntax
        #expect(
            TypedLine.recorded(InputLine("unlock sesame"), commands: [own, unlock])?.text
                == "unlock sesame")
    }

    /// The prompt's line ends, and the transcript says the input ended there, as at `> `: an
    /// error written next (a piped story missing its secret) starts a line of its own.
    @Test func endsCleanlyAtTheEndOfInputDuringASecretPrompt() async {
        var locked = session
        locked.root = .lock
        let transcript = await locked.run("unlock\n")
        #expect(transcript.hasSuffix("> unlock\nPassword: \n(end of input)\n"))
    }

    @Test func finishesWorkBeforeTheNextPrompt() async {
        let transcript = await session.run("add Walk the dog\nnew Water plants\n")
        #expect(await session.store.calls == ["all", "add Walk the dog", "add Water plants"])
        #expect(
            transcript.split(separator: "> new Water plants\n").last?.contains(
                "4. [ ] Water plants") == true)
    }
}

@Suite struct ConsoleStatusLineTests {
    @Test func aRefusedLineReplacesTheScreensEarlierMessage() async throws {
        var locked = SampleSession(width: 200)
        locked.root = .lock
        let transcript = await locked.run("unlock nope\nunlokc\nunlock nope\n\n")
        // Echoed lines start with ">" (alone for the empty line).
        let screens = transcript.components(separatedBy: "\n>")
        try #require(screens.count == 5)
        #expect(screens[1].contains("Wrong password (1 failed)."))
        // The typo never reached the Logic: only its own message shows.
        #expect(!screens[2].contains("Wrong password"))
        #expect(screens[2].contains(#"Unknown command "unlokc""#))
        #expect(screens[3].contains("Wrong password (2 failed)."))
        // An empty line redraws the screen as it was.
        #expect(screens[4].contains("Wrong password (2 failed)."))
    }
}
