/// One thing drawn: a shape, a run of text, pixels (an image view's image), or a group that clips or names its
/// children.
package indirect enum Node: Hashable, Sendable {
    case shape(Shape)
    case text(TextRun)
    case bitmap(Bitmap)
    case group(Group)
}
