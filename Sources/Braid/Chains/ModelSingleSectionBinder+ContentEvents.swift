/// The events of rows described by content (`bind(content:models:)`), typed: the user's toggle and detail button.
extension ModelSingleSectionBinder where Cell == AnyObject {
    /// Calls `handler` when the user sets a row's toggle (``ContentAccessory/toggle(isOn:)``), with the row and model
    /// where they are now and the toggle's new state.
    ///
    /// The row already shows the toggle as the user set it; the app changes its model to agree, and the next update
    /// configures the row again with the content the model now makes.
    ///
    /// - Note: The binder compares the content it made last, not what the cell shows: a handler that refuses the
    ///   user's setting (leaves the model as it was) makes no change there, and the row shows the user's setting until
    ///   its content changes. To refuse, make the content differ, or reload the row.
    @discardableResult
    public func onToggle(_ handler: @escaping (_ row: Int, _ model: Model, _ isOn: Bool) -> Void) -> Self {
        onContentEvent("onToggle") { row, model, event in
            if case .toggled(let isOn) = event { handler(row, model, isOn) }
        }
    }

    /// Calls `handler` when the user taps a row's detail button (``ContentAccessory/detailButton``), with the row and
    /// model where they are now.
    @discardableResult
    public func onDetailButton(_ handler: @escaping (_ row: Int, _ model: Model) -> Void) -> Self {
        onContentEvent("onDetailButton") { row, model, event in
            if case .detailButtonTapped = event { handler(row, model) }
        }
    }

    private func onContentEvent(_ what: String, _ handler: @escaping (Int, Model, RowContentEvent) -> Void) -> Self {
        let (binder, models) = (_binder, _models)
        let events = binder.contentEventHandler(what, .sections([_section])) { [unowned binder] section, row, event, item in
            if let model = binder.model(models, section, item, what) { handler(row, model, event) }
        }
        if let events { binder.append(\.handlers.events, .sections([_section]), events, method: what) }
        return self
    }
}
