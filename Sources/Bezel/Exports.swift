// The library product: one import gives a Swift package every stage of the pipeline.
@_exported import AutoLayout
@_exported import Batch
@_exported import Checks
@_exported import Devices
@_exported import Diagnostics
@_exported import Diff
@_exported import Geometry
@_exported import Layout
@_exported import PNG
@_exported import Raster
@_exported import Render
@_exported import SVG
@_exported import Scene
@_exported import Screens
@_exported import Text
