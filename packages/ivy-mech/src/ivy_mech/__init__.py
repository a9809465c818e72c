"""ivy_mech: Orientation, pose and position conversions (rotation matrices, quaternions, axis-
angle, Euler angles) written only in Ivy.
"""

__version__ = "0.0.1"
__all__: list[str] = []
