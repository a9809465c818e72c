"""ivy_vision: 3D vision written only in Ivy: cameras, coordinate chains, two views, optical flow,
warping, voxel grids, signed distances, implicit rendering, meshes and images.

Every function takes and returns native arrays of any Ivy backend (NumPy, PyTorch, JAX,
TensorFlow, MXNet), is batched over leading dimensions and differentiable. Conventions (OpenCV
camera: x right, y down, z forward; ``K = [[fx, 0, px], [0, fy, py], [0, 0, 1]]``; extrinsic
matrices world -> camera; images channel-last ``[..., H, W, C]``): see the package README.
"""

import ivy as _ivy

if getattr(_ivy, "__distribution__", None) != "ivy-core":  # repository README, "Name clashes"
    raise ImportError(
        f"{__name__} needs ivy-core, but 'import ivy' gave {getattr(_ivy, '__file__', None)} (version "
        f"{getattr(_ivy, '__version__', '?')}): another package named 'ivy' (PyPI's 'ivy' is unrelated "
        "to Ivy's ivy-core). Fix: pip uninstall -y ivy ivy-core, then pip install ./packages/ivy-core "
        "from the repository (or --no-index --find-links dist ivy-core). See README.md, 'Name clashes'.")
else:  # PyPI's 2021 packages of our libraries' names lack the marker too
    _ivy._require("ivy_mech", "ivy-mech", __name__)
__distribution__ = "ivy-vision"  # the marker our other libraries check

from . import (
    camera,
    distortion,
    epipolar,
    filters,
    image,
    mesh,
    optical_flow,
    projective,
    rendering,
    robust,
    sampling,
    two_view,
    voxel,
    warping,
)
from .camera import *  # noqa: F403
from .distortion import *  # noqa: F403
from .epipolar import *  # noqa: F403
from .filters import *  # noqa: F403
from .image import *  # noqa: F403
from .mesh import *  # noqa: F403
from .optical_flow import *  # noqa: F403
from .projective import *  # noqa: F403
from .rendering import *  # noqa: F403
from .robust import *  # noqa: F403
from .sampling import *  # noqa: F403
from .two_view import *  # noqa: F403
from .voxel import *  # noqa: F403
from .warping import *  # noqa: F403

__version__ = "0.1.0"
__all__ = [*camera.__all__, *projective.__all__, *two_view.__all__, *optical_flow.__all__,
           *voxel.__all__, *warping.__all__, *rendering.__all__, *mesh.__all__, *image.__all__,
           *distortion.__all__, *filters.__all__, *epipolar.__all__, *robust.__all__,
           *sampling.__all__]

from . import sdf  # noqa: E402
from .sdf import *  # noqa: E402, F403

__all__ += list(sdf.__all__)
