import Diagnostics
import Project
import Screens

/// What `BatchDriver.plan` planned: the loaded screens by name, the jobs of the whole matrix (before
/// sharding) in matrix order, the documents that hold no scene with a view, and the notes on what the folder
/// searches left out (`TemplateSearch.notes`).
package struct BatchPlan {
    package var screens: [String: Screen]
    package var jobs: [RenderJob]
    package var emptyDocuments: [String]
    package var notes: [Diagnostic]
}
