"""ivy_robot: motion planning (splines, rigid mobile bodies, manipulators), written only in Ivy.
"""

from . import collision, manipulator, rigid_mobile, spline
from .collision import *  # noqa: F403
from .manipulator import *  # noqa: F403
from .rigid_mobile import *  # noqa: F403
from .spline import *  # noqa: F403

__version__ = "0.1.0"
__all__: list[str] = [*spline.__all__, *rigid_mobile.__all__, *manipulator.__all__,
                      *collision.__all__]
