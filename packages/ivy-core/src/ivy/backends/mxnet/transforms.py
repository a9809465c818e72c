"""MXNet kernels: function transformations. None are needed:

- ``ivy.vmap`` runs as the composition (``func`` once per example, MXNet indexing, results
  stacked by ``mxnet.np.stack``): MXNet has no vectorising map.
- ``ivy.jacobian`` is built from one ``mxnet.autograd`` backward pass per output element (the
  rows of the Jacobian), in both modes: MXNet has no forward mode, so ``mode="forward"`` gives
  the same values from the same reverse passes.
- ``ivy.hessian`` raises: MXNet 1.9 has second-order gradients only for a few elementwise
  operators (``NO_NESTING`` in this backend's ``gradients`` module).
"""
