/// Asking the data source for cells and views, and handing them out from the reuse pools.
///
/// A dequeue is legal only while the engine waits for the data-source call that needs it, for the same index
/// path, once; the object returned must be the one dequeued. Anything else is reported with the mistake named,
/// and the engine carries on with a placeholder so that one error does not cascade into others.
extension HeadlessEngine {
    // MARK: Cells

    /// Asks the data source for the cell at `path` — or, when `reconfiguring` is given, for that same cell
    /// configured again — and checks what comes back.
    func requestCell(at path: ItemPath, reconfiguring: Cell? = nil) -> Cell {
        let outer = request
        request = Request(target: .cell(path), reconfiguring: reconfiguring)
        let object = client?.engineCell(at: path)
        let finished = request ?? Request(target: .cell(path))
        request = outer
        counters.configuredPaths.append(path)
        return checkedCell(object, at: path, request: finished)
    }

    /// The cell to use for what the data source returned, reporting any mistake.
    private func checkedCell(_ object: AnyObject?, at path: ItemPath, request: Request) -> Cell {
        let row = "\(kind.itemNoun) (\(path))"
        if let expected = request.reconfiguring {
            if object !== expected {
                let viewClass = kind.isTable ? "UITableView" : "UICollectionView"
                let selector = kind.isTable
                    ? "-tableView:cellForRowAtIndexPath:" : "-collectionView:cellForItemAtIndexPath:"
                fail(.reconfiguredCellReplaced, """
                    \(viewClass) dataSource returned a different cell from \(selector) than the cell being \
                    reconfigured, which is not allowed. While reconfiguring \(row), \(kind.cellForMethod) must \
                    dequeue (which hands back the existing cell) and return that cell.
                    """)
            }
            return expected
        }
        let dequeued = request.dequeued.first as? Cell
        guard let object else {
            fail(.invalidDataSourceAnswer, "The \(kind.viewName) has no data source to ask for the cell at \(row).")
            return dequeued ?? placeholderCell()
        }
        guard let cell = object as? Cell else {
            fail(.wrongViewClass, """
                \(kind.cellForMethod) returned \(type(of: object)) for \(row), which is not a \(kind.cellClassName); \
                return the cell you dequeued from the \(kind.viewName).
                """)
            return dequeued ?? placeholderCell()
        }
        if request.dequeued.contains(where: { $0 === cell }) { return cell }
        if let dequeued {
            if cell.reuseIdentifier != dequeued.reuseIdentifier {
                fail(.viewNotDequeued, """
                    \(kind.cellForMethod) returned a cell with reuse identifier \(describe(cell.reuseIdentifier)) for \
                    \(row), but dequeued a "\(dequeued.reuseIdentifier ?? "")" cell for it. Return the cell you \
                    dequeued.
                    """)
            } else {
                fail(.viewNotDequeued, """
                    \(kind.cellForMethod) returned another "\(dequeued.reuseIdentifier ?? "")" cell for \(row) than \
                    the one it dequeued for it. Return the cell you dequeued.
                    """)
            }
            return dequeued
        }
        fail(.viewNotDequeued, """
            \(kind.cellForMethod) returned a cell with reuse identifier \(describe(cell.reuseIdentifier)) for \(row) \
            without dequeuing one for it. UIKit: "the cell returned from \
            \(kind.isTable ? "-tableView:cellForRowAtIndexPath:" : "-collectionView:cellForItemAtIndexPath:") \
            does not have a reuseIdentifier - cells must be retrieved by calling \
            -dequeueReusableCellWithReuseIdentifier:forIndexPath:".
            """)
        return placeholderCell()
    }

    /// `"X"` for an identifier, `nil` for none.
    private func describe(_ identifier: String?) -> String {
        identifier.map { "\"\($0)\"" } ?? "nil"
    }

    /// A cell that stands in after a mistake; it belongs to no pool.
    private func placeholderCell() -> Cell {
        let cell = Cell()
        cell.showPlaceholder("<invalid cell>")
        return cell
    }

    /// A cell from the pool of `identifier` (or a new one), for the data source's answer about `path`.
    package func dequeueCell(withReuseIdentifier identifier: String, for path: ItemPath) -> Cell {
        guard var current = request, case .cell(let requested) = current.target else {
            fail(.invalidDequeue, """
                \(kind.dequeueMethod) was called for \(kind.itemNoun) (\(path)) outside \(kind.cellForMethod). \
                A \(kind.viewName) hands out cells only while it asks its data source for one.
                """)
            return makeCell(identifier) ?? placeholderCell()
        }
        defer { request = current }
        if path != requested {
            fail(.invalidDequeue, """
                \(kind.dequeueMethod) was called for \(kind.itemNoun) (\(path)) while the \(kind.viewName) asked \
                for the cell at (\(requested)); dequeue with the index path you were given.
                """)
        }
        if let first = current.dequeued.first as? Cell {
            fail(.invalidDequeue, """
                Attempted to dequeue multiple cells for the same index path, which is not allowed. \
                (\(kind.cellForMethod) for (\(requested)) dequeued "\(first.reuseIdentifier ?? "")" and then \
                "\(identifier)".)
                """)
            return first
        }
        if let existing = current.reconfiguring {
            if existing.reuseIdentifier != identifier {
                fail(.invalidDequeue, """
                    To reconfigure \(kind.itemNoun) (\(requested)) the data source dequeued "\(identifier)", but the \
                    cell there was dequeued as "\(existing.reuseIdentifier ?? "")". A reconfigure must dequeue the \
                    same type of cell; the \(kind.viewName) hands back the existing one.
                    """)
            }
            current.dequeued.append(existing)
            return existing
        }
        let cell = makeCell(identifier) ?? unregisteredCell(identifier)
        current.dequeued.append(cell)
        return cell
    }

