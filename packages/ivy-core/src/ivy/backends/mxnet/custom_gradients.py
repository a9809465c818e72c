"""MXNet kernels: custom gradients through an ``mxnet.autograd.Function`` (with NumPy semantics
on, as the backend sets them, it takes and returns ``mx.np`` arrays; the cotangents come as
legacy ``NDArray``s and the gradients go back as such). MXNet has no rematerialisation:
``checkpoint`` runs the function unchanged (same values and gradients, no memory saved). First
order only: the backward pass runs outside recording, as every MXNet gradient computation here
(``gradients.NO_NESTING``).

MXNet 1.9's ``Function`` stops writing gradients at the first input that needs none (its
``backward_entry`` returns at a ``null`` request), so only the inputs that are part of the
recorded graph are given to it; the others enter ``fwd`` as constants. An error raised in
``bwd`` is printed by MXNet ("Error in Function.backward", with Ivy's message) and surfaces as an
``MXNetError`` from the backward pass.
"""

from mxnet import autograd
from mxnet.base import MXNetError

FORWARD_ONLY = False


def checkpoint(func, xs, /):
    return func(xs)


def _in_graph(x):
    try:
        autograd.get_symbol(x)
    except MXNetError:  # neither a leaf with a gradient buffer nor a recorded result
        return False
    return True


class _Function(autograd.Function):
    def __init__(self, fwd, bwd, xs, live):
        super().__init__()
        self.fwd, self.bwd, self.xs, self.live = fwd, bwd, xs, live
        self.res = None

    def forward(self, *ys):
        xs = list(self.xs)
        for i, y in zip(self.live, ys):
            xs[i] = y
        outs, self.res = self.fwd(xs)
        # an input returned as an output would be re-assigned in the graph (MXNet refuses it)
        return tuple(o.copy() if any(o is y for y in ys) else o for o in outs)

    def backward(self, *cots):
        grads = self.bwd(self.res, [c.as_np_ndarray() for c in cots])
        # MXNet copies the results into legacy NDArray buffers, which an mx.np array cannot be
        # assigned to (a RecursionError): legacy views of them
        return tuple(grads[i].as_nd_ndarray() for i in self.live)


def custom_vjp(primal, fwd, bwd, xs, /):
    live = [i for i, x in enumerate(xs) if _in_graph(x)] if autograd.is_recording() else []
    if not live:
        return primal(xs)  # nothing is differentiated: func itself
    return list(_Function(fwd, bwd, xs, live)(*[xs[i] for i in live]))
