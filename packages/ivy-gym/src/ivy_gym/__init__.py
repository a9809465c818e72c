"""ivy_gym: Differentiable, batched classic-control environments written only in Ivy.
"""

__version__ = "0.1.0"
__all__: list[str] = []
