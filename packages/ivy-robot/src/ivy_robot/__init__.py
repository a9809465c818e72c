"""ivy_robot: motion planning (splines, rigid mobile bodies, manipulators), written only in Ivy.
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
    _ivy._require("ivy_vision", "ivy-vision", __name__)
__distribution__ = "ivy-robot"  # the marker our other libraries check

from . import collision, manipulator, rigid_mobile, spline
from .collision import *  # noqa: F403
from .manipulator import *  # noqa: F403
from .rigid_mobile import *  # noqa: F403
from .spline import *  # noqa: F403

__version__ = "0.1.0"
__all__: list[str] = [*spline.__all__, *rigid_mobile.__all__, *manipulator.__all__,
                      *collision.__all__]
