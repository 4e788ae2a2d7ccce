/// Fitting styled text into columns: lines, truncation and wrapping.
extension StyledText {
    /// The text split at line breaks (`\n`, `\r\n`), styles kept; at least one line.
    public var lines: [StyledText] {
        var result: [StyledText] = [StyledText()]
        for run in runs {
            var first = true
            for piece in run.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                if !first { result.append(StyledText()) }
                first = false
                result[result.count - 1].append(String(piece), style: run.style)
            }
        }
        return result
    }

    /// The text cut to at most `width` columns, ending in `ellipsis` when something was cut.
    ///
    /// The result is measured as it will be drawn: an ellipsis that begins with a combining or invisible mark
    /// joins the character before it (and may widen it), so characters are given up until the whole fits. An
    /// ellipsis wider than `width` is left out.
    ///
    /// - Parameters:
    ///   - width: the most columns the result may take; 0 or less gives empty text.
    ///   - ellipsis: shown in place of what was cut, in the style of the last character kept; `nil` cuts
    ///     without a mark.
    /// - Complexity: O(*n*) in the length of the text.
    public func truncated(toWidth width: Int, ellipsis: Character? = "…") -> StyledText {
        guard width > 0 else { return StyledText() }
        guard displayWidth > width else { return self }
        let mark = ellipsis.flatMap { $0.displayWidth <= width ? $0 : nil }
        let budget = width - (mark?.displayWidth ?? 0)
        var kept: [(character: Character, style: TextStyle)] = []
        var used = 0
        var full = false
        forEachCharacter { character, style in
            guard !full else { return }
            let characterWidth = character.displayWidth
            if used + characterWidth > budget {
                full = true
                return
            }
            kept.append((character, style))
            used += characterWidth
        }
        while true {
            var result = StyledText()
            for (character, style) in kept { result.append(String(character), style: style) }
            if let mark { result.append(String(mark), style: kept.last?.style ?? runs.first?.style ?? .plain) }
            if result.displayWidth <= width || kept.isEmpty { return result.displayWidth <= width ? result : StyledText() }
            kept.removeLast()
        }
    }

    /// The text broken into lines of at most `width` columns: at spaces where it can, inside a word when
    /// the word alone is too wide. Line breaks in the text are kept; spaces at the breaks are dropped.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public func wrapped(toWidth width: Int) -> [StyledText] {
        guard width > 0 else { return [StyledText()] }
        return lines.flatMap { $0.wrappedLine(toWidth: width) }
    }

    /// Wraps text that has no line breaks.
    ///
    /// A word is what lies between spaces, whatever its width: a word of invisible characters (a tab, a zero-width
    /// space) stays where it was, like any other.
    private func wrappedLine(toWidth width: Int) -> [StyledText] {
        var result: [StyledText] = []
        var line = StyledText()
        var lineWidth = 0
        var word = StyledText()
        var wordWidth = 0
        var pendingSpaces = StyledText()
        var spacesWidth = 0

        func finishLine() {
            result.append(line)
            line = StyledText()
            lineWidth = 0
        }
        func placeWord() {
            guard !word.isEmpty else { return }
            if !line.isEmpty && lineWidth + spacesWidth + wordWidth > width { finishLine() }
            if !line.isEmpty {
                line.append(pendingSpaces)
                lineWidth += spacesWidth
            }
            if wordWidth > width {
                // Too wide for any line: break it by characters.
                word.forEachCharacter { character, style in
                    let characterWidth = character.displayWidth
                    if lineWidth + characterWidth > width && lineWidth > 0 { finishLine() }
                    line.append(String(character), style: style)
                    lineWidth += characterWidth
                }
            } else {
                line.append(word)
                lineWidth += wordWidth
            }
            word = StyledText()
            wordWidth = 0
            pendingSpaces = StyledText()
            spacesWidth = 0
        }

        forEachCharacter { character, style in
            if character == " " {
                placeWord()
                if !line.isEmpty {
                    pendingSpaces.append(" ", style: style)
                    spacesWidth += 1
                }
            } else {
                word.append(String(character), style: style)
                wordWidth += character.displayWidth
            }
        }
        placeWord()
        if !line.isEmpty || result.isEmpty { result.append(line) }
        return result
    }
}
