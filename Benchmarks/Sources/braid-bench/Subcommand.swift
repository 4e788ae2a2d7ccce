/// The suites `braid-bench` runs, one per subcommand; each lives in its own `…Suite.swift`.
enum Subcommand: String, CaseIterable {
    case diff
    case binder
    case mainActor = "main-actor"
    case terminal
    case memory
    case soak
    case tree

    /// One line for the usage text.
    var summary: String {
        switch self {
        case .diff: "the diff engine against a hash floor and Swift's difference(from:)"
        case .binder: "the binder end to end on the headless table and collection view, against the raw diff"
        case .mainActor: "the main actor's share of one update of 10k–1M rows, while the diff runs elsewhere"
        case .terminal: "terminal frames and one-row updates of a 200×60 table, with bytes written"
        case .memory: "the bytes per row a binder keeps after finish() and an update, and its peak (allocator-counted)"
        case .soak: "a terminal table and grid under minutes of random use; fails if memory grows or a frame is wrong"
        case .tree: "trees: first display of a 1M-node tree, expand 100k children, collapse-all, 100 changed nodes"
        }
    }

    /// Runs the suite and returns the process's exit status.
    func run(with options: Options) -> Int32 {
        switch self {
        case .diff:
            DiffSuite(options: options).run()
            return 0
        case .binder:
            // Top-level code runs on the main thread; the binder is main-actor API.
            MainActor.assumeIsolated { BinderSuite(options: options).run() }
            return 0
        case .mainActor:
            MainActor.assumeIsolated { MainActorSuite(options: options).run() }
            return 0
        case .terminal:
            MainActor.assumeIsolated { TerminalSuite(options: options).run() }
            return 0
        case .memory:
            return MainActor.assumeIsolated { MemorySuite(options: options).run() }
        case .soak:
            return MainActor.assumeIsolated { SoakSuite(options: options).run() }
        case .tree:
            MainActor.assumeIsolated { TreeSuite(options: options).run() }
            return 0
        }
    }
}
