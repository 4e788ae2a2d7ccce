// braid-bench: Braid's benchmarks. `braid-bench --help` lists the suites and options.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

switch Invocation.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(Invocation.usage, terminator: "")
case .misuse(let message):
    Console.writeError("braid-bench: \(message)\n\n" + Invocation.usage)
    exit(2)
case .run(let subcommand, let options):
    let status = subcommand.run(with: options)
    Console.flush()
    exit(status)
}
