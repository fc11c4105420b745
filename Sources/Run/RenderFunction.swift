import Project

/// The per-image pipeline, as the batch calls it on its worker threads: screen × profile → files and
/// findings. Throwing `Diagnostics.InputError` marks the job failed with those diagnostics; the batch
/// goes on with the other jobs.
package typealias RenderFunction = @Sendable (RenderJob) throws -> RenderResult
