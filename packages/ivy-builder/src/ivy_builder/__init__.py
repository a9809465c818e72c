"""ivy_builder: Training pipelines: specs, data loaders, trainers and checkpoints, written only in
Ivy.
"""

__version__ = "0.1.0"
__all__: list[str] = []
