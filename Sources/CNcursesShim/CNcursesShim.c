// The ncurses side of BraidTerminal's writer. See include/CNcursesShim.h for what each function does.
#define _GNU_SOURCE
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1

#include "CNcursesShim.h"

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

/// The key code given to the menu key's sequence (`define_key`): one past ncurses' own codes.
#define BRAID_NCURSES_KEY_MENU (KEY_MAX + 1)

// MARK: State (one screen per process)

static SCREEN *screen = NULL;
static FILE *sink = NULL;          // the in-memory output of a sink screen
static FILE *sink_input = NULL;
static long long sink_bytes_before = 0;

// What a signal handler needs to restore the terminal without calling into ncurses (which is not
// async-signal-safe): the terminal modes from before ncurses started, and the escape sequences that
// leave the alternate screen, show the cursor, reset attributes, and turn keypad and mouse reporting off.
static volatile sig_atomic_t terminal_needs_restore = 0;
static int terminal_fd = 1;
static struct termios saved_modes;
static int saved_modes_valid = 0;
static struct termios program_modes;  // ncurses' modes, to return to after a suspension
static int program_modes_valid = 0;

/// An escape sequence prepared in advance, for writing from a signal handler.
typedef struct {
    char text[512];
    size_t length;
} sequence;

static sequence restore_sequence;  // back to the shell's screen
static sequence resume_sequence;   // back to ours, after a suspension

static int has_capability(const char *text) { return text != NULL && text != (char *)-1; }

static void append(sequence *target, const char *text) {
    if (!has_capability(text)) return;
    size_t length = strlen(text);
    if (target->length + length >= sizeof target->text) return;
    memcpy(target->text + target->length, text, length);
    target->length += length;
}

/// The terminal's own mouse switch (ncurses' XM extension), or xterm's basic mode.
static void append_mouse(sequence *target, int on) {
    const char *toggle = tigetstr("XM");
    if (has_capability(toggle)) {
        append(target, tiparm(toggle, on));
    } else {
        append(target, on ? "\033[?1000h" : "\033[?1000l");
    }
}

static void prepare_sequences(void) {
    int has_mouse = has_capability(tigetstr("kmous"));
    restore_sequence.length = 0;
    if (has_mouse) {
        append_mouse(&restore_sequence, 0);
        append(&restore_sequence, "\033[?1006l\033[?1003l\033[?1002l\033[?1000l");  // xterm's modes, all off
    }
    append(&restore_sequence, tigetstr("sgr0"));
    append(&restore_sequence, tigetstr("cnorm"));
    append(&restore_sequence, tigetstr("rmkx"));
    append(&restore_sequence, tigetstr("rmcup"));

    resume_sequence.length = 0;
    append(&resume_sequence, tigetstr("smcup"));
    append(&resume_sequence, tigetstr("smkx"));
    append(&resume_sequence, tigetstr("civis"));
    if (has_mouse) append_mouse(&resume_sequence, 1);
}

// MARK: Screen lifecycle

/// ncurses writes wide and combining characters only in a UTF-8 locale: take the user's, and when it is
/// not UTF-8 (a bare C locale, as under many service managers), C.UTF-8 for the character type.
static void use_utf8_locale(void) {
    setlocale(LC_ALL, "");
    if (strcmp(nl_langinfo(CODESET), "UTF-8") != 0) setlocale(LC_CTYPE, "C.UTF-8");
}

static void configure_screen(void) {
    cbreak();  // keys arrive one by one; Ctrl-C still raises SIGINT, which restores the terminal
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    set_escdelay(25);
    leaveok(stdscr, FALSE);
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
    }
}

