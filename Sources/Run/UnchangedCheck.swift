import Project

/// Re-checks a job that was skipped as unchanged against the goldens (which the input hash does not
/// cover). Receives the job and its outputs from the manifest; `nil` when there is nothing to compare.
package typealias UnchangedCheck = @Sendable (RenderJob, ManifestEntry) throws -> GoldenResult?
