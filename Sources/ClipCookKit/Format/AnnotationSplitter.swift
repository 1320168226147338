/// Finds the trailing annotations of an item line (`[timer 11 min] [id s3]`)
/// in its text, so the formatter can align them without touching the text
/// before them. Quoted strings are skipped, so `"a [b]"` is not split.
enum AnnotationSplitter {
    static let keywords: Set<String> = ["timer", "id", "created", "recipe", "from"]

    /// The text before the annotations (trimmed) and each annotation as
    /// written. Pass the text after the line's marker (`- `, `1. `, the
    /// checkbox), so that a leading `[...]` is read as an explicit amount.
    static func split(_ text: String) -> (body: String, annotations: [String]) {
        let chars = Array(text)
        var groups: [Range<Int>] = []
        var i = 0
        var inQuote = false
        var groupStart: Int?
        while i < chars.count {
            let c = chars[i]
            if inQuote {
                if c == "\\" { i += 1 } else if c == "\"" { inQuote = false }
            } else if c == "\"" {
                inQuote = true
            } else if c == "[", groupStart == nil {
                groupStart = i
            } else if c == "]", let start = groupStart {
                groups.append(start..<i + 1)
                groupStart = nil
            }
            i += 1
        }
        guard !inQuote, groupStart == nil else { return (text.trimmedOfBlanks, []) }
        var cut = chars.count
        var annotations: [String] = []
        for group in groups.reversed() {
            let between = chars[group.upperBound..<cut]
            guard between.allSatisfy({ $0 == " " || $0 == "\t" }), isAnnotation(chars[group]) else { break }
            // Text must come before: an annotation is never the whole line,
            // and it is set off from the text by a blank.
            let before = chars[..<group.lowerBound]
            guard let last = before.last, last == " " || last == "\t",
                  !String(before).trimmedOfBlanks.isEmpty else { break }
            annotations.insert(String(chars[group]), at: 0)
            cut = group.lowerBound
        }
        return (String(chars[..<cut]).trimmedOfBlanks, annotations)
    }

    private static func isAnnotation(_ group: ArraySlice<Character>) -> Bool {
        let inner = group.dropFirst().drop { $0 == " " || $0 == "\t" }
        let word = String(inner.prefix { $0.isASCII && $0.isLetter })
        guard keywords.contains(word) else { return false }
        let after = inner.dropFirst(word.count).first
        return after == " " || after == "\t" || after == "]"
    }
}
