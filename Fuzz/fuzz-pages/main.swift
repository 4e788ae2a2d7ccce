// fuzz-pages: a paged section (`bind(cellType:pages:)`) on a headless table whose loader a fuzz input answers: pages of
// any size, with a new token, the end, a token already given, or the one asked for; failures; answers late, after the
// section was hidden or a refresh started; scrolls, taps (Retry among them), hides and shows, refreshes and pulls to
// refresh, states set by hand — in any order, the loader's tasks run at any point. Every batch the table receives is
// checked by UIKit's rules (a violation stops the program), and so is every diagnostic: the loader's mistakes are
// warnings, never errors. Throughout: at most one request is in flight, and no token is asked for again once its page
// was taken (until a refresh). Once all work is done, the table shows exactly the pages taken, in order, and at most
// one state row, last.
//
// Beside it, a section fed by a publisher of names — models without an identity, diffed by count — with its loading,
// empty and error rows: values of any length, failures (whose error row's tap subscribes again), states set by hand.
// Its last value shows once all work is done, with at most one state row, last.
import Braid
import BraidFuzzSupport
import BraidTesting
import Foundation
import Testing  // the headless views take a SourceLocation (#_sourceLocation) for their error reports

final class LabelCell: HeadlessTableViewCell {}

enum Part: TableViewSection { case feed, other }

struct Item: Identifiable, Equatable {
    var id: Int
    var label: String { "m\(id)" }
}

/// A request the loader made, waiting for the fuzz input's answer.
@MainActor
final class Request {
    let token: Int?
    var continuation: CheckedContinuation<Page<Item, Int>, any Error>?
    var isCancelled = false
    /// Whether the loader's task went on after the answer: it has taken or dropped the page.
    var isDone = false
    init(token: Int?) { self.token = token }
}

/// The loader's server, answered by the fuzz input; it checks the loader's promises as requests come.
@MainActor
final class Server {
    private(set) var requests: [Request] = []
    /// Tokens whose page was taken since the last refresh: none may be asked for again.
    var taken: Set<Int> = []
    private var nextID = 0
    /// The pages taken since the last first page, in order: what the section must show.
    var shown: [[Item]] = []

    var inFlight: [Request] { requests.filter { $0.continuation != nil && !$0.isCancelled } }
    /// Whether every answered request's task took its answer.
    var isSettled: Bool { requests.allSatisfy { $0.continuation != nil || $0.isDone } }

    func load(_ token: Int?) async throws -> Page<Item, Int> {
        if let token, taken.contains(token) { fatalError("the loader asked for page \(token) again after taking it") }
        if !inFlight.isEmpty { fatalError("a second request while one is in flight") }
        let request = Request(token: token)
        requests.append(request)
        defer { request.isDone = true }  // runs in the loader's task, just before it takes the answer
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { request.continuation = $0 }
        } onCancel: {
            // Cancelled by the loader, on the main actor, at the moment it stops waiting for the answer.
            MainActor.assumeIsolated { request.isCancelled = true }
        }
    }

    /// Answers the oldest unanswered request, cancelled or not (a late answer), as `choice` says.
    func answer(_ input: inout FuzzInput) {
        guard let request = requests.first(where: { $0.continuation != nil }), let continuation = request.continuation else { return }
        request.continuation = nil
        let kind = input.byte() % 8
        if kind == 7 {
            continuation.resume(throwing: Failure())
            return
        }
        let size = input.int(below: 9)
        var models: [Item] = []
        for _ in 0..<size {
            // Now and then a model of an earlier page again: the loader warns, and shows it.
            if input.byte() % 16 == 0, let earlier = shown.last?.last { models.append(earlier) } else {
                nextID += 1
                models.append(Item(id: nextID))
            }
        }
        let next: Int? =
            switch kind {
            case 1: nil                                 // the end
            case 2: request.token                       // the token it was asked with
            case 3: taken.first                         // a token given before
            default: 1_000 + nextID * 256 + Int(input.byte())  // a new one
            }
        // The loader takes the page unless the request was cancelled (hidden, or a refresh) before this answer.
        if !request.isCancelled {
            if request.token == nil { shown = [] }
            shown.append(models)
            if let token = request.token { taken.insert(token) }
        }
        continuation.resume(returning: Page(models: models, next: next))
    }

    func refreshed() {
        taken = []
    }

    /// Answers the oldest unanswered request with the last page: an empty one, the end.
    func answerEnd() {
        guard let request = requests.first(where: { $0.continuation != nil }), let continuation = request.continuation else { return }
        request.continuation = nil
        if !request.isCancelled {
            if request.token == nil { shown = [] }
            if let token = request.token { taken.insert(token) }
        }
        continuation.resume(returning: Page(models: [], next: nil))
    }
}

