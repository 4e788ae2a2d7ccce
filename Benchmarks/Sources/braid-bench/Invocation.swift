/// What the command line asks for.
enum Invocation {
    case help
    case run(Subcommand, Options)
    /// The arguments make no sense; the message says why.
    case misuse(String)

    static let usage = """
        usage: braid-bench <suite> [--json] [--sizes N,N,…] [--runs N] [--seconds N] [--filter TEXT]

        suites:
        \(Subcommand.allCases.map { "  \($0.rawValue.padding(toWidth: 12))\($0.summary)" }.joined(separator: "\n"))

        options:
          --json           one JSON object per line instead of a table
          --sizes N,N,…    element counts; k and M suffixes allowed (diff default: 1k,10k,100k,1M for flat
                           workloads, 100k for sectioned — 100 sections of n/100 items; binder default:
                           100k for mix/refresh, 1M for initial/finish — 10 sections; terminal default:
                           1k,1M rows, the smallest being the others' baseline)
          --runs N         timed runs per row (default 7; 3 at 1M and above; at most 3 for rows slower than 1 s)
          --seconds N      how long `soak` runs (default 180)
          --filter TEXT    only rows whose name contains TEXT (e.g. mix, readme/ours, swift-difference,
                           update/1M-rows); repeat or separate with commas for several; a selected row's
                           baseline always runs
          --help           this text

        """

    /// Reads the arguments after the program name.
    static func parse(_ arguments: [String]) -> Invocation {
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        guard let first = arguments.first else { return .misuse("missing suite") }
        guard let subcommand = Subcommand(rawValue: first) else { return .misuse("unknown suite '\(first)'") }

        var options = Options()
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--json":
                options.json = true
            case "--sizes":
                guard let list = rest.popFirst() else { return .misuse("--sizes needs a list, e.g. 1000,10000") }
                let parts = list.split(separator: ",", omittingEmptySubsequences: false)
                let sizes = parts.compactMap { parseCount(String($0)) }.filter { $0 > 0 }
                guard !sizes.isEmpty, sizes.count == parts.count else {
                    return .misuse("--sizes wants positive counts, e.g. 1000,10k,1M; got '\(list)'")
                }
                options.sizes = sizes
            case "--runs":
                guard let text = rest.popFirst(), let runs = Int(text), runs > 0 else {
                    return .misuse("--runs wants a positive number")
                }
                options.runs = runs
            case "--seconds":
                guard let text = rest.popFirst(), let seconds = Int(text), seconds > 0 else {
                    return .misuse("--seconds wants a positive number")
                }
                options.seconds = seconds
            case "--filter":
                guard let text = rest.popFirst() else { return .misuse("--filter needs a text, e.g. mix/ours") }
                options.filters += text.split(separator: ",").map(String.init)
            default:
                return .misuse("unknown argument '\(argument)'")
            }
        }
        return .run(subcommand, options)
    }

    /// `1000`, `10k`, `1M` → the count; `nil` if it is none of those.
    private static func parseCount(_ text: String) -> Int? {
        let multipliers: [Character: Int] = ["k": 1_000, "K": 1_000, "M": 1_000_000, "m": 1_000_000]
        if let last = text.last, let multiplier = multipliers[last] {
            return Int(text.dropLast()).map { $0 * multiplier }
        }
        return Int(text)
    }
}
