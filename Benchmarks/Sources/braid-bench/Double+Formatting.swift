/// Number formatting for reports, without Foundation.
extension Double {
    /// The value with exactly `places` decimals, e.g. `0.012300` — always a valid JSON number.
    func fixed(_ places: Int) -> String {
        precondition(isFinite && places >= 0 && places <= 9, "cannot format \(self) with \(places) decimals")
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (magnitude * Double(scale)).rounded()
        guard scaled < 9e18 else { return "\(self)" }
        let units = Int64(scaled)
        let sign = self < 0 && units > 0 ? "-" : ""
        let whole = "\(units / scale)"
        guard places > 0 else { return sign + whole }
        let fraction = "\(units % scale)"
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// The value with about `digits` significant digits (never fewer than 0 nor more than 9 decimals),
    /// e.g. `0.01234`, `12.34`, `1234`.
    func significant(_ digits: Int) -> String {
        var places = digits - 1
        var scaled = magnitude
        while scaled >= 10 && places > 0 {
            scaled /= 10
            places -= 1
        }
        while scaled < 1 && scaled > 0 && places < 9 {
            scaled *= 10
            places += 1
        }
        return fixed(places)
    }
}

extension Int {
    /// `1k`, `100k`, `1M` for round counts; the plain number otherwise.
    var compact: String {
        if self != 0 && isMultiple(of: 1_000_000) { return "\(self / 1_000_000)M" }
        if self != 0 && isMultiple(of: 1_000) { return "\(self / 1_000)k" }
        return "\(self)"
    }
}
