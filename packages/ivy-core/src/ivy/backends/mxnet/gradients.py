"""MXNet kernels: gradients through ``mxnet.autograd`` (first order).

The arrays to differentiate are copied into fresh arrays with gradient buffers
(``attach_grad``) and the function runs under ``autograd.record(train_mode=True)``: MXNet's
training mode, which its operators' gradients are written for (oneDNN's float32 max-pooling
gradient is wrong in predict mode). Ivy's own layers take ``training=`` explicitly and use no
operator whose forward result depends on MXNet's mode.

MXNet 1.9 registers second-order gradients for a few elementwise operators only (sin, cos, exp,
log, tanh, sigmoid; not for sums, products or matmul), so gradient computations cannot nest
(``NO_NESTING``); it has no forward mode, so Ivy computes ``jvp`` and ``jac`` from one backward
pass per output element.
"""

from mxnet import autograd
from mxnet import np as mnp
from mxnet.base import MXNetError

from ...errors import IvyDtypeError

NO_NESTING = ("MXNet 1.9 has second-order gradients only for a few elementwise operators (not "
              "for sums, products or matmul), so Hessians, Hessian-vector products and other "
              "higher orders cannot be computed; use the torch, jax or tensorflow backend")


def _leaves(xs):
    leaves = [x.copy() for x in xs]
    for x in leaves:
        x.attach_grad()
    return leaves


def _backward(heads, head_grads, leaves, once=False):
    """Gradients of ``heads`` (weighted by ``head_grads``) w.r.t. ``leaves``; an output that
    depends on no leaf (MXNet refuses it: "not in a computational graph") contributes zeros.
    ``once``: the only backward pass through these leaves (their gradient buffers are returned
    as they are, the graph is freed)."""
    try:
        autograd.backward(heads, head_grads=head_grads, retain_graph=not once)
        if once:
            return [x.grad for x in leaves]
        return [x.grad.copy() for x in leaves]  # copies: the next backward overwrites the buffers
    except MXNetError as e:
        if "not in a computational graph" not in str(e):
            raise
    total = [mnp.zeros_like(x) for x in leaves]
    for i, h in enumerate(heads):
        try:
            autograd.backward([h], head_grads=None if head_grads is None else [head_grads[i]],
                              retain_graph=True)
        except MXNetError as e:
            if "not in a computational graph" not in str(e):
                raise
            continue
        total = [t + x.grad for t, x in zip(total, leaves)]
    return total


def execute_with_gradients(func, xs, has_aux, /, *, nested):
    leaves = _leaves(xs)
    with autograd.record(train_mode=True):
        out = func(leaves)
    y, aux = out if has_aux else (out, None)
    # the leaves are this call's own copies: one backward pass, their buffers are the gradients
    return y, _backward([y], None, leaves, once=True), aux


def is_variable(x, /):
    return x.grad is not None


def stop_gradient(x, /):
    return x.detach()


def variable(x, /):
    if x.dtype.kind != "f":
        raise IvyDtypeError(f"ivy.variable: only floating arrays can be variables on the "
                            f"'mxnet' backend, got dtype {x.dtype}; cast it first (ivy.astype)")
    v = x.copy()
    v.attach_grad()
    return v


def vjp(func, xs, /, *, nested):
    leaves = _leaves(xs)
    with autograd.record(train_mode=True):
        outs = func(leaves)

    def vjp_fn(cots, *, nested=False):
        return _backward(list(outs), list(cots), leaves)

    return outs, vjp_fn
