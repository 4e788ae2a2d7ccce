// Drives a fuzz target: libFuzzer's LLVMFuzzerRunDriver where the program is linked with libFuzzer (SwiftPM names
// the executable's entry point itself, so libFuzzer's own main is not used), or a plain replay of files otherwise,
// so that the targets build and run in every build of the package.
#include "BraidFuzzDriver.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

static int replay_file(const char *path, BraidFuzzCallback callback) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    uint8_t *data = malloc(size > 0 ? (size_t)size : 1);
    size_t read = size > 0 ? fread(data, 1, (size_t)size, file) : 0;
    fclose(file);
    callback(data, read);
    free(data);
    return 0;
}

static int replay(const char *path, BraidFuzzCallback callback, int *count) {
    struct stat info;
    if (stat(path, &info) != 0) {
        fprintf(stderr, "no such file or folder: %s\n", path);
        return 1;
    }
    if (!S_ISDIR(info.st_mode)) {
        *count += 1;
        return replay_file(path, callback);
    }
    DIR *folder = opendir(path);
    if (folder == NULL) return 1;
    int status = 0;
    struct dirent *entry;
    while ((entry = readdir(folder)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        size_t length = strlen(path) + strlen(entry->d_name) + 2;
        char *child = malloc(length);
        snprintf(child, length, "%s/%s", path, entry->d_name);
        status |= replay(child, callback, count);
        free(child);
    }
    closedir(folder);
    return status;
}

/// The target's callback, for the entry point libFuzzer's runtime refers to.
static BraidFuzzCallback current_callback = NULL;

/// libFuzzer's runtime refers to this symbol whether or not its own main runs; it runs the target's callback.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    return current_callback != NULL ? current_callback(data, size) : 0;
}

int braid_fuzz_main(int argc, char **argv, BraidFuzzCallback callback) {
    current_callback = callback;
    if (LLVMFuzzerRunDriver != NULL) return LLVMFuzzerRunDriver(&argc, &argv, callback);
    int status = 0;
    int count = 0;
    for (int index = 1; index < argc; index++) {
        if (argv[index][0] == '-') continue;  // libFuzzer's options mean nothing to a replay
        status |= replay(argv[index], callback, &count);
    }
    fprintf(stderr, "replayed %d inputs (not linked with libFuzzer: build with Fuzz/run.sh to fuzz)\n", count);
    return status;
}