struct Failure: Error {}

/// The names section's publisher: each subscription a subject of its own (a tap on the error row subscribes again).
@MainActor
final class Names {
    private(set) var subjects: [PassthroughSubject<[String], Failure>] = []
    /// Whether the current subscription failed.
    private(set) var failed = false
    /// The last value sent.
    private(set) var last: [String] = []

    var publisher: Deferred<PassthroughSubject<[String], Failure>> {
        Deferred { [weak self] in
            let subject = PassthroughSubject<[String], Failure>()
            MainActor.assumeIsolated {
                self?.subjects.append(subject)
                self?.failed = false
            }
            return subject
        }
    }

    /// Sends names from a small alphabet (so that rows repeat and keep their places), or a failure.
    func send(_ input: inout FuzzInput) {
        guard let subject = subjects.last, !failed else { return }
        if input.byte() % 6 == 0 {
            failed = true
            subject.send(completion: .failure(Failure()))
            return
        }
        last = (0..<input.int(below: 6)).map { _ in "n\(input.int(below: 4))" }
        subject.send(last)
    }

    func sendLast(_ names: [String]) {
        last = names
        subjects.last?.send(names)
    }
}

/// The binder's diagnostics: the loader's mistakes are warnings; an error stops the program.
@MainActor
final class DiagnosticLog {
    func handle(_ diagnostic: BinderDiagnostic) {
        if diagnostic.severity == .error { fatalError("the loader's mistake reported as an error: \(diagnostic.message)") }
    }
}

/// Lets the main actor run the loader's tasks — their jobs wait on the main queue, which the run loop serves — until
/// each answered request's task has taken its answer (a second at most: a task that never goes on is a hang).
@MainActor
func runTasks(_ server: Server) {
    let deadline = Date(timeIntervalSinceNow: 1)
    repeat {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.000_1))
    } while !server.isSettled && Date() < deadline
    if !server.isSettled { fatalError("an answered request's task did not go on within a second") }
    for _ in 0..<2 { _ = RunLoop.main.run(mode: .default, before: Date()) }
}

