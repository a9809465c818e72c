"""ivy_robot: motion planning (splines, rigid mobile bodies, manipulators), written only in Ivy.
"""

from . import rigid_mobile, spline
from .rigid_mobile import *  # noqa: F403
from .spline import *  # noqa: F403

__version__ = "0.1.0"
__all__: list[str] = [*spline.__all__, *rigid_mobile.__all__]
