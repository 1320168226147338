/// A count as a person writes it: `1 egg`, `2 eggs`, `1 item past its
/// date`, `2 items past their date`; never `1 eggs` or `2 recipe(s)`.
package enum CountWords {
    /// `count` and the noun, the noun in the plural (`noun` + s, or `plural`) unless the count is 1.
    package static func of(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }

    /// `1 item past its date`, `2 items past their date`.
    package static func pastTheirDate(_ count: Int) -> String {
        count == 1 ? "1 item past its date" : "\(count) items past their date"
    }
}
