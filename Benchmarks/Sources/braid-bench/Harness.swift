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
}

/// Warm-up, calibration, timed runs, median. Nothing here knows what is measured.
enum Harness {
    /// Operations faster than this are repeated within one sample, so that the clock's resolution and cost
    /// stay far below the time measured.
    static let shortestSample = Duration.milliseconds(2)
    /// An operation whose warm-up took longer than this gets at most ``slowRunLimit`` timed runs.
    static let slowOperation = Duration.seconds(1)
    static let slowRunLimit = 3
    /// The most repetitions in one sample.
    static let iterationLimit = 100_000

    /// Runs `operation` once untimed, then `runs` timed samples, and returns the timing and the last output.
    ///
    /// The warm-up run fills caches and takes page faults and lazy initialisation out of the samples; its time
    /// only calibrates how many iterations a sample needs. `runs` drops to ``slowRunLimit`` for operations that
    /// take more than ``slowOperation`` (the actual number is in ``Timing/runs``).
    static func measure<Output: Checksummed>(
        runs requestedRuns: Int, _ operation: () -> Output
    ) -> (timing: Timing, output: Output) {
        let clock = ContinuousClock()
        var start = clock.now
        var output = operation()
        let warmUp = clock.now - start
        Sink.consume(output.checksum)

        let iterations = warmUp >= shortestSample
            ? 1 : min(iterationLimit, Int((shortestSample / max(warmUp, .nanoseconds(1))).rounded(.up)))
        let runs = warmUp >= slowOperation ? min(requestedRuns, slowRunLimit) : requestedRuns

        var samples: [Duration] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            start = clock.now
            for _ in 0..<iterations {
                output = operation()
                Sink.consume(output.checksum)
            }
            samples.append((clock.now - start) / iterations)
        }
        samples.sort()
        let timing = Timing(runs: runs, iterations: iterations, median: median(ofSorted: samples), minimum: samples[0])
        return (timing, output)
    }

    /// Like ``measure(runs:_:)``, for an operation that uses up its input — a binder that has applied its
    /// update cannot apply it again. `setup` makes a fresh input before the warm-up and before every timed
    /// run, outside the timed region; every sample is one operation, and the input is released after the
    /// clock stops.
    static func measure<Input, Output: Checksummed>(
        runs requestedRuns: Int, setup: () -> Input, _ operation: (Input) -> Output
    ) -> (timing: Timing, output: Output) {
        let clock = ContinuousClock()
        func sample() -> (Duration, Output) {
            let input = setup()
            let start = clock.now
            let output = operation(input)
            let elapsed = clock.now - start
            Sink.consume(output.checksum)
            return withExtendedLifetime(input) { (elapsed, output) }
        }
        var (warmUp, output) = sample()
        let runs = warmUp >= slowOperation ? min(requestedRuns, slowRunLimit) : requestedRuns
        var samples: [Duration] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let (elapsed, result) = sample()
            samples.append(elapsed)
            output = result
        }
        samples.sort()
        let timing = Timing(runs: runs, iterations: 1, median: median(ofSorted: samples), minimum: samples[0])
        return (timing, output)
    }

    /// The middle of `sorted`, or the mean of the two middle values when the count is even.
    static func median(ofSorted sorted: [Duration]) -> Duration {
        precondition(!sorted.isEmpty, "the median of no samples")
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

extension Duration {
    /// The duration in milliseconds, for reports.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }
}
