"""NumPy kernels: indexing functions (NumPy matches the standard)."""

import numpy as np

take = np.take
take_along_axis = np.take_along_axis
