// braid-terminal-e2e: a small table program that the terminal end-to-end tests drive through tmux.
//
// Keys: arrows, Page Up/Down, Home/End move; Enter taps; Space toggles the toggle row; i inserts a row at
// the top; a adds a row after a short wait (main-actor work from a task); d deletes the selected row;
// x crashes on purpose; q quits.
import BraidTerminal

let store = FruitStore()
let screen = FruitsScreen(store: store)
await TerminalApp(content: screen).run()
