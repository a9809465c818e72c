"""ivy_mech: orientation, pose and position conversions written only in Ivy.

Every function takes and returns native arrays of any Ivy backend (NumPy, PyTorch, JAX,
TensorFlow, MXNet), is batched over leading dimensions and differentiable. Conventions: quaternions
``[qx, qy, qz, qw]`` (Hamilton, scalar last); Euler angles extrinsic in 12 conventions (default
``zyx``); poses ``[x, y, z, <rotation>]`` or the 3x4 matrix ``[R | t]``.
"""

from . import orientation, pose, position, quaternion, random_rotation
from ._checks import CONVENTIONS
from .orientation import *  # noqa: F403
from .pose import *  # noqa: F403
from .position import *  # noqa: F403
from .quaternion import *  # noqa: F403
from .random_rotation import *  # noqa: F403

__version__ = "0.1.0"
__all__ = ["CONVENTIONS", *orientation.__all__, *pose.__all__, *position.__all__,
           *quaternion.__all__, *random_rotation.__all__]