int braid_screen_open_terminal(void) {
    if (screen != NULL) return -1;
    terminal_fd = STDOUT_FILENO;
    saved_modes_valid = tcgetattr(STDIN_FILENO, &saved_modes) == 0;
    // Before newterm, so that ncurses keeps its own SIGINT/SIGTERM/SIGTSTP handlers out (it installs them
    // only over the default action) and a signal still ends the process as that signal.
    braid_install_signal_handlers();
    use_utf8_locale();
    screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return -1;
    set_term(screen);
    configure_screen();
    mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON3_PRESSED | BUTTON4_PRESSED
#ifdef BUTTON5_PRESSED
              | BUTTON5_PRESSED
#endif
              , NULL);
    mouseinterval(0);
    // The menu key (xterm sends ESC [ 29 ~, which its terminfo names no key) and Shift-F10 (xterm's and tmux's
    // ESC [ 21 ; 2 ~, which screen's terminfo, tmux's default, does not name either).
    define_key("\033[29~", BRAID_NCURSES_KEY_MENU);
    define_key("\033[21;2~", BRAID_NCURSES_KEY_MENU);
    prepare_sequences();
    program_modes_valid = tcgetattr(STDIN_FILENO, &program_modes) == 0;
    terminal_needs_restore = 1;
    return 0;
}

int braid_screen_open_sink(const char *term, int rows, int cols) {
    if (screen != NULL) return -1;
    sink = tmpfile();
    sink_input = fopen("/dev/null", "r");
    if (sink == NULL || sink_input == NULL) return -1;
    sink_bytes_before = 0;
    use_utf8_locale();
    screen = newterm(term, sink, sink_input);
    if (screen == NULL) return -1;
    set_term(screen);
    configure_screen();
    resizeterm(rows, cols);
    return 0;
}

void braid_screen_close(void) {
    if (screen == NULL) return;
    terminal_needs_restore = 0;
    endwin();
    delscreen(screen);
    screen = NULL;
    if (sink != NULL) {
        fclose(sink);
        fclose(sink_input);
        sink = NULL;
        sink_input = NULL;
    }
}

int braid_screen_is_open(void) { return screen != NULL; }

long long braid_screen_bytes_written(void) {
    if (sink == NULL) return -1;
    int fd = fileno(sink);
    off_t offset = lseek(fd, 0, SEEK_CUR);
    if (offset < 0) return -1;
    // Keep the in-memory file small: fold what it holds into the running count and empty it.
    if (offset > (64 << 20)) {
        sink_bytes_before += offset;
        if (ftruncate(fd, 0) == 0) lseek(fd, 0, SEEK_SET);
        offset = 0;
    }
    return sink_bytes_before + offset;
}

int braid_screen_rows(void) { return screen != NULL ? getmaxy(stdscr) : 0; }
int braid_screen_cols(void) { return screen != NULL ? getmaxx(stdscr) : 0; }

