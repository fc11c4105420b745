// Raster's API speaks in Geometry's paths, transforms and fill rules: importing Raster brings them.
@_exported import Geometry
