"""Frontends: the APIs of NumPy, PyTorch, JAX and TensorFlow re-created on Ivy.

``import ivy.frontends.torch as torch`` gives a module laid out as ``torch`` (``torch.nn.functional``,
``torch.linalg``, ``Tensor`` methods and operators) whose functions run on whichever Ivy backend
holds the data: code written against one framework's API runs eagerly on NumPy, PyTorch, JAX,
TensorFlow or MXNet, Python control flow included, and under the backend's own autodiff and
compiler. Each frontend keeps its framework's names, argument names, defaults, default dtypes and
type promotion; its array class (``Tensor``, ``ndarray``, ``Array``) is a thin object holding the
backend's native array.

The frontends are not imported by ``import ivy``: ``import ivy.frontends.numpy`` (``torch``,
``jax``, ``tensorflow``) loads one. What each covers: ``docs/frontends/<framework>.md`` (generated
by ``python -m ivy.frontends._coverage``).

``ivy.frontends.run_as(kornia.filters.gaussian_blur2d)`` runs a library written against
PyTorch from its own source on the torch frontend (``ivy.frontends._substitute``: how, limits).
"""

FRAMEWORKS = ("numpy", "torch", "jax", "tensorflow")

from ._substitute import run_as  # noqa: E402, F401 - a library run on a frontend from its source
