"""What the NumPy frontend's test files share: the reference rule and the array helper."""

import ivy
import numpy as np
from _frontend_harness import check, frontend_args
from _harness import BACKEND

#: NumPy 2 is the reference (NEP 50); MXNet's environment has NumPy 1.23
NP2 = np.__version__ >= "2"


def ck(qualname, args, kwargs=None, **kw):
    """``check`` against NumPy 2 (the frontend on the NumPy backend where NumPy is 1.x); on
    MXNet, a case needing a dtype MXNet lacks (int16, uint16-64, complex) must raise Ivy's clear
    error saying so."""
    try:
        check("numpy", qualname, args, kwargs, force_numpy_backend_reference=not NP2, **kw)
    except ivy.IvyUnsupportedError as e:
        if BACKEND != "mxnet" or "MXNet has no" not in str(e):
            raise


def fa(a):
    """A frontend array holding a native array of the backend under test."""
    return frontend_args("numpy", np.asarray(a))
