import BraidSamples
import BraidTmuxTesting
import Foundation
import Testing

/// The samples in a real terminal, driven through tmux: keys sent, the screen captured.
@Suite("braid-demo end to end (tmux)", .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux cannot be started here: install it (.ci/run does) to run the demo's end-to-end tests"))
struct DemoEndToEndTests {
    /// The built `braid-demo`, beside the test bundle.
    static let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("braid-demo").path

    /// Starts the demo in the session's shell, its services ten times faster, with an optional request log, and every
    /// batch its binders make checked with UIKit's rules: one UIKit would refuse stops the demo with UIKit's message on
    /// the screen, which the test's next wait then shows.
    private func start(_ session: TmuxSession, _ arguments: String = "", log: String? = nil) throws {
        let environment = "SWIFT_BACKTRACE=interactive=no BRAID_DEMO_DELAY_SCALE=0.1 BRAID_VALIDATE_BATCHES=1" + (log.map { " BRAID_DEMO_LOG=\($0)" } ?? "")
        try session.type("\(environment) \(Self.program) \(arguments); echo BRAID_EXIT=$?")
    }

    /// Waits for `text` anywhere on screen, then lets the table's animations (about 200 ms) end.
    @discardableResult
    private func waitFor(_ session: TmuxSession, text: String) throws -> [String] {
        try waitFor(session, "\"\(text)\"") { $0.contains { $0.contains(text) } }
    }

    @discardableResult
    private func waitFor(_ session: TmuxSession, _ what: String, _ condition: ([String]) -> Bool) throws -> [String] {
        let screen = try session.waitForScreen(what, seconds: 10, condition)
        Thread.sleep(forTimeInterval: 0.3)
        return screen
    }

    private func isMenu(_ screen: [String]) -> Bool {
        screen.first?.trimmingCharacters(in: .whitespaces) == "Braid samples"
    }

    /// Goes back to the menu (a selected text field would take a q as text), quits with q, and checks that
    /// the program ended well and gave the terminal back.
    private func quit(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try session.press("Escape", "Escape", "Escape")
        try waitFor(session, "the menu", isMenu)
        try session.press("q")
        try waitFor(session, text: "BRAID_EXIT=0")
        #expect(try session.pane("#{alternate_on}") == "0", "the demo left the alternate screen on", sourceLocation: sourceLocation)
        #expect(try session.pane("#{cursor_flag}") == "1", "the demo left the cursor hidden", sourceLocation: sourceLocation)
    }

    /// The first run: the menu shows its first row selected, and Enter opens it at once — no arrow key first.
    @Test func enterOnTheFreshMenuOpensTheFirstSample() throws {
        let session = try TmuxSession()
        try start(session)
        try waitFor(session, "the menu", isMenu)
        try session.press("Enter")
        try waitFor(session, "the Accounts screen") { $0.first?.contains("samples › Accounts") == true }
        try quit(session)
    }

    /// A sample's screen starts with its first row selected too, once its data came: Enter on the Artists
    /// screen opens the first artist's songs at once, without an arrow key first.
    @Test func enterOnAFreshSampleOpensItsFirstRow() throws {
        let session = try TmuxSession()
        try start(session, "artists")
        try waitFor(session, text: "AC/DC")
        try session.press("Enter")
        let screen = try waitFor(session, text: "♪")
        #expect(screen.first?.contains("Artists › AC/DC") == true, "the first artist's songs: \(screen)")
        try quit(session)
    }

    @Test func theMenuOpensEverySampleAndEscapeComesBack() throws {
        let session = try TmuxSession()
        try start(session)
        try waitFor(session, "the menu", isMenu)
        for (index, title) in ["Accounts", "Artists", "Add Event", "News Feed", "Home", "Shop", "Files"].enumerated() {
            try session.press("Home")
            for _ in 0..<index { try session.press("Down") }
            try session.press("Enter")
            try waitFor(session, "the \(title) screen") { $0.first?.contains("samples › \(title)") == true }
            try session.press("Escape")
            try waitFor(session, "the menu again", isMenu)
        }
        try quit(session)
    }

    /// The Files sample, a tree: → goes into an open folder and opens a closed one, ← closes it, a click on a ▸ opens
    /// its folder; r while folders are open keeps them open and shows the new file; m moves an open folder into
    /// Downloads, where it stays open.
    @Test func filesOpensClosesRefreshesAndMovesFolders() throws {
        let session = try TmuxSession()
        try start(session, "files")
        var screen = try waitFor(session, text: "▾ Documents")
        #expect(screen.contains { $0.hasPrefix(" ▸ Pictures") } && screen.contains { $0.hasPrefix("   ▸ Taxes") },
                "Documents starts open, the other folders closed: \(screen)")
        #expect(screen.last?.contains("→← open") == true && screen.last?.contains("m → Downloads") == true,
                "the status line says the sample's keys: \(screen.last ?? "")")
        try session.press("Right")  // Documents is open: to its first child, Taxes
        try session.press("Right")  // Taxes opens
        screen = try waitFor(session, text: "2025 return.pdf")
        #expect(screen.contains { $0.hasPrefix("   ▾ Taxes") } && screen.contains { $0.hasPrefix("       2025 return.pdf") },
                "Taxes opened, its files two levels in: \(screen)")
        try session.press("Left")
        screen = try waitFor(session, "Taxes closed") { lines in
            !lines.contains { $0.contains("2025 return.pdf") } && lines.contains { $0.hasPrefix("   ▸ Taxes") }
        }
        let pictures = try #require(screen.firstIndex { $0.hasPrefix(" ▸ Pictures") }, "\(screen)")
        try session.click(x: 1, y: pictures)
        screen = try waitFor(session, text: "▸ Holidays")
        #expect(screen[pictures].hasPrefix(" ▾ Pictures"), "a click on its ▸ opened Pictures: \(screen)")
        try session.press("Down")  // the click selected Pictures: down to Holidays
        try session.press("Right")
        try waitFor(session, text: "東京.jpg")

        try session.press("r")
        screen = try waitFor(session, text: "Scan 1.pdf")
        #expect(screen.contains { $0.hasPrefix(" ▾ Pictures") } && screen.contains { $0.hasPrefix("   ▾ Holidays") }
                && screen.contains { $0.hasPrefix("       東京.jpg") } && screen.contains { $0.hasPrefix("     Scan 1.pdf") },
                "after a refresh the open folders stay open, and the new file shows in Documents: \(screen)")

        try session.press("m")  // Holidays, open and selected, into Downloads
        screen = try waitFor(session, "Holidays in Downloads") { lines in
            guard let downloads = lines.firstIndex(where: { $0.hasPrefix(" ▾ Downloads") }) else { return false }
            return lines[downloads + 1].hasPrefix("   ▾ Holidays")
        }
        let downloads = try #require(screen.firstIndex { $0.hasPrefix(" ▾ Downloads") })
        #expect(screen[(downloads + 2)...].prefix(3).map { $0.split(separator: " ").first.map(String.init) ?? "" }
                    == ["Beach.heic", "Mountains.heic", "東京.jpg"] && screen[downloads + 4].hasPrefix("       東京.jpg"),
                "the moved folder is still open, its files under it: \(screen)")
        let pictures2 = try #require(screen.firstIndex { $0.hasPrefix(" ▾ Pictures") }, "Pictures stays open: \(screen)")
        #expect(screen[pictures2 + 1].hasPrefix("     Screenshot.png") && screen[pictures2 + 2].hasPrefix(" ▸ Music"),
                "without Holidays: \(screen)")
        try quit(session)
    }

    @Test func accountsRefreshesThroughAllFourResponsesAndRetriesAFailure() throws {
        let session = try TmuxSession()
        try start(session, "accounts")
        var screen = try waitFor(session, text: "Every Day Checking")
        #expect(screen.contains { $0.contains("SAVINGS") } && !screen.contains { $0.contains("OTHER") }, "response 1: checking and savings")
        try session.press("r")
        // Deleted rows fade before they close: wait for the end of the animation, not for the first new row.
        screen = try waitFor(session, "response 2") { $0.contains { $0.contains("US Checking") } && !$0.contains { $0.contains("SAVINGS") } }
        #expect(screen.contains { $0.contains("OTHER") }, "response 2: savings went away, other came: \(screen)")
        try session.press("r")
        screen = try waitFor(session, "response 3") { lines in
            !lines.contains { $0.contains("CHECKING") } && lines.contains { $0.contains("Travel Rewards Visa") }
        }
        #expect(!screen.contains { $0.contains("Money-Back") }, "response 3: only the credit card is left: \(screen)")
        try session.press("r")
        screen = try waitFor(session, text: "Trading Account")
        #expect(["CHECKING", "SAVINGS", "OTHER"].allSatisfy { title in screen.contains { $0.contains(title) } },
                "response 4: all three account sections: \(screen)")
        // The fifth request fails: the first section keeps its rows and shows an error row; its Retry subscribes to
        // the publisher again, which asks again, and the first response comes.
        try session.press("r")
        screen = try waitFor(session, text: "Retry")
        #expect(screen.contains { $0.contains("Couldn't load your accounts") && $0.contains("The bank did not answer.") },
                "the error row says why: \(screen)")
        try session.press("Up", "Up", "Up", "Up", "Up", "Up", "Down", "Down", "Enter")  // the message, US Checking, the error row
        screen = try waitFor(session, "response 1 again") { lines in
            lines.contains { $0.contains("Every Day Checking") } && !lines.contains { $0.contains("Retry") }
                && !lines.contains { $0.contains("Trading Account") }
        }
        try quit(session)
    }

    /// The accounts are content rows (name, number below, balance and › at the right); Enter on one opens its detail,
    /// whose rows are content too: the model reached the tap handler.
    @Test func accountsOpensAnAccountsDetail() throws {
        let session = try TmuxSession()
        try start(session, "accounts")
        let accounts = try waitFor(session, text: "Every Day Checking")
        let row = try #require(accounts.firstIndex { $0.contains("Every Day Checking") }, "\(accounts)")
        #expect(accounts[row].hasSuffix("$2,305.82 ›") && accounts[row + 1].trimmingCharacters(in: .whitespaces) == "123***123",
                "the balance and the mark at the right, the number below: \(accounts)")
        try session.press("Down", "Enter")  // from the message to the first account
        let detail = try waitFor(session, text: "Balance")
        #expect(detail.first?.contains("Accounts › Every Day Checking") == true, "the account's own screen: \(detail)")
        #expect(detail.contains { $0.contains("Account") && $0.hasSuffix("123***123") }
                    && detail.contains { $0.contains("Balance") && $0.hasSuffix("$2,305.82") },
                "its number and balance at the right: \(detail)")
        try quit(session)
    }

    @Test func artistsRefreshesAndOpensAnArtistsSongs() throws {
        let session = try TmuxSession()
        try start(session, "artists")
        let before = try waitFor(session, text: "AC/DC")
        try session.press("r")
        let after = try waitFor(session, "a different selection of artists") { $0 != before && !$0.contains { $0.contains("loading") } }
        let letters = after.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count == 1 }
        #expect(letters == letters.sorted(), "letter sections stay in order after the refresh: \(letters)")
        try session.press("Down", "Enter")
        try waitFor(session, text: "♪")
        try quit(session)
    }

    /// The Artists sample's section index: the letters at the right edge; Ctrl-G and a letter jump to that letter's
    /// section (q typed into the prompt does not quit), Esc goes back, and a click on a letter jumps too.
    @Test func artistsJumpsByTheSectionIndex() throws {
        let session = try TmuxSession()
        try start(session, "artists")
        let first = try waitFor(session, text: "AC/DC")
        #expect(first.first?.contains("^G go to section") == true, "the title bar offers the index's key: \(first.first ?? "")")
        #expect(first.contains { $0.contains("AC/DC") && $0.hasSuffix(" A") }, "the index's letters stand at the right edge: \(first)")
        try session.press("C-g")
        try waitFor(session, text: "Go to:")
        try session.press("h")
        // (The whole frame: a capture taken while the terminal draws it can show the header before the row below.)
        try waitFor(session, "the H section at the top, its first artist right below its header") {
            $0.count > 2 && $0[1].split(separator: " ").first == "H" && $0[2].contains("Half Moon Run")
        }
        try session.press("q")  // typed into the prompt: no section starts with "hq", nothing quits
        try waitFor(session, text: "(no match)")
        try session.press("Escape")
        try waitFor(session, "back at A") { $0.count > 2 && $0[2].contains("AC/DC") && !$0.contains { $0.contains("Go to:") } }
        try quit(session)
    }

    /// The context menu on the Artists sample's songs: Shift-F10 opens it beside the song; Favourite (its state
    /// shown by a ✓ the next time) stars the song, Share ▸ opens a submenu whose Mail marks it sent, and Delete removes
    /// it.
    @Test func artistsSongsHaveAContextMenu() throws {
        let session = try TmuxSession()
        try start(session, "artists")
        try waitFor(session, text: "AC/DC")
        try session.press("Enter")
        let songs = try waitFor(session, text: "AC/DC Forever")
        #expect(songs.contains { $0.contains("⇧F10 menu") }, "the status line offers the menu: \(songs)")
        try session.press("S-F10")
        let menu = try waitFor(session, text: "Share ▸")
        #expect(menu.contains { $0.contains("Favourite") } && menu.contains { $0.contains("Delete") }, "\(menu)")
        try session.press("Enter")
        try waitFor(session, text: "★ AC/DC Forever")
        try session.press("S-F10")
        try waitFor(session, text: "✓ Favourite")
        try session.press("Down", "Enter")
        try waitFor(session, text: "Messages")
        try session.press("Enter")
        try waitFor(session, text: "sent by Mail")
        try session.press("S-F10", "Up", "Enter")
        try waitFor(session, "the song deleted") { !$0.contains { $0.contains("AC/DC Forever") } && $0.contains { $0.contains("Songs About AC/DC") } }
        try quit(session)
    }

    /// Editing in the Artists sample: a move within a letter in editing mode, the Favourite action from the actions
    /// menu, and a delete after its confirmation — the status line says which keys work at each step.
    @Test func artistsMovesFavouritesAndDeletesAnArtist() throws {
        let session = try TmuxSession()
        try start(session, "artists")
        try waitFor(session, text: "AC/DC")
        try session.press("e")
        try waitFor(session, text: "≡")
        try session.press("m", "Down")
        try waitFor(session, text: "esc cancel")
        try session.press("Enter")
        try waitFor(session, "AC/DC moved below Alabama Shakes") { lines in
            guard let acdc = lines.firstIndex(where: { $0.contains("AC/DC") }),
                  let alabama = lines.firstIndex(where: { $0.contains("Alabama Shakes") }) else { return false }
            return alabama < acdc
        }
        try session.press("e")
        try waitFor(session, text: "e edit")
        try session.press("Tab")
        try waitFor(session, text: "Favourite")
        try session.press("Enter")
        try waitFor(session, text: "★ AC/DC")
        try session.press("DC")  // the Delete key
        try waitFor(session, text: "esc keep")
        try session.press("Enter")
        try waitFor(session, "AC/DC deleted") { !$0.contains { $0.contains("AC/DC") } }
        try quit(session)
    }

    /// The grid: down from the featured row into an aisle, across, Space puts the selected product in the basket (a
    /// cell event), the filter hides the aisles it empties, and a refresh shows the service's new prices, stock and
    /// order.
    @Test func shopMovesAcrossTheGridFiltersAndRefreshes() async throws {
        let expected = await Self.shopScreenAfterOneRefresh(basket: ["Kiwis"])
        let session = try TmuxSession()
        try start(session, "shop")
        try waitFor(session, text: "FRUIT & VEG  (7)")
        try session.press("Down", "Right", "Space")
        try waitFor(session, text: "✓ Kiwis")
        try session.press("f", "f")
        try waitFor(session, "the on-sale filter") { lines in
            lines.contains { $0.contains("filter: on sale") } && lines.contains { $0.contains("FRUIT & VEG  (2)") }
                && lines.contains { $0.contains("PANTRY  (2)") } && !lines.contains { $0.contains("Kiwis") }
        }
        let onSale = try session.screen()
        #expect(!onSale.contains { $0.contains("FROZEN") },
                "nothing frozen is on sale: the aisle is hidden, not shown empty below PANTRY:\n\(onSale.joined(separator: "\n"))")
        try session.press("f")
        try waitFor(session, text: "filter: all")
        try session.press("r")
        try waitFor(session, "the refreshed prices, stock and order") { lines in
            !lines.contains { $0.contains("loading") } && Array(lines.dropFirst().prefix(expected.count)) == expected
        }
        try quit(session)
    }

    /// The mixed screen: → along the featured row scrolls it sideways to its last product, the sections below staying
    /// put; ↓ goes down through the aisles' grids, and an aisle's header stays at the top while its products scroll
    /// under it (a 12-line terminal: 10 lines of view).
    @Test func shopScrollsTheFeaturedRowSidewaysAndPinsAnAislesHeader() throws {
        let session = try TmuxSession(width: 80, height: 12)
        try start(session, "shop")
        let first = try waitFor(session, text: "FEATURED  (7)")
        #expect(first.count > 2 && first[2].contains("Pears") && !first[2].contains("Lentils"),
                "the row starts at its first product: \(first)")
        try session.press("Right", "Right", "Right", "Right", "Right", "Right")
        let scrolled = try waitFor(session, "the row scrolled to its seventh product") { lines in
            lines.count > 2 && !lines[2].contains("Pears") && lines[2].contains("Lentils")
        }
        #expect(scrolled.count > 5 && scrolled[5].contains("FRUIT & VEG  (7)"), "the sections below did not move: \(scrolled)")
        try session.press("Left", "Left", "Left", "Left", "Left", "Left")
        try waitFor(session, "the row back at its start") { $0.count > 2 && $0[2].contains("Pears") }
        try session.press("Down", "Down", "Down", "Down")  // the fruit's two lines, the bakery's, the dairy's first
        let pinned = try waitFor(session, "the fruit's header pinned over its products") { lines in
            lines.count > 1 && lines[1].contains("FRUIT & VEG  (7)") && lines.contains { $0.contains("DAIRY  (5)") }
        }
        #expect(!pinned.contains { $0.contains("FEATURED") }, "scrolled past the row: \(pinned)")
        #expect(pinned.count > 2 && pinned[2].contains("£5"), "the fruit's second line's prices, under its header: \(pinned)")
        try quit(session)
    }

    /// The first 22 lines under the shop's title at 80 columns after the demo's first refresh — the same service,
    /// asked the same way: the featured row (the products on sale, 18 columns each, as many as the 80 columns show),
    /// then each aisle's header and its tiles four to a line (18 columns and a space each, name over price), each
    /// section followed by a blank line.
    @MainActor
    private static func shopScreenAfterOneRefresh(basket: Set<String>) async -> [String] {
        ServiceDelay.scale = 0
        let service = ShopService()
        _ = await service.fetchProducts(changing: false)
        let products = await service.fetchProducts(changing: true)
        func line(_ texts: [String], width: Int) -> String {
            let padded = texts.map { " " + $0.padding(toLength: width - 1, withPad: " ", startingAt: 0) }.joined()
            return String(String((" " + padded).prefix(80)).reversed().drop { $0 == " " }.reversed())
        }
        func name(_ product: ShopProduct) -> String { (basket.contains(product.name) ? "✓ " : "") + product.name }
        func price(_ product: ShopProduct) -> String { product.inStock ? product.priceLabel : "sold out" }
        let featured = BraidSamples.Category.allCases.flatMap { products[$0] ?? [] }.filter(\.onSale)
        var lines = [" FEATURED  (\(featured.count))", line(featured.map(name), width: 18),
                     line(featured.map(price), width: 18), ""]
        for category in BraidSamples.Category.allCases {
            guard let aisle = products[category], !aisle.isEmpty else { continue }
            lines.append(" \(category.title)  (\(aisle.count))")
            for start in stride(from: 0, to: aisle.count, by: 4) {
                let tiles = aisle[start..<min(aisle.count, start + 4)]
                lines.append(line(tiles.map(name), width: 19))
                lines.append(line(tiles.map(price), width: 19))
            }
            lines.append("")
        }
        return Array(lines.prefix(22))
    }

    @Test func formTogglesAllDayOpensAPickerAndKeepsTypedText() throws {
        let session = try TmuxSession()
        try start(session, "form")
        try waitFor(session, text: "Event name")
        try session.press("Down", "Down", "Space")  // All-day (Event name starts selected)
        try waitFor(session, "the time rows removed") { !$0.contains { $0.contains("Starts") } }
        try session.press("Space")
        try waitFor(session, text: "Starts")
        try session.press("Down", "Enter")  // Date opens its picker
        try waitFor(session, text: "◀")
        try session.press("Down", "Right")  // on the picker, → moves the date a day on
        try waitFor(session, "the date and its picker moved on") { $0.filter { $0.contains("Sun, Nov 22, 2026") }.count == 2 }
        try session.press("Up", "Enter")  // Date again closes it
        try waitFor(session, "the picker closed") { !$0.contains { $0.contains("◀") } }
        try session.press("Home")  // Event name
        try session.send(text: "Party")
        try waitFor(session, text: "Party")
        try session.press("End", "Home")
        try waitFor(session, text: "Party")
        try quit(session)
    }

    /// Presses End every half second until `text` shows.
    @discardableResult
    private func pressEnd(_ session: TmuxSession, until text: String) throws -> [String] {
        for _ in 0..<20 {
            try session.press("End")
            Thread.sleep(forTimeInterval: 0.5)
            if try session.screen().contains(where: { $0.contains(text) }) { break }
        }
        return try waitFor(session, text: text)
    }

    /// The paged feed: pages as the end comes into view, never two requests at once; the fifth request fails and
    /// its error row's Retry (Enter) asks again; the sixth page is the last; F5 refreshes from the first page.
    @Test func newsFeedPagesShowsAnErrorWhoseRetryAsksAgainEndsAndRefreshesOnF5() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("braid-news-\(UUID()).log").path
        let session = try TmuxSession()
        try start(session, "news-feed", log: log)
        // The first page fills less than the screen: the end is in view at once, and the second page comes too.
        try waitFor(session, text: "(16 stories)")
        // End shows the last row; the page it asks for lands below it, in view at the next End.
        try pressEnd(session, until: "(24 stories)")
        try pressEnd(session, until: "(32 stories)")
        let failed = try pressEnd(session, until: "Retry")
        #expect(failed.contains { $0.contains("Couldn't load") && $0.contains("The news service did not answer.") },
                "the fifth request failed: its error row: \(failed)")
        try session.press("End", "Enter")
        try pressEnd(session, until: "(40 stories)")
        try pressEnd(session, until: "(48 stories)")
        try session.press("End")
        Thread.sleep(forTimeInterval: 0.5)
        try session.press("End")
        Thread.sleep(forTimeInterval: 0.5)
        let end = try session.screen()
        #expect(!end.contains { $0.contains("Loading…") || $0.contains("Retry") }, "the last page: nothing after it: \(end)")
        try session.press("F5")
        try waitFor(session, text: "Refreshing…")
        try waitFor(session, text: "(16 stories)")
        try quit(session)
        let requests = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n") ?? []
        #expect(requests.count >= 9, "six pages, the failed one again, and the refresh's first two: \(requests)")
        #expect(requests.allSatisfy { $0.hasSuffix("(1 in flight)") }, "never a second request while one is in flight: \(requests)")
    }

    @Test func homePageShowsItsThreeSectionsInOrderWithFooters() throws {
        let session = try TmuxSession()
        try start(session, "home-page")
        let screen = try waitFor(session, text: "Stores near you")
        let rows = ["Recommended for you", "Featured products", "Stores near you"].compactMap { title in
            screen.firstIndex { $0.contains(title) }
        }
        #expect(rows.count == 3 && rows == rows.sorted(), "the sections keep the response's order: \(screen)")
        #expect(screen.filter { $0.contains("See more ›") }.count == 2 && screen.contains { $0.contains("See all ›") },
                "each section has its footer: \(screen)")
        try quit(session)
    }
}
