import CEditLine

/// Placeholder: the REPL work replaces this with the libedit line editor.
public final class LineEditor {
    public init() {}
}
