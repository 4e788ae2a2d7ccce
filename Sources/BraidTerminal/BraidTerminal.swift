@_exported import Braid

/// The terminal host's version string, shown by `braid-demo` until the terminal views land.
public enum BraidTerminal {
    public static let status = "The terminal table view is not built yet."
}