runFuzzTarget { input in
    let table = HeadlessTableView(viewportSize: Size(width: 20, height: 6 + Double(input.int(below: 40))))
    let scheduler = ManualUpdateScheduler()
    let binder = SectionedTableViewBinder(tableView: table, sectionedBy: Part.self, scheduler: scheduler)
    let log = DiagnosticLog()
    binder.diagnosticHandler = log.handle
    let server = Server()
    let chain = binder.onSection(.feed)
        .bind(cellType: LabelCell.self, pages: { try await server.load($0) }, prefetchDistance: input.int(below: 6))
        .onDequeue { _, cell, item in cell.text = item.label }
    if input.byte() % 2 == 0 { chain.states(SectionStates(loading: "wait", empty: "none")) }
    let names = Names()
    binder.onSection(.other).bind(cellType: LabelCell.self, models: names.publisher).onDequeue { _, cell, text in cell.text = text }
        .states(SectionStates(loading: "wait", empty: "nobody", error: { _ in StateContent("offline", actionTitle: "Retry") }))
    binder.onPullToRefresh { [weak binder] in
        server.refreshed()
        await binder?.refreshPages()
    }
    binder.displayedSections = [.feed, .other]
    binder.finish()

    var steps = 0
    var trace: [String] = []
    while !input.isAtEnd && steps < 200 {
        steps += 1
        let op = input.byte() % 13
        trace.append("op \(op) rows \(table.numberOfRows(inSection: 0)) requests \(server.requests.map { "\($0.token.map(String.init) ?? "nil")\($0.continuation == nil ? "" : "…")\($0.isCancelled ? "x" : "")" }) shown \(server.shown.map(\.count))")
        switch op {
        case 0, 1: server.answer(&input)
        case 2: table.scroll(toOffset: Double(input.int(below: 400)))
        case 3: table.scroll(toOffset: .infinity)
        case 4:
            let visible = table.indexPathsForVisibleRows.filter { $0.section == 0 }
            if !visible.isEmpty { table.tap(visible[input.int(below: visible.count)]) }
        case 5: binder.displayedSections = input.byte() % 2 == 0 ? [.other] : [.feed, .other]
        case 6:
            Task { [weak binder] in
                server.refreshed()  // in the job that starts the refresh: no answer comes between them
                await binder?.refreshPages()
            }
        case 7: binder.pullToRefresh()
        case 8: binder.setState(input.byte() % 3 == 0 ? .error("by hand") : nil, of: .feed)
        case 10: names.send(&input)
        case 11:
            // The names section's last row: its state row, if it has one (a tap on the error row subscribes again).
            if let section = binder.displayedSections.firstIndex(of: .other), table.numberOfSections > section {
                let rows = table.numberOfRows(inSection: section)
                let path = ItemPath(row: rows - 1, section: section)
                if rows > 0, table.indexPathsForVisibleRows.contains(path) { table.tap(path) }
            }
        case 12: binder.setState([nil, .loading("by hand"), .empty("by hand")][input.int(below: 3)], of: .other)
        default: scheduler.flush()
        }
        runTasks(server)
    }
    // Everything that is left: answer what is waiting, run the tasks, show the updates.
    binder.displayedSections = [.feed, .other]
    // Done when nothing is waiting or pending three times running (a resumed request lands a turn later).
    var quiet = 0
    for _ in 0..<200 where quiet < 3 {
        scheduler.flush()
        runTasks(server)
        quiet = server.inFlight.isEmpty && !scheduler.hasPendingWork ? quiet + 1 : 0
        server.answerEnd()
    }
    binder.setState(nil, of: .feed)
    binder.setState(nil, of: .other)
    scheduler.flush()
    if names.failed {
        // Its error row's Retry subscribes again.
        let rows = table.numberOfRows(inSection: 1)
        table.scroll(to: ItemPath(row: rows - 1, section: 1))
        table.tap(ItemPath(row: rows - 1, section: 1))
        if names.failed { fatalError("the error row's tap did not subscribe again (screen \(table.screen))") }
    }
    names.sendLast(["n9"] + names.last)
    runTasks(server)
    scheduler.flush()
    let rows = (0..<table.numberOfRows(inSection: 0)).map { row -> String in
        table.scroll(to: ItemPath(row: row, section: 0))
        return (table.cell(at: ItemPath(row: row, section: 0)) as? HeadlessReusableView)?.renderedText ?? "?"
    }
    let isState = { (row: String) in ["… ", "∅ ", "! "].contains { row.hasPrefix($0) } }  // SectionState.rowContent
    let dataRows = rows.filter { !isState($0) }
    let stateRows = rows.indices.filter { isState(rows[$0]) }
    let expected = server.shown.flatMap { $0 }.map(\.label)
    if dataRows != expected {
        fatalError("the table shows \(dataRows), the pages taken were \(expected) (screen \(table.screen), requests \(server.requests.map { "\($0.token.map(String.init) ?? "nil")\($0.isCancelled ? "x" : "")" }), pages \(server.shown.map(\.count)); trace \(trace))")
    }
    if stateRows.count > 1 || stateRows.first.map({ $0 != rows.count - 1 }) == true {
        fatalError("state rows \(stateRows) in \(rows): at most one, last")
    }
    let nameRows = (0..<table.numberOfRows(inSection: 1)).map { row -> String in
        table.scroll(to: ItemPath(row: row, section: 1))
        return (table.cell(at: ItemPath(row: row, section: 1)) as? HeadlessReusableView)?.renderedText ?? "?"
    }
    if nameRows.filter({ !isState($0) }) != names.last || nameRows.filter(isState).count > 1
        || nameRows.firstIndex(where: isState).map({ $0 != nameRows.count - 1 }) == true {
        fatalError("the names section shows \(nameRows), its last value was \(names.last); trace \(trace)")
    }
    // Every request ends, cancelled ones too — and those the reading above asked for — so that no task of this input
    // outlives it.
    for _ in 0..<100 {
        runTasks(server)
        guard server.requests.contains(where: { $0.continuation != nil }) else { break }
        while server.requests.contains(where: { $0.continuation != nil }) { server.answerEnd() }
    }
}
