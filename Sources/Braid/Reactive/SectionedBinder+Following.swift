import Foundation

/// Runs `body` on the main actor: at once when already on the main queue (so values sent on the main
/// actor join the current turn's update), otherwise in order on the main queue.
///
/// "On the main queue", not "on the main thread": after `dispatchMain()` (Linux test runners, servers) the
/// main queue — and so the main actor — runs on a worker thread.
func _onMainActor(_ body: @escaping @MainActor () -> Void) {
    if _MainQueueMarker.isCurrent {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }
}

extension SectionedBinder {
    /// Follows `publisher`: keeps its latest value and asks for an update on each one; keeps its failure, and
    /// subscribes again when the failure's Retry restarts it (``SectionStates``).
    @usableFromInline
    func latest<Source: Publisher>(of publisher: Source) -> _Latest<Source.Output> {
        let latest = _Latest<Source.Output>()
        // Weakly: the latest value holds its restart, which would hold it back (and the publisher with it).
        latest.restart = { [weak self, weak latest] in
            guard let self, let latest else { return }
            latest.failure = nil
            self.follow(publisher, ended: { [weak latest] in latest?.end($0) }) { [weak latest] in latest?.value = $0 }
            self.setNeedsUpdate()
        }
        follow(publisher, ended: { [latest] in latest.end($0) }) { [latest] in latest.value = $0 }
        return latest
    }

    /// Follows `sequence` in a task that ends when the binder goes; keeps its latest value, and its failure —
    /// iterating it again when the failure's Retry restarts it.
    @usableFromInline
    func latest<Source: AsyncSequence>(of sequence: Source) -> _Latest<Source.Element> {
        let latest = _Latest<Source.Element>()
        let transfer = _Transfer(value: sequence)
        // Weakly: the latest value holds its restart, which would hold it back (and the sequence with it).
        latest.restart = { [weak self, weak latest] in
            guard let self, let latest else { return }
            latest.failure = nil
            self.follow(transfer.value, ended: { [weak latest] in latest?.end($0) }) { [weak latest] in latest?.value = $0 }
            self.setNeedsUpdate()
        }
        follow(sequence, ended: { [latest] in latest.end($0) }) { [latest] in latest.value = $0 }
        return latest
    }

    /// Subscribes to `publisher` for the binder's lifetime: each value is handed to `receive` on the main
    /// actor, then an update is scheduled; its end goes to `ended` — with the failure, if it failed, which also goes to
    /// ``sourceFailureHandler`` — then an update (the section's error state, or its empty one).
    ///
    /// A publisher may deliver on any thread, one value after another. Its closures are therefore `@Sendable` — not
    /// the main actor's: a closure formed here would be, and Swift stops the program when one is called on
    /// another thread — and they number each value as it comes, so that on the main actor a value that arrives
    /// after a later one (sent from another thread, it waited for the main queue; the later one, sent on the main
    /// actor, was taken at once) is dropped rather than shown over it.
    func follow<Source: Publisher>(
        _ publisher: Source, ended: (@MainActor ((any Error)?) -> Void)? = nil, receive: @escaping @MainActor (Source.Output) -> Void
    ) {
        let order = _DeliveryOrder()
        let cancellable = publisher.sink(
            receiveCompletion: { @Sendable [weak self] completion in
                guard case .failure(let error) = completion else {
                    _onMainActor {
                        ended?(nil)
                        self?.setNeedsUpdate()
                    }
                    return
                }
                let transfer = _Transfer(value: error as any Error)
                _onMainActor {
                    ended?(transfer.value)
                    self?.sourceFailed(transfer.value)
                }
            },
            receiveValue: { @Sendable [weak self] value in
                let transfer = _Transfer(value: value)
                let number = order.number()
                _onMainActor {
                    guard let self, order.isNewest(number) else { return }
                    receive(transfer.value)
                    self.setNeedsUpdate()
                }
            })
        sources.cancellables.append(cancellable)
    }

    /// Iterates `sequence` for the binder's lifetime, like ``follow(_:receive:)`` for a publisher.
    func follow<Source: AsyncSequence>(
        _ sequence: Source, ended: (@MainActor ((any Error)?) -> Void)? = nil, receive: @escaping @MainActor (Source.Element) -> Void
    ) {
        let transfer = _Transfer(value: sequence)
        let task = Task { @MainActor [weak self] in
            do {
                for try await value in transfer.value {
                    guard let self else { return }
                    receive(value)
                    self.setNeedsUpdate()
                }
                guard !Task.isCancelled else { return }
                ended?(nil)
                self?.setNeedsUpdate()
            } catch is CancellationError {
            } catch {
                ended?(error)
                self?.sourceFailed(error)
            }
        }
        sources.tasks.append(task)
    }

    /// A source failed: the handler hears of it, and an update shows the error state of the sections it fills. Without
    /// a handler and where no chain declares states, the failure is warned about: nothing on the screen shows it.
    func sourceFailed(_ error: any Error) {
        setNeedsUpdate()
        if let sourceFailureHandler {
            sourceFailureHandler(error)
        } else if !store.states.isInUse {
            report(.warning, "a data source bound to the \(noun) failed: \(error). The \(noun) keeps its last data; declare states(_:) on its chain to show the failure, or set sourceFailureHandler to handle it.")
        }
    }
}
