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
    }

    @Test func wrongArgumentsSayWhatIsWrong() {
        #expect(DemoCommand.parse(["nope"]) == .failure(UsageError("unknown sample 'nope'")))
        #expect(DemoCommand.parse(["form", "--width", "x"]) == .failure(UsageError("--width needs a number from 1 to 1000")))
        #expect(DemoCommand.parse(["form", "--width", "90"]) == .failure(UsageError("--width and --height only go with --snapshot")))
        #expect(DemoCommand.parse(["form", "--fast"]) == .failure(UsageError("unknown option '--fast'")))
        #expect(DemoCommand.parse(["--list", "x"]) == .failure(UsageError("--list takes no arguments")))
    }
}