int braid_terminal_size(int *rows, int *cols) {
    struct winsize size;
    if (ioctl(terminal_fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *rows = size.ws_row;
    *cols = size.ws_col;
    return 0;
}

void braid_screen_resize(int rows, int cols) {
    if (screen != NULL) resizeterm(rows, cols);
}

// MARK: Drawing

int braid_has_colors(void) { return screen != NULL && has_colors(); }
int braid_color_count(void) { return screen != NULL && has_colors() ? COLORS : 0; }
int braid_color_pair_count(void) { return screen != NULL && has_colors() ? COLOR_PAIRS : 0; }

int braid_define_color_pair(int pair, int fg, int bg) {
    if (screen == NULL || pair <= 0 || pair >= COLOR_PAIRS || pair > 32767) return -1;
    return init_pair((short)pair, (short)fg, (short)bg) == OK ? 0 : -1;
}

static attr_t curses_attributes(unsigned attributes) {
    attr_t result = A_NORMAL;
    if (attributes & BRAID_ATTR_BOLD) result |= A_BOLD;
    if (attributes & BRAID_ATTR_DIM) result |= A_DIM;
    if (attributes & BRAID_ATTR_UNDERLINE) result |= A_UNDERLINE;
    if (attributes & BRAID_ATTR_REVERSE) result |= A_REVERSE;
#ifdef A_ITALIC
    if (attributes & BRAID_ATTR_ITALIC) result |= A_ITALIC;
#endif
    return result;
}

void braid_put_cell(int y, int x, const uint32_t *scalars, int count, unsigned attributes, int pair) {
    if (screen == NULL || count <= 0) return;
    wchar_t characters[CCHARW_MAX + 1];
    int length = count < CCHARW_MAX ? count : CCHARW_MAX;
    for (int index = 0; index < length; index++) characters[index] = (wchar_t)scalars[index];
    characters[length] = L'\0';
    cchar_t cell;
    if (setcchar(&cell, characters, curses_attributes(attributes), (short)pair, NULL) != OK) return;
    mvwadd_wch(stdscr, y, x, &cell);
}

void braid_put_scalar(int y, int x, uint32_t scalar, unsigned attributes, int pair) {
    braid_put_cell(y, x, &scalar, 1, attributes, pair);
}

void braid_set_cursor(int visible, int y, int x) {
    if (screen == NULL) return;
    if (visible) {
        curs_set(1);
        wmove(stdscr, y, x);
        leaveok(stdscr, FALSE);
    } else {
        curs_set(0);
    }
}

void braid_invalidate(void) {
    if (screen == NULL) return;
    werase(stdscr);
    clearok(curscr, TRUE);
}

void braid_refresh(void) {
    if (screen == NULL) return;
    wnoutrefresh(stdscr);
    doupdate();
}

// MARK: Input

static uint32_t key_code(int key) {
    switch (key) {
    case KEY_UP: return BRAID_KEY_UP;
    case KEY_DOWN: return BRAID_KEY_DOWN;
    case KEY_LEFT: return BRAID_KEY_LEFT;
    case KEY_RIGHT: return BRAID_KEY_RIGHT;
    case KEY_PPAGE: return BRAID_KEY_PAGE_UP;
    case KEY_NPAGE: return BRAID_KEY_PAGE_DOWN;
    case KEY_HOME: return BRAID_KEY_HOME;
    case KEY_END: return BRAID_KEY_END;
    case KEY_BACKSPACE: return BRAID_KEY_BACKSPACE;
    case KEY_DC: return BRAID_KEY_DELETE;
    case KEY_IC: return BRAID_KEY_INSERT;
    case KEY_ENTER: return BRAID_KEY_ENTER;
    case KEY_BTAB: return BRAID_KEY_BACK_TAB;
    case BRAID_NCURSES_KEY_MENU: return BRAID_KEY_MENU;
    case KEY_F(22): return BRAID_KEY_MENU;  // Shift-F10 in xterm's and tmux's terminfo
    default:
        if (key >= KEY_F(1) && key <= KEY_F(12)) return BRAID_KEY_F0 + (uint32_t)(key - KEY_F0);
        return BRAID_KEY_UNKNOWN;
    }
}

void braid_read_input(braid_input *input) {
    memset(input, 0, sizeof *input);
    if (screen == NULL) return;
    wint_t character;
    int status = wget_wch(stdscr, &character);
    if (status == ERR) return;
    if (status == OK) {
        input->kind = BRAID_INPUT_CHARACTER;
        input->code = (uint32_t)character;
        return;
    }
    if (character == KEY_RESIZE) {
        input->kind = BRAID_INPUT_RESIZE;
        return;
    }
    if (character == KEY_MOUSE) {
        MEVENT event;
        if (getmouse(&event) != OK) return;
        input->kind = BRAID_INPUT_MOUSE;
        input->x = event.x;
        input->y = event.y;
        if (event.bstate & BUTTON1_PRESSED) input->code = BRAID_MOUSE_PRESS;
        else if (event.bstate & BUTTON1_RELEASED) input->code = BRAID_MOUSE_RELEASE;
        else if (event.bstate & BUTTON3_PRESSED) input->code = BRAID_MOUSE_SECONDARY_PRESS;
        else if (event.bstate & BUTTON4_PRESSED) input->code = BRAID_MOUSE_WHEEL_UP;
#ifdef BUTTON5_PRESSED
        else if (event.bstate & BUTTON5_PRESSED) input->code = BRAID_MOUSE_WHEEL_DOWN;
#endif
        else input->code = BRAID_MOUSE_OTHER;
        return;
    }
    input->kind = BRAID_INPUT_KEY;
    input->code = key_code((int)character);
}

// MARK: Signals: restoring the terminal on every exit, suspending, resizing

enum { signal_limit = 65 };
static struct sigaction previous_actions[signal_limit];
static int handlers_installed = 0;
static int notification_pipe[2] = {-1, -1};

static void write_sequence(const sequence *text) {
    ssize_t ignored = write(terminal_fd, text->text, text->length);
    (void)ignored;
}

static void notify(char byte) {
    if (notification_pipe[1] < 0) return;
    ssize_t ignored = write(notification_pipe[1], &byte, 1);
    (void)ignored;
}

/// Async-signal-safe: write(2) and tcsetattr(3) only.
static void restore_terminal_from_signal(void) {
    if (!terminal_needs_restore) return;
    terminal_needs_restore = 0;
    write_sequence(&restore_sequence);
    if (saved_modes_valid) tcsetattr(STDIN_FILENO, TCSANOW, &saved_modes);
}

/// Sets `handler` (or SIG_DFL) for signal `number`; keeps what was there in `previous` when given.
static void set_handler(int number, void (*handler)(int), int flags, struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    sigaction(number, &action, previous);
}

static void unblock(int number) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, number);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

static void on_exit_signal(int number) {
    int saved_errno = errno;
    restore_terminal_from_signal();
    // Hand the signal to whoever had it before: the default action, or a handler such as Swift's backtracer.
    if (number > 0 && number < signal_limit) sigaction(number, &previous_actions[number], NULL);
    unblock(number);
    raise(number);
    errno = saved_errno;
}

static void on_suspend(int number);

static void install_suspend_handler(void) {
    set_handler(SIGTSTP, on_suspend, SA_RESTART, NULL);
}

/// Ctrl-Z: give the shell its screen, stop; when continued, take the screen back and ask for a redraw.
static void on_suspend(int number) {
    int saved_errno = errno;
    int had_screen = terminal_needs_restore;
    restore_terminal_from_signal();
    set_handler(number, SIG_DFL, 0, NULL);
    unblock(number);
    raise(number);  // the process stops here until SIGCONT
    install_suspend_handler();
    if (had_screen) {
        if (program_modes_valid) tcsetattr(STDIN_FILENO, TCSANOW, &program_modes);
        write_sequence(&resume_sequence);
        terminal_needs_restore = 1;
        notify(BRAID_NOTIFY_RESUMED);
    }
    errno = saved_errno;
}

static void on_process_exit(void) {
    braid_screen_close();
}

static void install(int number) {
    struct sigaction current;
    if (sigaction(number, NULL, &current) != 0) return;
    if (current.sa_handler == SIG_IGN) return;  // ignored on purpose (nohup): leave it so
    set_handler(number, on_exit_signal, SA_ONSTACK, &previous_actions[number]);
}

void braid_install_signal_handlers(void) {
    if (handlers_installed) return;
    handlers_installed = 1;
    atexit(on_process_exit);
    const int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
    for (size_t index = 0; index < sizeof signals / sizeof signals[0]; index++) install(signals[index]);
    struct sigaction current;
    if (sigaction(SIGTSTP, NULL, &current) == 0 && current.sa_handler == SIG_DFL) install_suspend_handler();
}

static void on_resize_signal(int number) {
    (void)number;
    int saved_errno = errno;
    notify(BRAID_NOTIFY_RESIZED);
    errno = saved_errno;
}

int braid_notifications(void) {
    if (notification_pipe[0] >= 0) return notification_pipe[0];
    if (pipe(notification_pipe) != 0) return -1;
    for (int index = 0; index < 2; index++) {
        fcntl(notification_pipe[index], F_SETFL, fcntl(notification_pipe[index], F_GETFL) | O_NONBLOCK);
        fcntl(notification_pipe[index], F_SETFD, FD_CLOEXEC);
    }
    set_handler(SIGWINCH, on_resize_signal, SA_RESTART, NULL);
    return notification_pipe[0];
}
