import Testing

@Suite struct HelpTests {
    @Test func helpListsTheConversionCommands() throws {
        let result = try Executable.run(["--help"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("convert"))
        #expect(result.stdout.contains("export"))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try Executable.run(["--no-such-option"])
        #expect(result.exitCode == 64 || result.exitCode == 2)
    }
}
