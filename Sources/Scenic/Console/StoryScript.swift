import Foundation

/// What a `.story` file types: the one reading of story text, shared by the test runner and
/// an app's `--replay`, so both give the same transcript.
///
/// - Lines starting with `#` are comments; a comment `# width: N` sets the screen width,
///   `# height: N` its height, and
///   `# now: 2026-05-04T10:30:00Z` the time the app's test clock starts at (``SessionClock``),
///   and `# seed: 42` the seed the app's random numbers are drawn from (``SessionRandom``).
/// - A comment `# after 30s` (or `500ms`, `2m`, `1h`, `1d`) moves the test clock that timers
///   and the app's ``SessionClock`` run on, and the screen shows what the actions then due
///   did; it is passed to the app like a typed line, since no command starts with `#`.
/// - Blank lines are ignored, so stories can be spaced for reading.
/// - A leading `\` types the rest of the line exactly: `\` alone types an empty line,
///   `\# not a comment` types `# not a comment`.
/// - `${NAME}` (capital letters, digits and `_`) stands for a secret the story does not hold,
///   such as `login ada ${PASSWORD}`: whoever runs the story supplies its value.
package struct StoryScript: Equatable, Sendable {
    /// The lines typed, in order.
    package var lines: [String] = []
    /// The width a `# width:` comment asks for, if any.
    package var width: Int?
    /// The height a `# height:` comment asks for, if any.
    package var height: Int?
    /// The time a `# now:` comment starts the app's clock at, if any.
    package var start: Date?
    /// The seed a `# seed:` comment draws the app's random numbers from, if any.
    package var seed: UInt64?
    /// Whether the story is what an exploration found: its first line is the comment
    /// ``explorationHeading`` begins.
    package var wasFoundByExploration = false
    /// Whether what the exploration found was a trap (its heading says "The app trapped").
    package var wasATrap = false

    /// How the first line of a story that an exploration wrote begins.
    package static let explorationHeading = "# Found by exploration"

    /// Whether `firstLine` is the first line of a story that an exploration wrote.
    package static func isExplorationHeading(_ firstLine: some StringProtocol) -> Bool {
        firstLine.hasPrefix(explorationHeading)
    }

    /// Why story text cannot be run.
    package enum Problem: Error, Equatable, Sendable {
        /// A `# width:` comment on `line` (from 1) does not give a usable width.
        case badWidth(line: Int, value: String)
        /// `${name}` on `line` has no value among the secrets given.
        case missingSecret(line: Int, name: String)
        /// A `# after` comment on `line` gives a time that cannot be read, such as
        /// `# after 2.5s`: a story that meant to move its clock would silently not.
        case badClockStep(line: Int, text: String)
        /// A `# width:` comment on `line` asks for `width` after the story's first typed line,
        /// which runs at `first` columns: a story runs at one width.
        case lateWidth(line: Int, width: Int, first: Int)
        /// A `# height:` comment on `line` does not give a usable height.
        case badHeight(line: Int, value: String)
        /// A `# height:` comment on `line` asks for `height` after the story's first typed
        /// line, which runs `first` rows tall: a story runs at one height.
        case lateHeight(line: Int, height: Int, first: Int)
        /// A `# now:` comment on `line` gives no time (`text` is the line), or comes after the
        /// first typed line or clock step (`isLate`), when the app had already read its clock.
        case badStart(line: Int, text: String, isLate: Bool)
        /// A `# seed:` comment on `line` gives no seed (`text` is the line), or comes after the
        /// first typed line or clock step (`isLate`), when the app may have drawn already.
        case badSeed(line: Int, text: String, isLate: Bool)
    }

    /// The time a story's clock starts at unless its `# now:` says otherwise:
    /// 2026-01-01T00:00:00Z, the same for every run.
    package static let defaultStart = Date(timeIntervalSince1970: 1_767_225_600)

    /// The width a story runs at unless it says otherwise.
    package static let defaultWidth = 80

    /// The widths a story may ask for.
    package static let widths = 20...1000

    /// The height a story runs at unless it says otherwise.
    package static var defaultHeight: Int { Screen.defaultHeight }

    /// The heights a story may ask for.
    package static var heights: ClosedRange<Int> { Screen.minimumHeight...Screen.maximumHeight }

    /// A script typing `lines` at `width`.
    package init(lines: [String], width: Int? = nil) {
        self.lines = lines
        self.width = width
    }

    /// Reads story text, typing `secrets[NAME]` for each `${NAME}`.
    ///
    /// - Throws: ``Problem/badWidth(line:value:)`` for a width that is not a whole number from
    ///   20 to 1000; ``Problem/missingSecret(line:name:)`` for a placeholder without a value.
    package init(text: String, secrets: [String: String] = [:]) throws(Problem) {
        // Line by line, keeping none but the typed ones: an 8 MiB story of blank lines took
        // 300 MB as an array of its lines.
        var number = 0
        var start = text.utf8.startIndex
        var isLast = false
        while !isLast {
            // "\n", "\r\n" and a lone "\r" (an old Mac editor's) each end a line: no typed line
            // holds a carriage return, since Enter is what sends one. On the bytes: "\r\n" is
            // one Character.
            // Walked index by index: slicing the view for each line ran generic code, most of
            // the time a long story took to read in a debug build.
            var end = start
            while end < text.utf8.endIndex, text.utf8[end] != 10, text.utf8[end] != 13 {
                text.utf8.formIndex(after: &end)
            }
            let lineBreak = end < text.utf8.endIndex ? end : nil
            isLast = lineBreak == nil
            let line = text[start..<end]
            if let lineBreak {
                start = text.utf8.index(after: lineBreak)
                if text.utf8[lineBreak] == 13, start < text.utf8.endIndex,
                    text.utf8[start] == 10
                {
                    start = text.utf8.index(after: start)
                }
            }
            number += 1
            if number == 1 {
                wasFoundByExploration = Self.isExplorationHeading(line)
                wasATrap = wasFoundByExploration && line.contains("): The app trapped (signal ")
            }
            // The commonest line of a long story means nothing: passed over without reading it
            // (8 million blank lines took 9 s of a debug build's reading).
            if line.isEmpty { continue }
            switch try Self.read(line, number: number, secrets: secrets) {
            case .typed(let text):
                if Self.typesSecret(line, as: text) {
                    shownLines[lines.count] = ShownLine(
                        typed: text, shown: String(line),
                        secrets: Self.secretsTyped(in: line, from: secrets))
                }
                lines.append(text)
            case .width(let width):
                // Screens are drawn from the first typed line on: a width after it that differs
                // would not be the story's for the screens before it.
                let current = self.width ?? Self.defaultWidth
                if !lines.isEmpty, width != current {
                    throw .lateWidth(line: number, width: width, first: current)
                }
                self.width = width
            case .height(let height):
                let current = self.height ?? Self.defaultHeight
                if !lines.isEmpty, height != current {
                    throw .lateHeight(line: number, height: height, first: current)
                }
                self.height = height
            case .start(let start):
                // The first screen may show the date already: the clock starts before it.
                guard lines.isEmpty else {
                    throw .badStart(line: number, text: String(line), isLate: true)
                }
                self.start = start
            case .seed(let seed):
                guard lines.isEmpty else {
                    throw .badSeed(line: number, text: String(line), isLate: true)
                }
                self.seed = seed
            case .skipped: break
            }
        }
    }

    /// What one line of a story means.
    package enum Line: Equatable, Sendable {
        /// A line to type.
        case typed(String)
        /// A `# width: N` comment.
        case width(Int)
        /// A `# height: N` comment.
        case height(Int)
        /// A `# now: 2026-05-04T10:30:00Z` comment.
        case start(Date)
        /// A `# seed: 42` comment.
        case seed(UInt64)
        /// A comment or a blank line.
        case skipped
    }

    /// Reads line `number` (from 1) of a story: the one reading of a line, for story files and
    /// for stories piped into an app.
    ///
    /// - Throws: ``Problem/badWidth(line:value:)`` or ``Problem/missingSecret(line:name:)``.
    package static func read(_ line: Substring, number: Int, secrets: [String: String])
        throws(Problem) -> Line
    {
        if line.hasPrefix("\\") {
            // A line the console would read as a comment or a clock step stays escaped: it
            // types it exactly (a recorded `\# after 5s` was typed at a terminal).
            let rest = line.dropFirst()
            return .typed(String(isEscapedComment(rest) || rest.hasPrefix("#") ? line : rest))
        }
        if isComment(line) {
            if clockStep(line) != nil { return .typed(String(line)) }
            if isMeantAsClockStep(line) { throw .badClockStep(line: number, text: String(line)) }
            let comment = line.dropFirst().trimmingCharacters(in: .whitespaces)
            let lowercased = comment.lowercased()
            if let start = try start(in: comment, line: line, number: number) {
                return .start(start)
            }
            if let value = directive("seed", in: comment) {
                guard let seed = SessionRandom.seed(from: value) else {
                    throw .badSeed(line: number, text: String(line), isLate: false)
                }
                return .seed(seed)
            }
            if lowercased.hasPrefix("height") {
                guard let value = sizeValue(after: "height", in: comment) else { return .skipped }
                guard let height = Int(value), heights.contains(height) else {
                    throw .badHeight(line: number, value: value)
                }
                return .height(height)
            }
            guard lowercased.hasPrefix("width"), let value = sizeValue(after: "width", in: comment)
            else { return .skipped }
            guard let width = Int(value), widths.contains(width) else {
                throw .badWidth(line: number, value: value)
            }
            return .width(width)
        }
        if line.allSatisfy(\.isWhitespace) { return .skipped }
        return .typed(try filling(String(line), line: number, from: secrets))
    }

    /// The time a `# now:` comment (`comment`, without its `#`) gives; `nil` for another
    /// comment.
    ///
    /// `# now 2026-05-04T10:30:00Z` without its colon is one too, where `# now the cart is
    /// empty` is a comment.
    private static func start(in comment: String, line: Substring, number: Int)
        throws(Problem) -> Date?
    {
        guard let value = directive("now", in: comment) else { return nil }
        guard let date = SessionClock.time(from: value) else {
            throw .badStart(line: number, text: String(line), isLate: false)
        }
        return date
    }

    /// The value a directive comment `# word: value` gives (`comment` is without its `#`);
    /// `nil` for another comment.
    ///
    /// `# now 2026-05-04T10:30:00Z` and `# seed 42` without their colon are ones too, where
    /// `# now the cart is empty` and `# seed the deck` are comments; `# now : …` is spaced as
    /// some write it.
    private static func directive(_ word: String, in comment: String) -> String? {
        guard comment.lowercased().hasPrefix(word) else { return nil }
        let afterWord = comment.dropFirst(word.count)
        let rest = afterWord.trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix(":") { return rest.dropFirst().trimmingCharacters(in: .whitespaces) }
        guard afterWord.first?.isWhitespace == true, rest.first?.isASCII == true,
            rest.first?.isNumber == true
        else { return nil }
        return rest
    }

    /// What a `# seed:` comment must look like and where it goes, for the message about
    /// `text`, which gives no seed or (`isLate`) comes after the first typed line.
    package static func seedRule(_ text: String, isLate: Bool) -> String {
        isLate
            ? "\"\(VisibleText.escaping(text))\" comes after the first typed line or \"# after\" "
                + "step, when the app may have drawn its random numbers; put it before them."
                + inWords
            : "\"\(VisibleText.escaping(text))\" gives no seed to draw random numbers from: give "
                + "a whole number from 0 to 18446744073709551615, such as \"# seed: 42\"." + inWords
    }

    /// What a `# now:` comment must look like and where it goes, for the message about
    /// `text`, which gives no time or (`isLate`) comes after the first typed line.
    package static func startRule(_ text: String, isLate: Bool) -> String {
        isLate
            ? "\"\(VisibleText.escaping(text))\" comes after the first typed line or \"# after\" "
                + "step, when the app's clock had started; put it before them." + inWords
            : "\"\(VisibleText.escaping(text))\" gives no time to start the clock at: give one "
                + "such as \"# now: 2026-05-04T10:30:00Z\" (a date, a time and a time zone)."
                + inWords
    }

    /// `text` with each `${NAME}` replaced by its secret.
    private static func filling(_ text: String, line: Int, from secrets: [String: String])
        throws(Problem) -> String
    {
        var result = ""
        var missing: String? = nil
        eachPlaceholder(in: text) { piece, name in
            guard let name else {
                result += piece
                return
            }
            guard let secret = secrets[name] else {
                missing = missing ?? name
                return
            }
            result += secret
        }
        if let missing { throw .missingSecret(line: line, name: missing) }
        return result
    }

    /// The names of the `${NAME}` placeholders in `text`, in order.
    package static func placeholderNames(in text: String) -> [String] {
        var names: [String] = []
        eachPlaceholder(in: text) { _, name in
            if let name { names.append(name) }
        }
        return names
    }

    /// Goes through `text`, handing `body` its plain text and its placeholders, in order.
    ///
    /// A piece of plain text comes with `name` nil, a `${NAME}` placeholder with its name. A
    /// `${` that starts no placeholder, such as "$" typed in a search, is plain text.
    private static func eachPlaceholder(
        in text: String, _ body: (_ piece: Substring, _ name: String?) -> Void
    ) {
        var rest = text[...]
        while let start = rest.range(of: "${") {
            body(rest[..<start.lowerBound], nil)
            let afterMark = rest[start.upperBound...]
            let name = afterMark.prefix { isPlaceholderCharacter($0) }
            guard !name.isEmpty, afterMark.dropFirst(name.count).first == "}" else {
                body("${", nil)
                rest = afterMark
                continue
            }
            let end = afterMark.index(afterMark.startIndex, offsetBy: name.count + 1)
            body(rest[start.lowerBound..<end], String(name))
            rest = afterMark[end...]
        }
        body(rest, nil)
    }

    /// Whether `character` may be part of a placeholder's name.
    package static func isPlaceholderCharacter(_ character: Character) -> Bool {
        character == "_" || ("A"..."Z").contains(character) || ("0"..."9").contains(character)
    }

    /// The placeholder a recorded story writes for the secret argument `name`.
    package static func placeholder(for name: String) -> String {
        "${" + String(name.uppercased().map { isPlaceholderCharacter($0) ? $0 : "_" }) + "}"
    }

    /// Why a story file cannot be read.
    package enum FileProblem: Error, Equatable, Sendable {
        /// Missing, not a regular file, too large, or not readable: `reason` says which.
        case unreadable(reason: String)
        /// Not UTF-8 text.
        case notUTF8
    }

    /// The largest story file read: far more than any session types.
    package static let maximumFileBytes = 8 << 20

    /// The text of the story file at `path`, read only when it is (or links to) a regular file
    /// of at most 8 MiB of UTF-8, so that a FIFO or a device never blocks or floods a run.
    package static func text(ofFile path: String) throws(FileProblem) -> String {
        // `stat` follows the whole chain of links, so `/dev/stdin` (a link to
        // `/proc/self/fd/0`, a link to `pipe:[12345]`) is judged by what it finally names.
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = errno
            guard reason == ENOENT else {
                throw .unreadable(reason: String(cString: strerror(reason)).lowercased())
            }
            var linkStatus = stat()
            if lstat(path, &linkStatus) == 0, FileKind(mode: linkStatus.st_mode) == .symbolicLink {
                throw .unreadable(reason: "it is a symbolic link to nothing")
            }
            throw .unreadable(reason: "there is no such file")
        }
        guard FileKind(mode: status.st_mode) == .regularFile else {
            // A shell's `<(cat story)` and `/dev/stdin` are links to a pipe, which a story is
            // piped in as; a FIFO made with `mkfifo` is named as the file it is not.
            var linkStatus = stat()
            let isLink =
                lstat(path, &linkStatus) == 0
                && FileKind(mode: linkStatus.st_mode) == .symbolicLink
            if isLink, [.namedPipe, .socket].contains(FileKind(mode: status.st_mode)) {
                throw .unreadable(
                    reason: "it is a pipe, not a story file; pipe the story in instead "
                        + "(as in \"< game.story\")")
            }
            throw .unreadable(reason: "it is not a regular file")
        }
        guard status.st_size <= maximumFileBytes else {
            throw .unreadable(reason: "it is larger than 8 MiB")
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(reason: "permission denied") }
        defer { close(descriptor) }
        // What was opened may not be what was looked at, if the path changed between.
        guard fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regularFile
        else { throw .unreadable(reason: "it is not a regular file") }
        // Read up to the limit whatever size it claims (a file of /proc says 0 and goes on for
        // gigabytes), and a chunk over it, to see it is over.
        guard let bytes = FileRead.bytes(of: descriptor, atMost: maximumFileBytes + (1 << 16))
        else { throw .unreadable(reason: String(cString: strerror(errno))) }
        guard bytes.count <= maximumFileBytes else {
            throw .unreadable(reason: "it is larger than 8 MiB")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        return withoutByteOrderMark(text)
    }

    /// `text` without the byte order mark an editor may put first, which is no part of its
    /// first line (a story's first comment would read as a command).
    package static func withoutByteOrderMark(_ text: String) -> String {
        text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// The longest clock step: 366 days.
    ///
    /// Long enough for "a year passes" in one step (a poll's actions over it are bounded per
    /// step: see `Console.maximumDeliveriesPerClockStep`); longer is a typo.
    package static let maximumClockStep = Duration.seconds(366 * 86_400)

    /// Whether the comment `line` is meant to move the clock: `after` followed by something
    /// that starts like a number (`# after 2.5s`, `# after -2s`, `# after 90`), however it is
    /// spaced (a tab, an invisible format character), where `# after the login…` and
    /// `# afterwards` are comments.
    package static func isMeantAsClockStep(_ line: Substring) -> Bool {
        let text = line.dropFirst().lowercased().drop(while: \.isWhitespace)
        guard text.hasPrefix("after") else { return false }
        var afterWord = text.dropFirst("after".count)
        // `# after: 1d`, spelled as `# width:` and `# now:` are, is a step too.
        if afterWord.first == ":" { afterWord = afterWord.dropFirst() }
        let rest = afterWord.drop { character in
            character.isWhitespace
                || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
        }
        guard let first = rest.first else { return false }
        // `# after5s` is a step spelled wrong; `# after-hours` is a word.
        let isSeparated = rest.startIndex != afterWord.startIndex
        return first.isNumber || (isSeparated && "-+.".contains(first))
    }

    /// The value a `# width:` or `# height:` comment (`comment`, without its `#`, starting
    /// with `word`) gives, or `nil` for a comment that only starts with the word.
    private static func sizeValue(after word: String, in comment: String) -> String? {
        let afterWord = comment.dropFirst(word.count)
        let rest = afterWord.trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix(":") {
            // `# width: 60`, and `# width : 60` spaced as `# now : …` may be (a hostile
            // tester's ran at 80, passed over as a comment).
            return rest.dropFirst().trimmingCharacters(in: .whitespaces)
        }
        if afterWord.first?.isWhitespace == true, !rest.isEmpty,
            rest.allSatisfy(\.isASCII), rest.allSatisfy(\.isNumber)
        {
            // `# width 60`, the colon left out, was passed over as a comment and the story
            // ran at 80; a comment that goes on in words (`# width 60 is narrow`) is one.
            return rest
        }
        return nil
    }

    /// Why a `# height:` asking for `height` after a first typed line at `first` rows is
    /// refused, and what to do.
    package static func lateHeightRule(height: Int, first: Int) -> String {
        lateSizeRule("height", height, ran: "\(first) rows tall")
    }

    /// Why a `# width:` asking for `width` after a first typed line at `first` columns is
    /// refused, and what to do.
    package static func lateWidthRule(width: Int, first: Int) -> String {
        lateSizeRule("width", width, ran: "at \(first) columns")
    }

    /// Why a `# width:` or `# height:` (`word`) asking for `size` after the first typed line,
    /// which `ran` so, is refused.
    private static func lateSizeRule(_ word: String, _ size: Int, ran: String) -> String {
        "it asks for \(word) \(size) after its first typed line or \"# after\" step, which "
            + "ran \(ran); a story runs at one \(word): put \"# \(word): \(size)\" before "
            + "them, or split it into two stories."
    }

    /// What a `# width:` (`word`) or `# height:` must be, and the `value` it gave.
    package static func sizeRule(_ word: String, got value: String) -> String {
        let range = word == "height" ? heights : widths
        return "\(word) must be a whole number from \(range.lowerBound) to \(range.upperBound), "
            + "got \"\(VisibleText.escaping(value))\"." + inWords
    }

    /// What a `# after` step must look like, for the message about `text` that does not.
    package static func clockStepRule(_ text: String) -> String {
        "\"\(VisibleText.escaping(text))\" is not a clock step: give a whole number with ms, s, m, "
            + "h or d, at most a year (366d), such as \"# after 2500ms\", \"# after 30s\" or "
            + "\"# after 1d\"." + inWords
    }

    /// Said after each line read as a step or a setting that is not one, which may be a
    /// comment in words (`# After 3 failed logins the account locks`, `# Now: we pay`).
    private static let inWords = " For a comment in words, begin the line with \"##\"."

    /// How far the comment `line` moves the test clock, when it is `# after N` with a unit:
    /// `ms`, `s`, `m`, `h` or `d` (`# after 30s`, `# after 30 s`, `# after 500ms`, `# after 1d`;
    /// spaces or tabs between),
    /// at most ``maximumClockStep``; `nil` for any other line.
    package static func clockStep(_ line: Substring) -> Duration? {
        guard isComment(line) else { return nil }
        // Any space between: a no-break space (typed with Option-Space on a Mac) looked like
        // one, and the step was refused in words that showed none (a hostile tester's).
        let words = line.dropFirst().lowercased().split(whereSeparator: \.isWhitespace)
        guard ["after", "after:"].contains(words.first), words.count == 2 || words.count == 3
        else { return nil }
        let amount = words.dropFirst().joined()
        let digits = amount.prefix { $0.isASCII && $0.isNumber }
        guard digits.count <= 12, let value = Int64(digits) else { return nil }
        let step: Duration
        switch amount.dropFirst(digits.count) {
        case "ms": step = .milliseconds(value)
        case "s": step = .seconds(value)
        case "m", "min": step = .seconds(value * 60)
        case "h": step = .seconds(value * 3_600)
        case "d": step = .seconds(value * 86_400)
        default: return nil
        }
        return step <= maximumClockStep ? step : nil
    }

    /// Whether a line of a story, or of piped input, is a comment: no command starts with `#`.
    package static func isComment(_ line: Substring) -> Bool {
        line.hasPrefix("#")
    }

    /// Whether `line` is backslashes and then `#`: a line of piped input or of a story's
    /// ``lines`` that types the rest, one backslash fewer, rather than being a comment.
    package static func isEscapedComment(_ line: Substring) -> Bool {
        line.hasPrefix("\\") && line.drop(while: { $0 == "\\" }).hasPrefix("#")
    }

    /// The typed lines as one input, each ending with a newline.
    package var input: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// `text` with each secret of `placeholders` (a secret and its `${NAME}`) written as its
    /// placeholder: what a story types stays out of what the console shows and logs.
    ///
    /// The longest first, so a secret inside another is not replaced within it.
    package static func hiding(_ placeholders: [String: String], in text: String) -> String {
        guard !placeholders.isEmpty else { return text }
        var hidden = text
        for (secret, placeholder) in placeholders.sorted(by: { $0.key.count > $1.key.count }) {
            hidden = hidden.replacingOccurrences(of: secret, with: placeholder)
        }
        return hidden
    }

    /// Each secret `line` types (by `${NAME}`), and its placeholder.
    package static func secretsTyped(in line: Substring, from secrets: [String: String])
        -> [String: String]
    {
        var typed: [String: String] = [:]
        for (name, value) in secrets where !value.isEmpty {
            let placeholder = placeholder(for: name)
            if line.contains(placeholder) {
                typed.merge(hidingRules(for: value, as: placeholder)) { kept, _ in kept }
            }
        }
        return typed
    }

    /// What ``hiding(_:in:)`` replaces for a story's secret `value`, each with `placeholder`:
    /// the secret, and each word of one with spaces, as a refusal quotes a single word of it
    /// (`got "sec"` for `sec ret`); a short secret or word as ``LogValue/hiding(_:with:)`` says
    /// (a password `e` hidden wherever it stood turned `unexpected` into
    /// `un${PASSWORD}xp${PASSWORD}ct${PASSWORD}d`: found by a hostile tester).
    package static func hidingRules(for value: String, as placeholder: String)
        -> [String: String]
    {
        let (hidden, shown) = LogValue.hiding(value, with: placeholder)
        var rules = [hidden: shown]
        // Its words as typed, and as the console reads them, which a refusal quotes: quotes
        // taken out and spaces at its ends dropped (`'single'` was quoted as `"single"`), a
        // backslash taken as it is inside quotes (`"pass\word"` as `password`), and a long one
        // cut as a refusal cuts it (its first 40 characters showed): hostile testers' finds.
        let typed = value.split(whereSeparator: Tokenizer.separates).map(String.init)
        let read = Tokenizer.lineWords(in: value).words
        let quoted = ["\"", "'"].flatMap { Tokenizer.lineWords(in: $0 + value + $0).words }
        var words = Set(typed + read + quoted + [value])
        // A long one is cut where a refusal cuts the word it stands in, after whatever came
        // before it in the word (`x${LONG}` showed 39 of its characters).
        let shortestCut = 8
        for word in words where word.count > shortestCut {
            for kept in shortestCut...min(word.count, CommandProblem.longestQuoted) {
                words.insert(word.prefix(kept) + "…")
            }
        }
        for word in words where !word.isEmpty && word != value {
            let (hidden, shown) = LogValue.hiding(word, with: placeholder)
            rules[hidden] = shown
        }
        return rules
    }

    /// Whether the story's `line`, read as `typed`, had a secret put in it (an escaped line
    /// has none put in).
    package static func typesSecret(_ line: Substring, as typed: String) -> Bool {
        !line.hasPrefix("\\") && typed != line
    }

    /// A typed line that types a secret, and the story's own spelling of it.
    package struct ShownLine: Equatable, Sendable {
        /// The line as typed, the secret in it.
        package let typed: String
        /// The line as the story spells it, `${NAME}` in place of the secret.
        package let shown: String
        /// Each secret it types, and its placeholder.
        package let secrets: [String: String]
    }

    /// Each typed line that types a secret, by its index in ``lines``.
    package private(set) var shownLines: [Int: ShownLine] = [:]

    /// Typed line `index` of `lines` as a script types it, echoed as `shown` spells it while it
    /// is still the line that typed the secret (a test may have changed `lines`).
    package static func inputLine(_ index: Int, of lines: [String], shown: [Int: ShownLine])
        -> InputLine
    {
        let text = lines[index]
        // As a script's bytes read: a line over the limit is not typed.
        let byteCount = text.utf8.count
        guard byteCount <= LineSplitter.maximumLineBytes else {
            return InputLine("", problem: .tooLong(byteCount: byteCount))
        }
        var line = InputLine(text)
        if let spelled = shown[index], spelled.typed == text {
            line.shown = spelled.shown
            line.secrets = spelled.secrets
        }
        return line
    }
}
