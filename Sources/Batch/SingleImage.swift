import Diagnostics
import Output
import Project
import Run
import Screens

/// One screen on one profile outside the batch ("a single image runs stages 1–3 for one cell with
/// no manifest, pool or cache in the way"). `bezel render SCREEN --device ID` is planned as the batch plans
/// (`BatchDriver.plan`), evaluated and drawn by the function the batch's workers call for each of their
/// cells (`ImageJob.render`), and its files are written as the workers write them (`BatchRunner.writeFiles`);
/// no manifest is read or written, no input hash decides anything, no worker pool runs and no run report
/// (report.json, junit.xml, the review page) is made. The caller prints the findings.
package enum SingleImage {
    /// The plan's one cell when the run is a single image: one device named (`--device`), no `--only` or
    /// `--shard` (which select within the folder's batch state) and exactly one job planned. `nil` otherwise:
    /// the batch runs (several orientations or appearances of one device are a small batch).
    package static func cell(of request: BatchRequest, planned: [RenderJob], oneDevice: Bool) -> RenderJob? {
        guard oneDevice, request.only == nil, request.shard == nil, planned.count == 1 else { return nil }
        return planned[0]
    }

    /// Draws `job` with `render` and writes its files into the output folder, holding the folder's lock as
    /// every run that writes there does (`OutputLock`: another run's manifest must not list half of it).
    /// Returns what the cell made; its files are already written. Bad input is thrown, nothing written.
    package static func run(
        _ job: RenderJob, screen: Screen, request: BatchRequest, terminal: BatchTerminal, render: BatchDriver.ScreenRenderFunction
    ) throws(InputError) -> RenderResult {
        let folder = OutputFolder(request.config.output)
        try OutputOwnership.check(folder, force: request.forceOutput)
        let lock = try OutputLock(folder, wait: request.waitForOutput, waiting: terminal.write)
        defer { withExtendedLifetime(lock) {} }
        var result: RenderResult
        do {
            result = try render(job, screen)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("\(error)")
        }
        // One image has no review page, so no thumbnail for its grid.
        result.files.removeAll { $0.path.hasSuffix(Thumbnail.suffix) }
        _ = try BatchRunner.writeFiles(result, of: job, to: folder)
        if !request.quiet, let line = Screen.substituteSummary(screen.substitutes) { terminal.write("bezel: note: \(TerminalText.oneLine(line))\n") }
        return result
    }
}
