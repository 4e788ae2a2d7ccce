/// What the command line asked for.
enum DemoCommand: Equatable {
    /// The samples menu, or one sample opened directly over it.
    case run(Sample?)
    /// The samples, one per line.
    case list
    /// A sample's first fully loaded screen as plain text.
    case snapshot(Sample, width: Int, height: Int)
    /// The same screen as an SVG picture, with its colours.
    case picture(Sample, width: Int, height: Int)
    case help

    static let usage = """
        usage: braid-demo                      the samples menu
               braid-demo <sample>             open one sample
               braid-demo <sample> --snapshot [--svg] [--width W] [--height H]
                                               print its first loaded screen as text, or as an SVG
                                               picture with its colours (default 80×24)
               braid-demo --list               list the samples
        samples: \(Sample.allCases.map(\.rawValue).joined(separator: ", "))
        """

    /// Parses the arguments after the program name; the error says what was wrong.
    static func parse(_ arguments: [String]) -> Result<DemoCommand, UsageError> {
        var rest = arguments[...]
        guard let first = rest.popFirst() else { return .success(.run(nil)) }
        switch first {
        case "--list": return rest.isEmpty ? .success(.list) : .failure(UsageError("--list takes no arguments"))
        case "--help", "-h": return .success(.help)
        default: break
        }
        guard let sample = Sample(rawValue: first) else {
            return .failure(UsageError("unknown sample '\(first)'"))
        }
        guard !rest.isEmpty else { return .success(.run(sample)) }
        var snapshot = false
        var svg = false
        var width = 80
        var height = 24
        while let option = rest.popFirst() {
            switch option {
            case "--snapshot":
                snapshot = true
            case "--svg":
                svg = true
            case "--width", "--height":
                guard let text = rest.popFirst(), let value = Int(text), (1...1000).contains(value) else {
                    return .failure(UsageError("\(option) needs a number from 1 to 1000"))
                }
                if option == "--width" { width = value } else { height = value }
            default:
                return .failure(UsageError("unknown option '\(option)'"))
            }
        }
        guard snapshot else { return .failure(UsageError("--svg, --width and --height only go with --snapshot")) }
        return .success(svg ? .picture(sample, width: width, height: height) : .snapshot(sample, width: width, height: height))
    }
}

struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
