import Devices
import Diagnostics
import Output
import Render
import Run
import Reports
import Screens
import Text

/// The design-documentation sheets a whole-matrix run writes: one per screen, the screen on the
/// default selection of devices side by side (`Output/<screen>/sheet.png`).
///
/// Written after the images, only by runs that draw the whole matrix (no `--shard`, `--only`, `--devices`),
/// and only for screens that had an image redrawn in this run or have no sheet yet: the sheet
/// depends on nothing the images do not.
package enum BatchSheets {
    /// `screens`: the templates the batch loaded (`BatchDriver.plan`), by screen name. Returns whether this
    /// run redrew a screen, so that its sheet is new (the command then says where the sheets are).
    /// `jobs`: the run's, as its report lists them.
    @discardableResult
    package static func write(request: BatchRequest, screens: [String: Screen], jobs: RecordStream<JobReport>, typesetter: Typesetter) throws -> Bool {
        // `--device saved` draws each scene on its own device only: no typical devices beside it.
        guard request.shard == nil, request.only == nil, request.config.devices == nil, request.device == nil, !request.savedDevice else { return false }
        // This run's jobs: those kept from earlier runs say nothing about this one.
        var redrawn: Set<String> = []
        var interrupted = false
        try jobs.forEach { job in
            guard job.fromEarlierRun != true else { return }
            if job.status == .notRun { interrupted = true }
            if job.status == .rendered { redrawn.insert(job.job.screen) }
        }
        guard !interrupted else { return false }
        let composer = SheetComposer(typesetter: typesetter)
        let output = request.config.output
        // Through the output folder's writer, like every other output: atomic, and refusing a link on
        // the way (the sheets bypassed it).
        let folder = OutputFolder(output)
        for name in screens.keys.sorted() {
            guard let screen = screens[name] else { continue }
            let path = try OutputPath("\(name)/sheet.png")
            guard redrawn.contains(name) || !folder.containsFile(path) else { continue }
            // In the appearances the matrix drew the screen in: a screen asking for both shows both.
            let appearances = Appearance.chosen(
                forced: request.config.forcedAppearances, screen: screen.appearances, project: request.config.appearances)
            let sheet = try composer.composeDefault(screen: screen, ios: request.ios ?? screen.ios, appearances: appearances)
            let bytes: [UInt8]
            do {
                bytes = try sheet.png()
            } catch {
                throw InputError("\(folder.fileSystemPath(path)): cannot write the sheet: \(error)")
            }
            try folder.write(bytes, to: path)
        }
        return !redrawn.isEmpty
    }
}
