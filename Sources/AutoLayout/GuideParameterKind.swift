/// Which of a view's frame-dependent guides a group of inset parameters describes.
enum GuideParameterKind {
    case safeArea
    case margins
    case readable
}
