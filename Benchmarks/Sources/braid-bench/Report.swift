/// Prints rows as they are measured: a readable table, or one JSON object per line (`--json`).
///
/// A JSON line holds `suite`, `name`, `workload`, `implementation`, `n`, `runs`, `iterations`, `median_ms`,
/// `min_ms`; with a baseline also `baseline`, `baseline_median_ms` and `ratio` (median ÷ baseline median), and
/// `paired_ratio` (median of the per-round ratios) when the baseline was measured in turns with the row;
/// then the row's counts (`sections`, `deletes`, `inserts`, `moves`, `updates`, `stages`, where known); with a
/// rival `<rival>_median_ms` and `speedup_vs_<rival>` (rival median ÷ median), the rival's name in snake case.
struct Report {
    /// The subcommand, for the title and the JSON `suite` field.
    var suite: String
    var json: Bool
    /// The count the table shows in its own column (`moves` for diffs, `bytes` for terminal frames).
    var countColumn = "moves"

    /// Starts the report: for a table its title, the `legend` lines and the column headings; nothing for JSON.
    func begin(legend: [String]) {
        guard !json else { return }
        print("braid-bench \(suite)")
        for line in legend { print("  " + line) }
        print()
        print(tableLine(
            name: "name", n: "n", runs: "runs", median: "median ms", minimum: "min ms", ratio: "ratio",
            moves: countColumn, speedup: "speedup"))
        Console.flush()
    }

    /// Prints `rows` — one workload at one size — and flushes, so that long runs show their progress.
    func add(_ rows: [Row]) {
        for row in rows {
            print(json ? jsonLine(row) : tableLine(row))
        }
        if !json { print() }
        Console.flush()
    }

    // MARK: Table

    private func tableLine(_ row: Row) -> String {
        var speedup = ""
        if let factor = row.speedup, let rival = row.rival {
            speedup = "\(factor.significant(3))× vs \(rival.name)"
        }
        if let paired = row.pairedRatio {
            speedup += (speedup.isEmpty ? "" : ", ") + "paired ratio \(paired.significant(3))×"
        }
        return tableLine(
            name: row.name, n: row.n.compact, runs: "\(row.timing.runs)",
            median: row.timing.median.milliseconds.significant(4),
            minimum: row.timing.minimum.milliseconds.significant(4),
            ratio: row.ratio.map { $0.significant(3) + "×" } ?? "–",
            moves: row.count(named: countColumn).map { "\($0)" } ?? "–",
            speedup: speedup)
    }

    private func tableLine(
        name: String, n: String, runs: String, median: String, minimum: String, ratio: String, moves: String,
        speedup: String
    ) -> String {
        name.padding(toWidth: 32) + n.padding(leftToWidth: 6) + runs.padding(leftToWidth: 6)
            + median.padding(leftToWidth: 12) + minimum.padding(leftToWidth: 12) + ratio.padding(leftToWidth: 10)
            + moves.padding(leftToWidth: 9) + (speedup.isEmpty ? "" : "  " + speedup)
    }

    // MARK: JSON lines

    private func jsonLine(_ row: Row) -> String {
        var fields: [(key: String, value: String)] = [
            ("suite", quoted(suite)), ("name", quoted(row.name)), ("workload", quoted(row.workload)),
            ("implementation", quoted(row.implementation)), ("n", "\(row.n)"), ("runs", "\(row.timing.runs)"),
            ("iterations", "\(row.timing.iterations)"),
            ("median_ms", row.timing.median.milliseconds.fixed(6)),
            ("min_ms", row.timing.minimum.milliseconds.fixed(6)),
        ]
        if let baseline = row.baseline, let ratio = row.ratio {
            fields += [
                ("baseline", quoted(baseline.name)), ("baseline_median_ms", baseline.median.milliseconds.fixed(6)),
                ("ratio", ratio.fixed(4)),
            ]
            if let paired = row.pairedRatio { fields.append(("paired_ratio", paired.fixed(4))) }
        }
        fields += row.counts.map { ($0.name, "\($0.count)") }
        if let rival = row.rival, let speedup = row.speedup {
            let key = snakeCase(rival.name)
            fields += [
                ("\(key)_median_ms", rival.median.milliseconds.fixed(6)), ("speedup_vs_\(key)", speedup.fixed(4)),
            ]
        }
        return "{" + fields.map { "\(quoted($0.key)):\($0.value)" }.joined(separator: ",") + "}"
    }

    /// `text` as a JSON string.
    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `swift-difference` → `swift_difference`, for use inside a JSON key.
    private func snakeCase(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
