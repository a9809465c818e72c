"""ivy_vision: 3D vision: cameras, projection, warping, optical flow, voxel grids, signed distance
functions and rendering, written only in Ivy.
"""

__version__ = "0.1.0"
__all__: list[str] = []
