/// The events of rows described by content (`bind(content:models:)`), typed: the user's toggle and detail button.
extension ModelMultiSectionBinder where Cell == AnyObject {
    /// Calls `handler` when the user sets a row's toggle (``ContentAccessory/toggle(isOn:)``), with the section, row
    /// and model where they are now and the toggle's new state. See
    /// ``ModelSingleSectionBinder/onToggle(_:)``.
    @discardableResult
    public func onToggle(_ handler: @escaping (_ section: Section, _ row: Int, _ model: Model, _ isOn: Bool) -> Void) -> Self {
        onContentEvent("onToggle") { section, row, model, event in
            if case .toggled(let isOn) = event { handler(section, row, model, isOn) }
        }
    }

    /// Calls `handler` when the user taps a row's detail button (``ContentAccessory/detailButton``), with the
    /// section, row and model where they are now.
    @discardableResult
    public func onDetailButton(_ handler: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Void) -> Self {
        onContentEvent("onDetailButton") { section, row, model, event in
            if case .detailButtonTapped = event { handler(section, row, model) }
        }
    }

    private func onContentEvent(_ what: String, _ handler: @escaping (Section, Int, Model, RowContentEvent) -> Void) -> Self {
        let (binder, models) = (_binder, _models)
        let events = binder.contentEventHandler(what, _scope) { [unowned binder] section, row, event, item in
            if let model = binder.model(models, section, item, what) { handler(section, row, model, event) }
        }
        if let events { binder.append(\.handlers.events, _scope, events, method: what) }
        return self
    }
}
