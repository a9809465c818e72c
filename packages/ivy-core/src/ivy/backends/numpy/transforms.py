"""NumPy kernels: function transformations. None are needed: ``ivy.vmap`` runs as the
composition (``func`` once per example, NumPy indexing, results stacked by ``numpy.stack``), and
``ivy.jacobian`` / ``ivy.hessian`` raise like every gradient function (NumPy has no automatic
differentiation: ``NO_AUTODIFF`` in this backend's ``gradients`` module)."""
