import Foundation

/// A product on the home page.
public struct Product: Decodable, Equatable {
    public var name: String
    public var price: Double
    public var unit: String
}

/// A store near the user.
public struct Store: Decodable, Equatable {
    public var location: String
    public var distance: Double
}

/// One section of the server-driven home page, as the response describes it.
public struct HomePageSectionContent: Decodable {
    public enum Models {
        case products([Product])
        case stores([Store])
    }

    public var title: String
    public var models: Models
    public var footer: String?
    public var footerRoute: String?

    private enum CodingKeys: String, CodingKey { case title, products, stores, footerText, footerRoute }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        if let products = try container.decodeIfPresent([Product].self, forKey: .products) {
            models = .products(products)
        } else if let stores = try container.decodeIfPresent([Store].self, forKey: .stores) {
            models = .stores(stores)
        } else {
            throw DecodingError.keyNotFound(CodingKeys.products, DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "section \"\(title)\" has neither \"products\" nor \"stores\""))
        }
        footer = try container.decodeIfPresent(String.self, forKey: .footerText)
        footerRoute = try container.decodeIfPresent(String.self, forKey: .footerRoute)
    }
}

/// Reads the bundled home-page response after a second; a malformed or missing response is an error with
/// its reason, never an empty page.
@MainActor
public final class HomeService {
    public init() {}

    public struct ResponseError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The response's bytes; tests replace it with malformed data.
    public var loadResponse: () throws -> Data = {
        guard let url = samplesResources.url(forResource: "home-response", withExtension: "json") else {
            throw ResponseError(description: "the bundled home-response.json is missing from \(samplesResources.bundlePath)")
        }
        return try Data(contentsOf: url)
    }

    public func fetchHomePage() async -> Result<[HomePageSectionContent], ResponseError> {
        await ServiceDelay.wait(1)
        do {
            let data = try loadResponse()
            return .success(try JSONDecoder().decode([HomePageSectionContent].self, from: data))
        } catch let error as ResponseError {
            return .failure(error)
        } catch let error as DecodingError {
            return .failure(ResponseError(description: "the home page response is malformed: \(Self.describe(error))"))
        } catch {
            return .failure(ResponseError(description: "the home page response could not be read: \(error)"))
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return context.debugDescription.isEmpty ? "missing \"\(key.stringValue)\"" : context.debugDescription
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// Where the samples' resources are: the package's resource bundle when built as the `BraidSamples` target, the
/// app's main bundle when the files are copied into an app target (README, "The samples in an iOS app": add
/// `home-response.json` to the app's resources). `SWIFT_PACKAGE` is set by SwiftPM, and by Xcode for package targets.
var samplesResources: Bundle {
    #if SWIFT_PACKAGE
    Bundle.module
    #else
    Bundle.main
    #endif
}

/// "$8.99 ea": the demo's price style with the product's unit.
public func formatPrice(_ product: Product) -> String {
    formatDollars(product.price) + " " + product.unit
}
