import Testing

@testable import Scenic

@Suite struct ConsoleConfigurationTests {
    @Test func anExplicitWidthWinsOverColumnsAndTheTerminal() {
        let configuration = ConsoleConfiguration.forProcess(
            width: 52, environment: ["COLUMNS": "100"], outputIsTerminal: true)
        #expect(configuration.width == .fixed(52))
    }

    @Test func columnsWinsOverTheTerminal() {
        let configuration = ConsoleConfiguration.forProcess(
            environment: ["COLUMNS": "100"], outputIsTerminal: true)
        #expect(configuration.width == .fixed(100))
    }

    @Test(arguments: ["", "abc", "0", "-5"])
    func unusableColumnsFallsBackToTheTerminal(columns: String) {
        let configuration = ConsoleConfiguration.forProcess(
            environment: ["COLUMNS": columns], outputIsTerminal: true)
        #expect(configuration.width == .terminal)
    }

    @Test func pipedOutputWithoutColumnsIs80Wide() {
        let configuration = ConsoleConfiguration.forProcess(
            environment: [:], outputIsTerminal: false)
        #expect(configuration.width == .fixed(80))
        #expect(configuration.currentWidth == 80)
    }

    @Test func usesColorOnlyOnATerminalWithoutNoColor() {
        #expect(ConsoleConfiguration.forProcess(environment: [:], outputIsTerminal: true).usesColor)
        #expect(
            !ConsoleConfiguration.forProcess(environment: ["NO_COLOR": "1"], outputIsTerminal: true)
                .usesColor)
        #expect(
            !ConsoleConfiguration.forProcess(environment: [:], outputIsTerminal: false).usesColor)
        // A dumb terminal (an editor's shell buffer) shows the codes as text (found by a hostile
        // tester).
        #expect(
            !ConsoleConfiguration.forProcess(environment: ["TERM": "dumb"], outputIsTerminal: true)
                .usesColor)
        #expect(
            ConsoleConfiguration.forProcess(environment: ["TERM": "xterm"], outputIsTerminal: true)
                .usesColor)
        // no-color.org: an empty NO_COLOR does not count.
        #expect(
            ConsoleConfiguration.forProcess(environment: ["NO_COLOR": ""], outputIsTerminal: true)
                .usesColor)
    }
}
