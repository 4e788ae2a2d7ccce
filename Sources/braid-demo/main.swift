import Braid
import BraidSamples
import BraidTerminal
import BraidTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// braid-demo: the seven samples of Braid in the terminal. See README.md, "The samples".

switch DemoCommand.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    _printError("braid-demo: \(error.message)\n\(DemoCommand.usage)")
    exit(64)
case .success(.help):
    print(DemoCommand.usage)
case .success(.list):
    for sample in Sample.allCases {
        print(sample.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0), sample.title + " — " + sample.summary)
    }
case .success(.snapshot(let sample, let width, let height)):
    for line in await Snapshot.render(sample, width: width, height: height) { print(line) }
case .success(.picture(let sample, let width, let height)):
    print(SnapshotPicture.svg(await Snapshot.buffer(sample, width: width, height: height)), terminator: "")
case .success(.run(let sample)):
    let environment = DemoEnvironment(rejectedBatch: getenv("BRAID_VALIDATE_BATCHES").map { _ in stopOnRejectedBatch })
    let menu = SamplesMenu(environment)
    let app = DemoApp(root: menu, clock: environment.clock)
    environment.app = app
    if let sample { environment.push(sample.makeScreen(environment)) }
    await TerminalApp(content: app).run()
}

/// Stops the demo on a batch update UIKit would refuse, with UIKit's message below the shell's prompt: how the
/// end-to-end tests (`BRAID_VALIDATE_BATCHES=1`) fail when a sample's binder hands its view such a batch.
@MainActor
func stopOnRejectedBatch(_ error: HeadlessHostError, at location: SourceLocation) {
    TerminalApp.stop(status: 70, message: "braid-demo: a batch update UIKit would refuse: \(error.message)")
}

func _printError(_ text: String) {
    var bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
