import Testing

/// The language's tests, grouped so that `swift test --filter Syntax` runs them all.
@Suite enum SyntaxTests {}
