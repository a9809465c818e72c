"""NumPy kernels: elementwise functions. Bound directly where NumPy matches the standard."""

import numpy as np

from ._helpers import binary

abs = np.abs  # noqa: A001
acos = np.arccos
acosh = np.arccosh
add = binary(np.add)
asin = np.arcsin
asinh = np.arcsinh
atan = np.arctan
atan2 = binary(np.arctan2)
atanh = np.arctanh
bitwise_and = binary(np.bitwise_and)
bitwise_invert = np.invert
bitwise_left_shift = binary(np.left_shift)
bitwise_or = binary(np.bitwise_or)
bitwise_right_shift = binary(np.right_shift)
bitwise_xor = binary(np.bitwise_xor)
ceil = np.ceil
