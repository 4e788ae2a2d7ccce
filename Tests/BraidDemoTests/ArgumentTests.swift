import Foundation
import Testing
@testable import braid_demo

@Suite("braid-demo arguments")
struct ArgumentTests {
    @Test func noArgumentsRunsTheMenu() {
        #expect(DemoCommand.parse([]) == .success(.run(nil)), "no arguments opens the samples menu")
    }

    @Test func aSampleNameOpensThatSample() {
        #expect(DemoCommand.parse(["form"]) == .success(.run(.form)), "a sample name opens it directly")
    }

    @Test func snapshotTakesAnOptionalSize() {
        #expect(DemoCommand.parse(["accounts", "--snapshot"]) == .success(.snapshot(.accounts, width: 80, height: 24)))
        #expect(DemoCommand.parse(["news-feed", "--snapshot", "--width", "100", "--height", "30"])
                == .success(.snapshot(.newsFeed, width: 100, height: 30)), "width and height override 80×24")
        #expect(DemoCommand.parse(["shop", "--snapshot", "--svg", "--width", "60"]) == .success(.picture(.shop, width: 60, height: 24)),
                "--svg asks for the picture")
    }

    @Test func wrongArgumentsSayWhatIsWrong() {
        #expect(DemoCommand.parse(["nope"]) == .failure(UsageError("unknown sample 'nope'")))
        #expect(DemoCommand.parse(["form", "--width", "x"]) == .failure(UsageError("--width needs a number from 1 to 1000")))
        #expect(DemoCommand.parse(["form", "--width", "90"]) == .failure(UsageError("--svg, --width and --height only go with --snapshot")))
        #expect(DemoCommand.parse(["form", "--fast"]) == .failure(UsageError("unknown option '--fast'")))
        #expect(DemoCommand.parse(["--list", "x"]) == .failure(UsageError("--list takes no arguments")))
    }
}

/// The built program itself: what it prints and how it exits, without a terminal.
@Suite("braid-demo command line")
struct CommandLineTests {
    /// Runs `braid-demo` with `arguments`; returns its exit status, standard output and standard error.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("braid-demo")
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func listNamesEverySample() throws {
        let result = try run(["--list"])
        #expect(result.status == 0, "--list succeeds: \(result.error)")
        let names = result.output.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == Sample.allCases.map(\.rawValue), "one line per sample, named as on the command line: \(result.output)")
    }

    @Test func wrongArgumentsPrintTheUsageAndFail() throws {
        let result = try run(["--snapshot", "nope"])
        #expect(result.status == 64, "a usage error exits with EX_USAGE (64), not \(result.status)")
        #expect(result.error.contains("unknown sample '--snapshot'") && result.error.contains("usage: braid-demo"),
                "standard error says what was wrong and how to call the program: \(result.error)")
        #expect(result.output.isEmpty, "nothing is drawn or printed on standard output: \(result.output)")
    }

    @Test func aSnapshotPrintsTheLoadedScreenAtTheAskedSize() throws {
        let result = try run(["accounts", "--snapshot", "--width", "50", "--height", "8"])
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(result.status == 0 && lines.count == 8, "eight lines for --height 8: \(result.output)")
        #expect(lines.allSatisfy { $0.count <= 50 } && lines.contains { $0.contains("Every Day Checking") },
                "no line wider than --width 50, and the loaded accounts: \(result.output)")
    }
}
