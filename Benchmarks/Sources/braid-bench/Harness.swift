/// A result the harness folds into ``Sink``, so that the optimizer cannot prove the work that made it unused.
///
/// Operations return a small summary of what they computed (counts read from their results), never the
/// results themselves: the results are built and freed inside the timed region, for every implementation alike.
protocol Checksummed {
    var checksum: Int { get }
}

/// Where every measured result ends up.
///
/// `public` on purpose: a public global may be read from outside the module, so neither the Swift optimizer
/// nor LLVM may drop the stores into it — and with them, the work whose results they sum.
public enum Sink {
    public nonisolated(unsafe) static var value = 0

    @inline(__always)
    static func consume(_ checksum: Int) {
        value &+= checksum
    }
}

/// How long one operation took: the median and minimum over several timed runs.
struct Timing {
    /// How many timed runs (samples) were taken.
    var runs: Int
    /// How many times the operation ran back to back within one sample (more than 1 for very fast operations).
    var iterations: Int
    /// The median sample, per operation.
    var median: Duration
    /// The fastest sample, per operation.
    var minimum: Duration
    /// Every sample, per operation, in the order taken: one per round of ``Harness/measure(runs:interleaving:)``.
    var samples: [Duration]
}

/// Something the harness can time, whatever it returns (see ``Probe``).
protocol Sampling: AnyObject {
    /// Runs the operation once and returns the time of its timed part.
    func sample() -> Duration
    /// Whether one run may be repeated back to back within a sample (an operation that uses up its input may not).
    var repeatable: Bool { get }
}

/// One operation the harness measures: how to run it once, which part is timed, and its last output.
///
/// Probes of operations with different inputs and outputs can be measured in turns
/// (see ``Harness/measure(runs:interleaving:)``).
final class Probe<Output: Checksummed>: Sampling {
    private let run: () -> Duration
    let repeatable: Bool
    private let box: OutputBox<Output>

    /// What the last run returned; nil before the first.
    var output: Output? { box.output }

    func sample() -> Duration { run() }

    /// An operation timed whole, run on the same data every time.
    init(_ operation: @escaping () -> Output) {
        repeatable = true
        let clock = ContinuousClock()
        let box = OutputBox<Output>()
        run = {
            let start = clock.now
            let output = operation()
            let elapsed = clock.now - start
            Sink.consume(output.checksum)
            box.output = output
            return elapsed
        }
        self.box = box
    }

    /// An operation that uses up its input — a binder that has applied its update cannot apply it again. `setup`
    /// makes a fresh input before every run, outside the timed region; the input is released after the clock stops.
    init<Input>(setup: @escaping () -> Input, _ operation: @escaping (Input) -> Output) {
        repeatable = false
        let clock = ContinuousClock()
        let box = OutputBox<Output>()
        run = {
            let input = setup()
            let start = clock.now
            let output = operation(input)
            let elapsed = clock.now - start
            Sink.consume(output.checksum)
            box.output = output
            return withExtendedLifetime(input) { elapsed }
        }
        self.box = box
    }
}

/// Where a probe's timing closure leaves its output (the closure cannot refer to the probe it is stored in).
private final class OutputBox<Output> {
    var output: Output?
}

/// Warm-up, calibration, timed runs in turns, median. Nothing here knows what is measured.
enum Harness {
    /// Operations faster than this are repeated within one sample, so that the clock's cost stays far below the
    /// time measured.
    static let shortestSample = Duration.milliseconds(2)
    /// An operation whose warm-up took longer than this gets at most ``slowRunLimit`` timed runs.
    static let slowOperation = Duration.seconds(1)
    static let slowRunLimit = 3
    /// The most repetitions in one sample.
    static let iterationLimit = 100_000

    /// Measures `probes` in turns: each runs once untimed, then they take timed samples round by round — one
    /// sample of each per round — so that a machine that slows down or speeds up during the measurement
    /// affects every probe alike, and a ratio of two of them holds even when the times drift.
    ///
    /// The warm-up fills caches and takes page faults and lazy initialisation out of the samples; its time
    /// decides how many runs of a repeatable probe one sample averages (to reach ``shortestSample``), and
    /// whether the probe is slow enough for only ``slowRunLimit`` samples (the actual number is in
    /// ``Timing/runs``).
    /// - Returns: each probe's timing, in the order given; each probe keeps its last output.
    static func measure(runs: Int, interleaving probes: [any Sampling]) -> [Timing] {
        var plans: [(iterations: Int, runs: Int)] = []
        for probe in probes {
            let warmUp = probe.sample()
            let iterations = !probe.repeatable || warmUp >= shortestSample
                ? 1 : min(iterationLimit, Int((shortestSample / max(warmUp, .nanoseconds(1))).rounded(.up)))
            plans.append((iterations, warmUp >= slowOperation ? min(runs, slowRunLimit) : runs))
        }
        var samples = [[Duration]](repeating: [], count: probes.count)
        for round in 0..<(plans.map(\.runs).max() ?? 0) {
            for (index, probe) in probes.enumerated() where round < plans[index].runs {
                var total = Duration.zero
                for _ in 0..<plans[index].iterations { total += probe.sample() }
                samples[index].append(total / plans[index].iterations)
            }
        }
        return probes.indices.map { index in
            let sorted = samples[index].sorted()
            return Timing(runs: sorted.count, iterations: plans[index].iterations,
                          median: median(ofSorted: sorted), minimum: sorted[0], samples: samples[index])
        }
    }

    /// Measures one operation on the same data: warm-up, then `runs` samples (see ``measure(runs:interleaving:)``).
    static func measure<Output: Checksummed>(runs: Int, _ operation: @escaping () -> Output) -> (timing: Timing, output: Output) {
        let probe = Probe(operation)
        return (measure(runs: runs, interleaving: [probe])[0], probe.output!)
    }

    /// Measures one operation that uses up its input, made fresh by `setup` for every run (see ``Probe``).
    static func measure<Input, Output: Checksummed>(
        runs: Int, setup: @escaping () -> Input, _ operation: @escaping (Input) -> Output
    ) -> (timing: Timing, output: Output) {
        let probe = Probe(setup: setup, operation)
        return (measure(runs: runs, interleaving: [probe])[0], probe.output!)
    }

    /// The middle of `sorted`, or the mean of the two middle values when the count is even.
    static func median(ofSorted sorted: [Duration]) -> Duration {
        median(ofSorted: sorted) { ($0 + $1) / 2 }
    }

    /// The middle of `sorted`, or the mean of the two middle values when the count is even.
    static func median(ofSorted sorted: [Double]) -> Double {
        median(ofSorted: sorted) { ($0 + $1) / 2 }
    }

    private static func median<Value>(ofSorted sorted: [Value], mean: (Value, Value) -> Value) -> Value {
        precondition(!sorted.isEmpty, "the median of no samples")
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? mean(sorted[middle - 1], sorted[middle]) : sorted[middle]
    }
}

extension Duration {
    /// The duration in milliseconds, for reports.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }
}
