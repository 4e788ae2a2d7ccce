import Foundation

/// UIViewController.h: `@interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, …>` (iOS 2.0),
/// `NS_SWIFT_UI_ACTOR`. The stand-in keeps what the examples use: the view, loaded on first access through
/// `loadView` and `viewDidLoad`, the title and the navigation controller.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// UIViewController.h: `- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
    /// bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// UIViewController.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// NSObject's `-init`, which UIViewController answers as `-initWithNibName:nil bundle:nil` (UIKit's Swift
    /// interface inherits it from NSObject; here it is declared, since the designated initializers above hide it).
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIViewController.h: `@property(null_resettable, nonatomic,strong) UIView *view;` — loaded on first access:
    /// `loadView`, then `viewDidLoad`.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// UIViewController.h: `@property(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded API_AVAILABLE(ios(3.0));`
    open var isViewLoaded: Bool { loadedView != nil }

    /// UIViewController.h: `- (void)loadView;` — by default a plain view of the screen's size (the stand-in's:
    /// 320 × 480 points).
    open func loadView() {
        loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// UIViewController.h: `- (void)viewDidLoad;`
    open func viewDidLoad() {}

    /// UIViewController.h: `@property(nullable, nonatomic,copy) NSString *title;`
    open var title: String?

    /// UINavigationController.h (`UIViewController (UINavigationControllerItem)`): `@property(nullable,
    /// nonatomic,readonly,strong) UINavigationController *navigationController;`
    open var navigationController: UINavigationController? { parentNavigationController }

    weak var parentNavigationController: UINavigationController?
}

/// UINavigationController.h: `@interface UINavigationController : UIViewController` (iOS 2.0), `NS_SWIFT_UI_ACTOR`.
@MainActor
open class UINavigationController: UIViewController {
    /// UINavigationController.h: `@property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;`
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.parentNavigationController = self } }
    }

    /// UINavigationController.h: `- (instancetype)initWithRootViewController:(UIViewController *)rootViewController;`
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.parentNavigationController = self
    }

    /// UINavigationController.h: `- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// UINavigationController.h: `@property(nullable, nonatomic,readonly,strong) UIViewController *topViewController;`
    open var topViewController: UIViewController? { viewControllers.last }

    /// UINavigationController.h: `- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// UINavigationController.h: `- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated;`
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }
}
