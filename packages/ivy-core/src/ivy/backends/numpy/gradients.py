"""NumPy kernels: gradients. NumPy has no automatic differentiation: the gradient functions raise
(``NO_AUTODIFF``); a variable is the floating array itself (so modules and optimisers stepped by
hand build on NumPy too); nothing is tracked, nothing to stop."""

from ...errors import IvyDtypeError

NO_AUTODIFF = ("NumPy has no automatic differentiation; run the same code on a backend that has "
               'one: ivy.use("jax") / "torch" / "tensorflow" (pip install "ivy-core[jax]")')


def is_variable(x, /):
    return False


def variable(x, /):
    if x.dtype.kind not in "fcV":  # (V: ml_dtypes' bfloat16)
        raise IvyDtypeError(f"ivy.variable: only floating arrays can be variables on the 'numpy' "
                            f"backend, got dtype {x.dtype}; cast it first (ivy.astype)")
    return x



def stop_gradient(x, /):
    return x
