import Braid

/// A file or folder of the file browser sample (sample 7): identified by its inode, which stays when the file moves
/// or is renamed — so a moved folder keeps its expansion.
public struct FileNode: Identifiable, Equatable, OffMainActorDiffable, CustomStringConvertible {
    /// The file's inode number.
    public var id: Int
    public var name: String
    public var isFolder: Bool
    /// A file's size in bytes (0 for a folder).
    public var size: Int
    public var children: [FileNode]

    public init(id: Int, name: String, size: Int = 0, folder children: [FileNode]? = nil) {
        self.id = id
        self.name = name
        self.size = size
        self.isFolder = children != nil
        self.children = children ?? []
    }

    public var description: String { name }
}

/// The bundled file system the file browser sample shows, and the changes it can make to it: a file that appears
/// (a "refresh" finds it) and a file or folder that moves to another folder.
@MainActor
public final class FileSystem {
    /// The top-level files and folders.
    public private(set) var roots: [FileNode]
    /// Counts the changes, so that each refresh finds something new.
    private var changes = 0
    private var nextID = 100

    public init(roots: [FileNode] = FileSystem.bundled) {
        self.roots = roots
    }

    /// Moves the file or folder `id` into the folder `folder` (at its end). Returns false — and changes nothing —
    /// when either is missing, `folder` is not a folder, or it lies inside `id` (a folder cannot enter itself).
    @discardableResult
    public func move(_ id: Int, into folder: Int) -> Bool {
        guard id != folder, let moving = node(id), node(folder)?.isFolder == true, Self.find(folder, in: moving.children) == nil
        else { return false }
        roots = Self.removing(id, from: roots)
        roots = Self.inserting(moving, into: folder, in: roots)
        return true
    }

    /// A new file in folder `folder`, as another program would write it (what the sample's refresh finds).
    @discardableResult
    public func addFile(named name: String? = nil, into folder: Int) -> FileNode? {
        guard node(folder)?.isFolder == true else { return nil }
        changes += 1
        nextID += 1
        let file = FileNode(id: nextID, name: name ?? "Scan \(changes).pdf", size: 1_000 * changes)
        roots = Self.inserting(file, into: folder, in: roots)
        return file
    }

    /// The file or folder `id`, wherever it is.
    public func node(_ id: Int) -> FileNode? { Self.find(id, in: roots) }

    // Walks with a stack of its own: a deep tree needs no recursion.
    private static func find(_ id: Int, in nodes: [FileNode]) -> FileNode? {
        var stack = nodes
        while let node = stack.popLast() {
            if node.id == id { return node }
            stack.append(contentsOf: node.children)
        }
        return nil
    }

    private static func removing(_ id: Int, from nodes: [FileNode]) -> [FileNode] {
        nodes.compactMap { node in
            if node.id == id { return nil }
            var node = node
            if node.isFolder { node.children = removing(id, from: node.children) }
            return node
        }
    }

    private static func inserting(_ new: FileNode, into folder: Int, in nodes: [FileNode]) -> [FileNode] {
        nodes.map { node in
            var node = node
            if node.id == folder { node.children.append(new) }
            else if node.isFolder { node.children = inserting(new, into: folder, in: node.children) }
            return node
        }
    }

    /// The bundled tree: a home folder's worth of documents, pictures, music and code.
    public static let bundled: [FileNode] = [
        FileNode(id: 1, name: "Documents", folder: [
            FileNode(id: 2, name: "Taxes", folder: [
                FileNode(id: 3, name: "2025 return.pdf", size: 482_113),
                FileNode(id: 4, name: "Receipts.xlsx", size: 51_200),
            ]),
            FileNode(id: 5, name: "Letters", folder: [
                FileNode(id: 6, name: "To the landlord.txt", size: 2_048),
                FileNode(id: 7, name: "Résumé.pages", size: 120_400),
            ]),
            FileNode(id: 8, name: "Notes.md", size: 7_310),
        ]),
        FileNode(id: 9, name: "Pictures", folder: [
            FileNode(id: 10, name: "Holidays", folder: [
                FileNode(id: 11, name: "Beach.heic", size: 2_300_000),
                FileNode(id: 12, name: "Mountains.heic", size: 2_100_000),
                FileNode(id: 13, name: "東京.jpg", size: 1_800_000),
            ]),
            FileNode(id: 14, name: "Screenshot.png", size: 310_000),
        ]),
        FileNode(id: 15, name: "Music", folder: [
            FileNode(id: 16, name: "Playlists", folder: [
                FileNode(id: 17, name: "Road trip.m3u", size: 1_024),
            ]),
            FileNode(id: 18, name: "Demo.wav", size: 40_000_000),
        ]),
        FileNode(id: 19, name: "Projects", folder: [
            FileNode(id: 20, name: "braid", folder: [
                FileNode(id: 21, name: "Package.swift", size: 5_400),
                FileNode(id: 22, name: "Sources", folder: [
                    FileNode(id: 23, name: "Braid", folder: [FileNode(id: 24, name: "Braid.swift", size: 900)]),
                ]),
                FileNode(id: 25, name: "README.md", size: 21_000),
            ]),
        ]),
        FileNode(id: 26, name: "Downloads", folder: []),
        FileNode(id: 27, name: "todo.txt", size: 312),
    ]
}