    /// A reused or new cell registered under `identifier`, or nil (after reporting) if there is none.
    private func makeCell(_ identifier: String) -> Cell? {
        guard let type = cellTypes[identifier] else {
            let registered = cellTypes.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            fail(.unregisteredReuseIdentifier, """
                unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the \
                identifier or connect a prototype cell in a storyboard. (Nothing is registered under "\(identifier)" \
                on this \(kind.typeName); registered cell identifiers: [\(registered)]. Call \
                register(cellType:forReuseIdentifier:) first.)
                """)
            return nil
        }
        let cell: Cell
        if let reused = pool.dequeue(ReuseKey(place: .cell, identifier: identifier)) as? Cell {
            reused.prepareForReuse()
            cell = reused
        } else {
            cell = type.init()
            counters.cellsCreated[identifier, default: 0] += 1
        }
        cell.reuseIdentifier = identifier
        counters.cellDequeues[identifier, default: 0] += 1
        return cell
    }

    /// The stand-in handed out for an unregistered identifier (already reported).
    private func unregisteredCell(_ identifier: String) -> Cell {
        let cell = placeholderCell()
        cell.reuseIdentifier = identifier
        return cell
    }

    // MARK: Headers and footers

    /// Asks the data source for a header or footer and checks the view that comes back.
    func requestSupplementary(_ kind: SupplementaryViewKind, section: Int) -> SupplementaryContent {
        let outer = request
        request = Request(target: .supplementary(kind, section: section))
        let answer = client?.engineSupplementary(kind, section: section) ?? (view: nil, title: nil)
        let finished = request ?? Request(target: .supplementary(kind, section: section))
        request = outer
        let dequeued = finished.dequeued.first as? Supplementary
        guard let object = answer.view else {
            if let dequeued { recycle(dequeued, place: supplementaryPlace(kind)) }
            return SupplementaryContent(view: nil, title: answer.title)
        }
        let place = "the \(kind) of section \(section)"
        guard let view = object as? Supplementary else {
            fail(.wrongViewClass, """
                \(self.kind.supplementaryMethod(kind)) returned \(type(of: object)) for \(place), which is not a \
                \(self.kind.supplementaryClassName).
                """)
            return SupplementaryContent(view: dequeued, title: answer.title)
        }
        if dequeued === view { return SupplementaryContent(view: view, title: answer.title) }
        fail(.viewNotDequeued, """
            \(self.kind.supplementaryMethod(kind)) returned a view with reuse identifier \
            \(describe(view.reuseIdentifier)) for \(place) that it did not dequeue for it\
            \(dequeued.map { " (it dequeued a \"\($0.reuseIdentifier ?? "")\" view)" } ?? ""). Return a view \
            dequeued from the \(self.kind.viewName) while it asks for it.
            """)
        return SupplementaryContent(view: dequeued, title: answer.title)
    }

    /// A header, footer or supplementary view from the pool of `key`, for the data source's answer.
    ///
    /// `position` is where the caller says the view goes (a collection says it; a table's dequeue does not).
    package func dequeueSupplementary(_ key: ReuseKey, for position: SupplementaryPosition?) -> Supplementary {
        let what = key.description
        guard var current = request, case .supplementary(let kind, let section) = current.target else {
            fail(.invalidDequeue, """
                The \(what) was dequeued outside the data-source call that asks for a header or footer. A \
                \(self.kind.viewName) hands out header and footer views only while it asks for one.
                """)
            return makeSupplementary(key) ?? Supplementary()
        }
        defer { request = current }
        if let position, position != SupplementaryPosition(kind: kind, section: section) {
            fail(.invalidDequeue, """
                The \(what) was dequeued for the \(position.kind) of section \(position.section) while the \
                \(self.kind.viewName) asked for the \(kind) of section \(section).
                """)
        }
        if let first = current.dequeued.first as? Supplementary {
            fail(.invalidDequeue, """
                Attempted to dequeue multiple views for the \(kind) of section \(section), which is not allowed.
                """)
            return first
        }
        let view = makeSupplementary(key) ?? Supplementary()
        current.dequeued.append(view)
        return view
    }

    /// A reused or new view registered under `key`, or nil (after reporting) if there is none.
    private func makeSupplementary(_ key: ReuseKey) -> Supplementary? {
        guard let type = supplementaryTypes[key] else {
            let registered = supplementaryTypes.keys.filter { $0.place == key.place }.map(\.identifier).sorted()
            fail(.unregisteredReuseIdentifier, """
                unable to dequeue a \(key) - must register a class for the identifier. (Registered identifiers of \
                this kind on this \(kind.typeName): [\(registered.map { "\"\($0)\"" }.joined(separator: ", "))].)
                """)
            return nil
        }
        let view: Supplementary
        if let reused = pool.dequeue(key) as? Supplementary {
            reused.prepareForReuse()
            view = reused
        } else {
            view = type.init()
            counters.viewsCreated[key.identifier, default: 0] += 1
        }
        view.reuseIdentifier = key.identifier
        counters.viewDequeues[key.identifier, default: 0] += 1
        return view
    }
}
