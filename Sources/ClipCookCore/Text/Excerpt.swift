/// Text of a value for a diagnostic message: shortened when long.
package enum Excerpt {
    package static func of(_ text: String, limit: Int = 40) -> String {
        var scalars = String.UnicodeScalarView()
        var count = 0
        for s in text.unicodeScalars {
            if count == limit { return String(scalars) + "…" }
            scalars.append(s)
            count += 1
        }
        return String(scalars)
    }
}
