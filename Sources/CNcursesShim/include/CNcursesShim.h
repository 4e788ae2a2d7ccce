// CNcursesShim: the few ncurses calls BraidTerminal needs, as plain C functions with plain C types.
//
// ncurses implements much of its API as macros (stdscr, getmaxy, COLOR_PAIR, the KEY_ codes) that Swift
// cannot import, and its headers pull in a large surface. This header exposes only what the terminal
// writer uses, so that Swift sees a small, stable API; the implementation is the only code that includes
// <curses.h>. There is one screen per process, as with ncurses' own stdscr.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#include <stdint.h>

// MARK: Screen lifecycle

/// Starts ncurses on the process's terminal (standard input and output): raw-ish input, no echo, keypad and
/// mouse decoding, the alternate screen, colours when the terminal has them; installs the signal
/// handlers (`braid_install_signal_handlers`) first. Returns 0, or -1 if ncurses could not start (for example an
/// unknown TERM).
int braid_screen_open_terminal(void);

/// Starts ncurses writing to an in-memory file instead of a terminal, for benchmarks and tests: `term` is
/// the terminfo name to emulate, the screen has `rows` × `cols` cells. Returns 0 or -1.
int braid_screen_open_sink(const char *term, int rows, int cols);

/// Ends ncurses and restores the terminal as it was before `braid_screen_open_terminal`. Safe to call twice.
void braid_screen_close(void);

/// Whether a screen is open.
int braid_screen_is_open(void);

/// The bytes ncurses has written to an in-memory sink since it was opened; -1 for a real terminal.
long long braid_screen_bytes_written(void);

/// The screen's size in cells.
int braid_screen_rows(void);
int braid_screen_cols(void);

/// The size the terminal on standard output reports now (after a resize). Returns 0, or -1 if unknown.
int braid_terminal_size(int *rows, int *cols);

/// Tells ncurses the screen is now `rows` × `cols` cells.
void braid_screen_resize(int rows, int cols);

// MARK: Drawing

/// Text attributes, as bits.
enum {
    BRAID_ATTR_BOLD = 1,
    BRAID_ATTR_DIM = 2,
    BRAID_ATTR_UNDERLINE = 4,
    BRAID_ATTR_REVERSE = 8,
    BRAID_ATTR_ITALIC = 16,
};

/// Whether the terminal shows colours, and how many colours and colour pairs it has.
int braid_has_colors(void);
int braid_color_count(void);
int braid_color_pair_count(void);

/// Defines colour pair `pair` as foreground `fg` on background `bg` (-1: the terminal's default).
/// Returns 0 or -1.
int braid_define_color_pair(int pair, int fg, int bg);

/// Puts one character cell at row `y`, column `x`: a grapheme given as `count` Unicode scalars (a spacing
/// character and up to four combining ones), with `attributes` (BRAID_ATTR_ bits) and colour pair `pair`.
void braid_put_cell(int y, int x, const uint32_t *scalars, int count, unsigned attributes, int pair);

/// Puts one single-scalar character cell; the common case, without an array.
void braid_put_scalar(int y, int x, uint32_t scalar, unsigned attributes, int pair);

/// Shows the terminal's cursor at (`y`, `x`), or hides it when `visible` is 0.
void braid_set_cursor(int visible, int y, int x);

/// Blanks the screen and makes the next refresh redraw all of it (after a resize, or when the terminal
/// was disturbed).
void braid_invalidate(void);

/// Sends what changed since the last refresh to the terminal: ncurses' minimal update.
void braid_refresh(void);

// MARK: Input

/// What `braid_read_input` read.
enum {
    BRAID_INPUT_NONE = 0,
    /// `code` is a Unicode scalar (control characters included: Enter, Tab, Escape, Ctrl-letters).
    BRAID_INPUT_CHARACTER = 1,
    /// `code` is one of the BRAID_KEY_ values.
    BRAID_INPUT_KEY = 2,
    /// `code` is one of the BRAID_MOUSE_ values, at (`x`, `y`).
    BRAID_INPUT_MOUSE = 3,
    /// The terminal changed size.
    BRAID_INPUT_RESIZE = 4,
};

/// Keys ncurses decodes from escape sequences.
enum {
    BRAID_KEY_UNKNOWN = 0,
    BRAID_KEY_UP, BRAID_KEY_DOWN, BRAID_KEY_LEFT, BRAID_KEY_RIGHT,
    BRAID_KEY_PAGE_UP, BRAID_KEY_PAGE_DOWN, BRAID_KEY_HOME, BRAID_KEY_END,
    BRAID_KEY_BACKSPACE, BRAID_KEY_DELETE, BRAID_KEY_INSERT, BRAID_KEY_ENTER, BRAID_KEY_BACK_TAB,
    /// The menu key (xterm sends `ESC [ 29 ~`) or Shift-F10 (ncurses' F22 in xterm's and tmux's terminfo).
    BRAID_KEY_MENU,
    /// F1 is BRAID_KEY_F0 + 1, and so on up to F12.
    BRAID_KEY_F0 = 100,
};

/// Mouse events.
enum {
    BRAID_MOUSE_OTHER = 0,
    BRAID_MOUSE_PRESS = 1,
    BRAID_MOUSE_RELEASE = 2,
    BRAID_MOUSE_WHEEL_UP = 3,
    BRAID_MOUSE_WHEEL_DOWN = 4,
    /// The secondary (right) button went down.
    BRAID_MOUSE_SECONDARY_PRESS = 5,
};

/// One input event.
typedef struct {
    int kind;
    uint32_t code;
    int x;
    int y;
} braid_input;

/// Reads one pending input event without waiting; `kind` is BRAID_INPUT_NONE when there is none.
void braid_read_input(braid_input *input);

// MARK: Signals: restoring the terminal on every exit, suspending, resizing

/// Installs handlers so that the terminal is restored however the process ends: `exit`, SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT, and the fatal signals a crash raises (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
/// SIGTRAP). Each handler restores the terminal with async-signal-safe calls only, then hands the signal to
/// the handler that was there before (the default action, or Swift's backtracer). Ctrl-Z (SIGTSTP) gives
/// the shell its screen back while the process is stopped and takes it again when it continues.
void braid_install_signal_handlers(void);

/// What a byte read from `braid_notifications` means.
enum {
    /// The terminal changed size (SIGWINCH).
    BRAID_NOTIFY_RESIZED = 1,
    /// The process continued after Ctrl-Z: the screen must be drawn whole again.
    BRAID_NOTIFY_RESUMED = 2,
};

/// A file descriptor that becomes readable, one BRAID_NOTIFY_ byte at a time, when the terminal is
/// resized or the process continues after a suspension; -1 if it cannot be made. The caller reads the
/// bytes.
int braid_notifications(void);

#endif
