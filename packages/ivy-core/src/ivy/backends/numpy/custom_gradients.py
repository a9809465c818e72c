"""NumPy kernels: custom gradients. NumPy has no automatic differentiation: ``ivy.custom_vjp``
and ``ivy.checkpoint`` run the function forward (``FORWARD_ONLY``), and the gradient functions
raise as they always do on NumPy."""

FORWARD_ONLY = True
