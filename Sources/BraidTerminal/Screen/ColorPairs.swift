import CNcursesShim

/// ncurses draws colours as numbered foreground/background pairs: this hands out a pair for each
/// combination of colours a frame uses, defining it the first time.
struct ColorPairs {
    private struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    private var pairs: [Key: Int32] = [:]
    private var nextPair: Int32 = 1
    private let colorCount: Int
    private let pairLimit: Int32

    @MainActor
    init() {
        colorCount = braid_has_colors() != 0 ? Int(braid_color_count()) : 0
        pairLimit = min(Int32(braid_color_pair_count()), 32_767)
    }

    /// The pair for `style`'s colours; 0 (the terminal's default colours) when it has none, when the
    /// terminal has no colours, or when the pairs run out.
    @MainActor
    mutating func pair(for style: TextStyle) -> Int32 {
        guard colorCount > 0, style.foreground != nil || style.background != nil else { return 0 }
        let key = Key(foreground: index(style.foreground), background: index(style.background))
        if let pair = pairs[key] { return pair }
        guard nextPair < pairLimit, braid_define_color_pair(nextPair, key.foreground, key.background) == 0 else {
            return 0
        }
        pairs[key] = nextPair
        nextPair += 1
        return nextPair - 1
    }

    /// ncurses' number for `color`; -1 (the default) when there is none or the terminal lacks it.
    private func index(_ color: TerminalColor?) -> Int32 {
        guard let color, color.paletteIndex < colorCount else { return -1 }
        return Int32(color.paletteIndex)
    }
}
