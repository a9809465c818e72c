"""NumPy kernels: gradients. NumPy has no automatic differentiation: the gradient functions raise
(``NO_AUTODIFF``) and ``variable`` is in ``UNSUPPORTED``; nothing is tracked, nothing to stop."""

NO_AUTODIFF = ("NumPy has no automatic differentiation; run the same code on a backend that has "
               'one: ivy.use("jax") / "torch" / "tensorflow" (pip install "ivy-core[jax]")')


def is_variable(x, /):
    return False


def stop_gradient(x, /):
    return x
