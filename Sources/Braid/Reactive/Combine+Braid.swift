// `import Braid` brings the platform's Combine: Apple's where it exists, OpenCombine elsewhere — so
// `PassthroughSubject`, `Publisher` and `AnyCancellable` need no conditional import in apps.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
#endif
