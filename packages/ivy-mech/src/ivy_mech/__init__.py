"""ivy_mech: orientation, pose and position conversions written only in Ivy.

Every function takes and returns native arrays of any Ivy backend (NumPy, PyTorch, JAX,
TensorFlow, MXNet), is batched over leading dimensions and differentiable. Conventions: quaternions
``[qx, qy, qz, qw]`` (Hamilton, scalar last); Euler angles extrinsic in 12 conventions (default
``zyx``); poses ``[x, y, z, <rotation>]`` or the 3x4 matrix ``[R | t]``.
"""

import ivy as _ivy

if getattr(_ivy, "__distribution__", None) != "ivy-core":  # repository README, "Name clashes"
    raise ImportError(
        f"{__name__} needs ivy-core, but 'import ivy' gave {getattr(_ivy, '__file__', None)} (version "
        f"{getattr(_ivy, '__version__', '?')}): another package named 'ivy' (PyPI's 'ivy' is unrelated "
        "to Ivy's ivy-core). Fix: pip uninstall -y ivy ivy-core, then pip install ./packages/ivy-core "
        "from the repository (or --no-index --find-links dist ivy-core). See README.md, 'Name clashes'.")
__distribution__ = "ivy-mech"  # the marker our other libraries check

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
