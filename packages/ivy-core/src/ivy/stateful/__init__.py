"""Ivy's stateful API: ``Module`` (variables in a Container), initializers, optimizers,
learning-rate schedules and layers. The base classes (``Initializer``, ``Optimizer``,
``Schedule``) are here; the concrete classes are also at ``ivy``'s root."""

from .conv_layers import (
    AvgPool1D,
    AvgPool2D,
    AvgPool3D,
    Conv1D,
    Conv1DTranspose,
    Conv2D,
    Conv2DTranspose,
    Conv3D,
    Conv3DTranspose,
    DepthwiseConv2D,
    MaxPool1D,
    MaxPool2D,
    MaxPool3D,
)
from .initializers import (
    Constant,
    GlorotUniform,
    Initializer,  # noqa: F401 - ivy.stateful.Initializer
    KaimingNormal,
    Ones,
    RandomNormal,
    Uniform,
    Zeros,
)
from .interop import to_native_module
from .layers import (
    LSTM,
    BatchNorm,
    Dropout,
    Embedding,
    LayerNorm,
    Linear,
    MultiHeadAttention,
    Sequential,
)
from .module import Module
from .optimizers import (  # noqa: F401
    LAMB,
    LARS,
    SGD,
    Adam,
    AdamW,
    Optimizer,
    adam_update,
    gradient_descent_update,
    lamb_update,
    lars_update,
)
from .schedules import (  # noqa: F401 - the base class: ivy.stateful.Schedule
    CosineDecay,
    ExponentialDecay,
    LinearWarmup,
    Schedule,
    StepDecay,
)

__all__ = ["Module", "Constant", "GlorotUniform", "KaimingNormal", "Ones", "RandomNormal",
           "Uniform", "Zeros", "SGD", "Adam", "AdamW", "LAMB", "LARS", "CosineDecay",
           "ExponentialDecay", "LinearWarmup", "StepDecay", "Linear", "Embedding", "Dropout",
           "Sequential", "LayerNorm", "BatchNorm", "LSTM", "MultiHeadAttention", "Conv1D", "Conv2D",
           "Conv3D", "Conv1DTranspose", "Conv2DTranspose", "Conv3DTranspose", "DepthwiseConv2D",
           "MaxPool1D", "MaxPool2D", "MaxPool3D", "AvgPool1D", "AvgPool2D", "AvgPool3D",
           "to_native_module", "gradient_descent_update", "adam_update", "lamb_update",
           "lars_update"]
