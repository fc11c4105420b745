// The Scene stage of the pipeline; see ARCHITECTURE in docs/.
import Geometry
