"""The sweeps' graph builders for ``test_graph_to_source.py``: a graph made op by op (``_Sweep``,
each node's outputs computed by the replay's own op on NumPy), the ``aten`` / ``tf`` node
helpers, and the nodes of the emitters in ``_source_aten_more`` / ``_source_tf_more``."""

import numpy as np
from ivy.graph._graph import Graph, Node


class T:
    """A tensor argument of ``_aten``: the value ``id``."""

    def __init__(self, id_):
        self.id = id_


class _Sweep:
    """A graph built op by op, each node's outputs computed by the replay's own op (on NumPy),
    so their shapes and dtypes are the replay's."""

    def __init__(self, *inputs):
        self.vals = dict(enumerate(inputs))
        self.inputs = [(k, x.shape, x.dtype.name) for k, x in enumerate(inputs)]
        self.consts, self.nodes, self.outputs = {}, [], []

    def _new(self, value):
        i = len(self.vals)
        self.vals[i] = value
        return i

    def const(self, value, dtype="float32"):
        i = self._new(np.asarray(value, dtype))
        self.consts[i] = self.vals[i]
        return i

    def __call__(self, op, *args, **params):
        return self.node(op, args, params)

    def node(self, op, args, params, first=False):
        """A node of ``op`` (all its outputs are the graph's; ``first``: only the first)."""
        import ivy  # noqa: PLC0415
        from ivy.graph import _graph  # noqa: PLC0415

        probe = Node(op, args, params, [])
        native = {"lax": _graph._jax_native(), "aten": _graph._torch_native,
                  "tf": _graph._tf_native}[op.split(".")[0]]
        with ivy.use("numpy"):
            r = _graph.OPS[op]([self.vals[a] for a in args], probe.params, (), self.vals[0])
        ids = [self._new(np.asarray(native(v)))
               for v in (r if isinstance(r, (list, tuple)) else (r,))]
        self.nodes.append(Node(op, args, params, [(i, self.vals[i].shape,
                                                   self.vals[i].dtype.name) for i in ids]))
        self.outputs += ids[:1] if first else ids
        return ids[0]

    def graph(self, source=None):
        return Graph(self.inputs, self.consts, self.nodes, self.outputs, source=source)


def _aten(sweep, op, _first=False, **kw):
    """``aten.<op>`` with its schema arguments: ``T(id)`` a tensor, a list of ``T`` /
    ``None`` a tensor list, anything else a param."""
    args, tensors, params = [], [], {}
    for key, v in kw.items():
        if isinstance(v, T):
            args.append(v.id)
            tensors.append([key, None])
        elif isinstance(v, list) and v and all(x is None or isinstance(x, T) for x in v):
            args += [x.id for x in v if x is not None]
            tensors.append([key, [x is not None for x in v]])
        else:
            params[key] = v
    return sweep.node(f"aten.{op}", args, {"_tensors": tensors, **params}, _first)


def _more_aten_ops(s, X, Y, P, I, IMG, rng):  # noqa: N803, E741 - the sweep's inputs
    """``_source_aten_more``'s operators."""
    c = lambda v, dt="float32": T(s.const(v, dt))  # noqa: E731
    r = T(_aten(s, "sub.Tensor", self=X, other=c(0.5)))
    _aten(s, "_log_softmax.default", self=r, dim=1, half_to_float=False)
    _aten(s, "mm.default", self=X, mat2=T(_aten(s, "permute.default", self=Y, dims=[1, 0])))
    _aten(s, "argmax.default", self=X, dim=1, keepdim=True)
    _aten(s, "argmin.default", self=X)
    _aten(s, "elu.default", self=r, alpha=0.7, scale=1.5, input_scale=2.0)
    _aten(s, "leaky_relu.default", self=r, negative_slope=0.1)
    _aten(s, "hardtanh.default", self=r, min_val=-0.2, max_val=0.3)
    _aten(s, "cumsum.default", self=I, dim=-1)
    _aten(s, "cumsum.default", self=X, dim=0, dtype="float64")
    _aten(s, "flip.default", self=X, dims=[0, -1])
    for op in ("trunc", "log2", "isinf"):
        _aten(s, f"{op}.default", self=r if op != "log2" else X)
    _aten(s, "isinf.default", self=c([np.inf, -np.inf, np.nan, 1.0]))
    _aten(s, "index_select.default", self=X, dim=1, index=c([3, 0, 3], "int64"))
    _aten(s, "var.correction", self=X, dim=[1], correction=0, keepdim=True)
    _aten(s, "var.dim", self=X, dim=None, unbiased=True)
    _aten(s, "clamp.Tensor", self=X, min=c([0.2, 0.3, 0.4, 0.5]), max=c(0.6))
    _aten(s, "fill.Scalar", self=X, value=2.5)
    _aten(s, "floor_divide.default", self=I, other=c([2, -3, 4, 5], "int64"))
    _aten(s, "floor_divide.default", self=X, other=c(0.3))
    _aten(s, "pow.Scalar", self=2.0, exponent=X)
    _aten(s, "prod.default", self=I)
    _aten(s, "prod.dim_int", self=X, dim=1, keepdim=False)
    for op, a, pads in (("reflection_pad2d", IMG, [1, 2, 2, 0]), ("reflection_pad1d", X, [2, 1]),
                        ("replication_pad2d", IMG, [2, 1, 0, 3])):
        _aten(s, f"{op}.default", self=a, padding=pads)
    for k, st, q, ceil, incl in (([2, 2], [2, 2], [1, 0], True, True), ([2, 3], [2, 1], [1, 0],
                                 False, False), ([2, 2], [2, 2], [0, 0], True, False)):
        _aten(s, "avg_pool2d.default", self=IMG, kernel_size=k, stride=st, padding=q,
              ceil_mode=ceil, count_include_pad=incl, divisor_override=None)
    _aten(s, "max_pool2d_with_indices.default", _first=True, self=IMG, kernel_size=[2, 2],
          stride=[2, 2], padding=[0, 1], ceil_mode=True)
    _aten(s, "max_pool2d_with_indices.default", _first=True, self=IMG, kernel_size=[2, 2],
          stride=[1, 2], padding=[1, 0], dilation=[2, 1], ceil_mode=True)
    _aten(s, "split.Tensor", self=X, split_size=3, dim=1)
    for st, q, op, dil, g in (([2, 1], [1, 0], [1, 0], [1, 2], 2), ([1, 3], [0, 2], [0, 1],
                                                                     [1, 1], 1)):
        _aten(s, "convolution.default", input=IMG, weight=c(rng.standard_normal((2, 3, 3, 3))),
              bias=c([0.5, -1.0, 2.0, 0.1, 0.2, 0.3][:3 * g]), stride=st, padding=q,
              dilation=dil, transposed=True, output_padding=op, groups=g)
    for mode in (None, "floor", "trunc"):
        _aten(s, "div.Tensor_mode", self=I, other=c([2, -3, 4, 5], "int64"), rounding_mode=mode)
        _aten(s, "div.Tensor_mode", self=r, other=Y, rounding_mode=mode)
    _aten(s, "div.Scalar_mode", self=r, other=0.3, rounding_mode="trunc")
    for size in ([1, 1], [3, 2]):
        _aten(s, "_adaptive_avg_pool2d.default", self=IMG, output_size=size)
    _aten(s, "native_group_norm.default", input=T(_aten(s, "view.default", self=X, size=[1, 4, 3])),
          weight=c([1.0, 2.0, 0.5, -1.0]), bias=c([0.0, 0.1, 0.2, 0.3]), N=1, C=4, HxW=3,
          group=2, eps=1e-5)
    grid = c(rng.uniform(-1.3, 1.3, (1, 3, 4, 2)))  # (some points outside)
    for align, mode in ((True, 0), (False, 0), (False, 1)):
        _aten(s, "grid_sampler_2d.default", input=IMG, grid=grid, interpolation_mode=0,
              padding_mode=mode, align_corners=align)



def _extra_aten_ops(s, X, Y, P, I, IMG, rng):  # noqa: N803, E741 - the sweep's inputs
    """``_source_aten_extra``'s operators."""
    c = lambda v, dt="float32": T(s.const(v, dt))  # noqa: E731
    r = T(_aten(s, "sub.Tensor", self=X, other=c(0.5)))
    _aten(s, "bitwise_and.Scalar", self=I, other=6)
    _aten(s, "bitwise_or.Scalar", self=P, other=True)
    _aten(s, "bitwise_xor.default", self=I, other=T(_aten(s, "neg.default", self=I)))
    _aten(s, "logical_and.Scalar", self=X, other=0.0)
    _aten(s, "logical_xor.Scalar", self=P, other=True)
    _aten(s, "logical_or.default", self=I, other=X)
    _aten(s, "fmod.default", self=r, other=Y)
    for v in (r, I, c([-7.0, -2.5, -0.3, 0.0, 1e-4, 0.8, 2.2, 6.5, np.inf])):
        _aten(s, "erf.default", self=v)
    vol = T(_aten(s, "view.default", self=IMG, size=[1, 1, 2, 5, 5]))
    _aten(s, "adaptive_avg_pool1d.default", self=X, output_size=[3])
    _aten(s, "_adaptive_avg_pool3d.default", self=vol, output_size=[1, 3, 2])
    _aten(s, "avg_pool1d.default", self=X, kernel_size=[2], stride=[1], padding=[1],
          ceil_mode=True, count_include_pad=False)
    for q, ceil, incl in (([0, 1, 0], True, True), ([1, 0, 1], False, False)):
        _aten(s, "avg_pool3d.default", self=vol, kernel_size=[2, 2, 2], stride=[1, 2, 2],
              padding=q, ceil_mode=ceil, count_include_pad=incl, divisor_override=None)
    _aten(s, "max_pool3d_with_indices.default", _first=True, self=vol, kernel_size=[2, 2, 2],
          stride=[1, 2, 2], padding=[1, 0, 1], dilation=[1, 1, 1], ceil_mode=True)
    _aten(s, "_native_batch_norm_legit.no_stats", input=IMG, weight=c([0.5, 2.0]),
          bias=c([0.1, -0.2]), training=True, momentum=0.1, eps=1e-5)
    _aten(s, "native_dropout.default", input=X, p=0.5, train=False)
    _aten(s, "empty.memory_format", size=[2, 3], dtype="float32")
    _aten(s, "empty_strided.default", size=[2, 2], stride=[2, 1], dtype="int64")
    _aten(s, "diagonal.default", self=X, offset=1)
    _aten(s, "diagonal.default", self=IMG, offset=-1, dim1=3, dim2=1)
    _aten(s, "unfold.default", self=X, dimension=1, size=2, step=1)
    _aten(s, "unfold.default", self=IMG, dimension=2, size=3, step=2)
    _aten(s, "select_scatter.default", self=X, src=c(rng.standard_normal(4)), dim=0, index=-1)
    _aten(s, "slice_scatter.default", self=X, src=c(rng.standard_normal((3, 2))), dim=1,
          start=0, end=9223372036854775807, step=2)
    _aten(s, "slice_scatter.default", self=X, src=c(rng.standard_normal((2, 4))), dim=0,
          start=-2, end=3, step=1)
    _aten(s, "masked_scatter.default", self=X, mask=P, source=c(rng.standard_normal((3, 4))))
    _aten(s, "index_put.default", self=X, indices=[c([0, -1], "int64")],
          values=c(rng.standard_normal((2, 4))))
    _aten(s, "index_put.default", self=X, indices=[c([1, 1, 0], "int64"), c([3, 3, 0], "int64")],
          values=c([1.0, 2.0, 4.0]), accumulate=True)
    rows = c([[0, 2], [1, 3], [3, 0]], "int64")
    _aten(s, "scatter.src", self=X, dim=1, index=rows, src=Y)
    _aten(s, "scatter.value", self=X, dim=0, index=c([[2, 0, 1, 2]], "int64"), value=-1.5)
    dup = c([[0, 0], [1, 1], [3, 0]], "int64")
    _aten(s, "scatter_add.default", self=X, dim=1, index=dup, src=Y)
    for red in ("sum", "prod", "amax", "amin"):
        _aten(s, "scatter_reduce.two", self=r, dim=1, index=dup, src=Y, reduce=red)
    _aten(s, "sort.default", self=X, dim=0, descending=False)
    _aten(s, "sort.default", self=I, dim=1, descending=True)
    _aten(s, "topk.default", self=X, k=2, dim=1, largest=True, sorted=True)
    _aten(s, "topk.default", self=X, k=2, dim=0, largest=False, sorted=True)
    _aten(s, "upsample_nearest2d.vec", input=IMG, output_size=[7, 3], scale_factors=None)
    _aten(s, "upsample_nearest2d.vec", input=IMG, output_size=None, scale_factors=[2.0, 3.0])
    for p in (2.0, 1.0, 0.0, 3.0, float("inf")):
        _aten(s, "_cdist_forward.default", x1=X, x2=Y, p=p, compute_mode=None)
    for p in (2.0, 1.5):
        _aten(s, "_pdist_forward.default", self=X, p=p)
    for dims, norm, one in (([1], 0, True), ([0, 1], 1, True), ([0, 1], 2, False)):
        _aten(s, "_fft_r2c.default", self=X, dim=dims, normalization=norm, onesided=one)
    spec = T(_aten(s, "_fft_r2c.default", self=IMG, dim=[2, 3], normalization=0, onesided=True))
    for dims, norm, last in (([2, 3], 2, 5), ([3], 1, 4), ([1, 3], 0, 5)):
        _aten(s, "_fft_c2r.default", self=spec, dim=dims, normalization=norm, last_dim_size=last)
    _aten(s, "_fft_c2r.default", self=c(rng.standard_normal((3, 3)) + 1j * rng.standard_normal(
        (3, 3)), "complex64"), dim=[0, 1], normalization=2, last_dim_size=4)  # (not Hermitian)
    cols = c(rng.standard_normal((1, 2 * 2 * 3, 6)))  # (C=2, a 2x3 kernel, 2x3 blocks)
    _aten(s, "col2im.default", self=cols, output_size=[4, 4], kernel_size=[2, 3],
          dilation=[1, 1], padding=[1, 0], stride=[2, 1])
    _aten(s, "col2im.default", self=T(_aten(s, "view.default", self=cols, size=[12, 6])),
          output_size=[5, 6], kernel_size=[2, 3], dilation=[2, 1], padding=[0, 1], stride=[1, 3])

def _tf_op(sweep, op, _first=False, **kw):
    """``tf.<op>`` with its arguments: ``T(id)`` / a list of ``T`` tensors, else attributes
    (``_first``: only the first output is the graph's)."""
    args, tensors, params = [], [], {}
    for key, v in kw.items():
        if isinstance(v, T) or (isinstance(v, list) and v and isinstance(v[0], T)):
            vs = v if isinstance(v, list) else [v]
            args += [x.id for x in vs]
            tensors.append([key, len(vs) if isinstance(v, list) else None])
        else:
            params[key] = v
    return sweep.node(f"tf.{op}", args, {"_tensors": tensors, **params}, _first)


def _more_tf_ops(s, rng, X, Y, IMG):  # noqa: N803 - the sweep's inputs
    """Keras's activations and pooling, arithmetic, scans, shapes, indexing, scatters,
    creation and linear algebra (``_source_tf_more``)."""
    c = lambda v, dt="float32": T(s.const(v, dt))  # noqa: E731
    Z, N, D = c([[0.0, 2.0, 0.0], [1.0, 0.0, 3.0]]), c([[-7, 5, 6], [7, -5, 3]], "int32"), \
        c([[2, -3, 4], [2, 2, -4]], "int32")  # noqa: N806
    for op in ("Acos", "Asin", "Atan", "Sinh", "Cosh", "Tan", "Ceil", "Floor", "Expm1", "Log1p",
               "Sign", "Reciprocal", "Inv", "IsNan", "IsFinite", "Round", "Rint"):
        _tf_op(s, op, x=X)
    _tf_op(s, "Round", x=c([[0.5, 1.5, -2.5], [2.5, -0.5, 0.2]]))
    _tf_op(s, "Atan2", y=X, x=Y)
    for op in ("FloorMod", "TruncateMod", "FloorDiv"):
        _tf_op(s, op, x=N, y=D)
    _tf_op(s, "FloorDiv", x=X, y=c(0.3))
    g = T(_tf_op(s, "Greater", x=X, y=Y))
    _tf_op(s, "LogicalNot", x=g)
    for op in ("LogicalAnd", "LogicalOr"):
        _tf_op(s, op, x=g, y=T(_tf_op(s, "Less", x=X, y=c(0.5))))
    for op in ("SquaredDifference", "DivNoNan", "MulNoNan", "Xlogy", "Xdivy"):
        _tf_op(s, op, x=X if op[0] != "X" else Z, y=Z if op[0] != "X" else X)
    _tf_op(s, "AddN", inputs=[X, Y, X])
    r = T(_tf_op(s, "Sub", x=X, y=c(0.5)))
    for op in ("Relu6", "Elu", "Selu", "Softplus", "Softsign", "LeakyRelu"):
        _tf_op(s, op, features=r, **({"alpha": 0.1} if op == "LeakyRelu" else {}))
    for op in ("Softmax", "LogSoftmax"):
        _tf_op(s, op, logits=r)
    _tf_op(s, "Select", condition=c([True, False], "bool"), x=X, y=Y)
    _tf_op(s, "ClipByValue", t=X, clip_value_min=c(0.3), clip_value_max=c(0.6))
    for v, dt in ((r, "int32"), (N, "float32")):
        _tf_op(s, "Cast", x=v, DstT=dt)
    for op in ("All", "Any"):
        _tf_op(s, op, input=g, axis=[1], keep_dims=False)
    _tf_op(s, "ArgMax", input=X, dimension=1, output_type="int64")
    _tf_op(s, "ArgMin", input=X, dimension=-2, output_type="int32")
    for op, exclusive, reverse in (("Cumsum", True, True), ("Cumprod", True, False),
                                   ("Cumsum", False, True)):
        _tf_op(s, op, x=X, axis=1, exclusive=exclusive, reverse=reverse)
    _tf_op(s, "L2Loss", t=X)
    _tf_op(s, "Transpose", x=X, perm=[1, 0])
    _tf_op(s, "Pack", values=[X, Y], axis=1)
    _tf_op(s, "Unpack", value=X, num=3, axis=1)
    _tf_op(s, "Concat", concat_dim=1, values=[X, Y])
    _tf_op(s, "Tile", input=X, multiples=[2, 1])
    _tf_op(s, "BroadcastTo", input=c([1.0, 2.0, 3.0]), shape=[2, 3])
    _tf_op(s, "Pad", input=X, paddings=[[1, 0], [0, 2]])
    _tf_op(s, "PadV2", input=X, paddings=[[0, 1], [1, 1]], constant_values=c(-1.0))
    for mode in ("REFLECT", "SYMMETRIC"):
        _tf_op(s, "MirrorPad", input=X, paddings=[[1, 1], [2, 1]], mode=mode)
    idx = c([[2, 0], [1, 1]], "int32")
    _tf_op(s, "GatherV2", params=X, indices=idx, axis=1, batch_dims=0)
    _tf_op(s, "Gather", params=X, indices=c([1, 0, 1], "int32"))
    _tf_op(s, "Slice", input=X, begin=[0, 1], size=[-1, 2])
    _tf_op(s, "ReverseV2", tensor=X, axis=[-1])
    _tf_op(s, "Roll", input=X, shift=[1, -1], axis=[0, 1])
    _tf_op(s, "OneHot", indices=c([0, 2, 3, -1], "int32"), depth=3, on_value=c(2.0),
           off_value=c(-1.0), axis=0)
    rows, pts = c([[1], [0], [1]], "int32"), c([[0, 2], [1, 1], [0, 2]], "int32")
    for op in ("Update", "Add", "Sub", "Min", "Max"):  # (repeated rows and points but Update's)
        two = op == "Update"
        _tf_op(s, f"TensorScatter{op}", tensor=X, indices=c([[1], [0]], "int32") if two else rows,
               updates=c(rng.standard_normal((2 if two else 3, 3))))
        _tf_op(s, f"TensorScatter{op}", tensor=X, indices=c([[0, 2], [1, 1]], "int32") if two
               else pts, updates=c([5.0, -5.0] if two else [5.0, -5.0, 0.25]))
    _tf_op(s, "ScatterNd", indices=pts, updates=c([5.0, -5.0, 0.25]), shape=[2, 3])
    _tf_op(s, "Fill", dims=[2, 2], value=c(1.5))
    for op in ("ZerosLike", "OnesLike"):
        _tf_op(s, op, x=X)
    _tf_op(s, "Range", start=1, limit=10, delta=3)
    _tf_op(s, "ShapeN", input=[X, IMG], out_type="int64")
    for op, kw in (("Shape", {"out_type": "int32"}), ("Size", {"out_type": "int32"}),
                   ("Rank", {}), ("Snapshot", {}), ("StopGradient", {}), ("PreventGradient", {})):
        _tf_op(s, op, input=IMG, **kw)
    _tf_op(s, "IdentityN", input=[X, Y])
    b3 = c(rng.standard_normal((2, 3, 2)))
    _tf_op(s, "BatchMatMulV2", x=T(_tf_op(s, "ExpandDims", input=X, axis=0)), y=b3)
    _tf_op(s, "BatchMatMulV2", x=b3, y=X, adj_x=True, adj_y=True)
    _tf_op(s, "BatchMatMulV3", x=b3, y=b3, adj_x=True, Tout="float32")
    _tf_op(s, "Einsum", inputs=[X, Y], equation="ij,kj->ki")
    spd = c([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 2.0]])
    for op in ("MatrixInverse", "MatrixDeterminant", "Cholesky"):
        _tf_op(s, op, input=spd)
    _tf_op(s, "MatrixSolve", matrix=spd, rhs=T(_tf_op(s, "Transpose", x=X, perm=[1, 0])))
    _tf_op(s, "Cross", a=X, b=Y)
    _tf_op(s, "IsInf", x=c([[np.inf, -np.inf, np.nan], [1.0, 0.0, -2.0]]))
    _tf_op(s, "TruncateDiv", x=N, y=D)
    _tf_op(s, "TruncateDiv", x=r, y=c(0.2))
    _tf_op(s, "ConjugateTranspose", x=X, perm=[1, 0])
    _tf_op(s, "GatherNd", params=X, indices=c([[[1, 2], [0, 0]], [[1, 0], [0, 2]]], "int32"))
    for lo, hi in ((0, -1), (1, 0)):
        _tf_op(s, "MatrixBandPart", input=spd, num_lower=lo, num_upper=hi)
    _tf_op(s, "LogMatrixDeterminant", input=spd)
    _tf_op(s, "SoftmaxCrossEntropyWithLogits", features=r, labels=T(_tf_op(s, "Softmax",
                                                                           logits=Y)))
    _tf_op(s, "SparseSoftmaxCrossEntropyWithLogits", features=r, labels=c([2, 0], "int32"))
    for padding, k in (("SAME", [1, 3, 3, 1]), ("VALID", [1, 2, 2, 1])):
        _tf_op(s, "AvgPool", value=IMG, ksize=k, strides=[1, 2, 2, 1], padding=padding,
               data_format="NHWC")
    _tf_op(s, "MaxPoolV2", input=IMG, ksize=[1, 3, 3, 1], strides=[1, 2, 1, 1], padding="VALID",
           data_format="NHWC")
    z = c([[1.5 - 2j, -0.25 + 0.5j, 3j], [0j, 3 + 1j, -1.0]], "complex64")
    for op in ("Real", "Imag", "Conj"):
        _tf_op(s, op, input=z)
    _tf_op(s, "Const", value=[[1.0, -2.5], [0.5, 4.0]], dtype="float32")
    _tf_op(s, "LinSpace", start=c(-1.0), stop=c(2.5), num=7)
    _tf_op(s, "LinSpace", start=c(0.25), stop=c(3.0), num=1)
    _tf_op(s, "TopKV2", input=X, k=2, sorted=True)
    _tf_op(s, "TopKV2", input=c([[1.0, 3.0, 3.0, -1.0], [2.0, 2.0, 0.0, 2.0]]), k=3, sorted=True)
    _tf_op(s, "Acosh", x=T(_tf_op(s, "AddV2", x=X, y=c(1.0))))
    for op in ("Asinh", "Atanh", "Erf", "Erfc"):
        _tf_op(s, op, x=r)
    for op in ("BitwiseAnd", "BitwiseOr", "BitwiseXor"):
        _tf_op(s, op, x=N, y=D)
    _tf_op(s, "Invert", x=N)
    _tf_op(s, "ComplexAbs", x=z)
    _tf_op(s, "Angle", input=z)
    _tf_op(s, "Complex", real=X, imag=Y)
    _tf_op(s, "AccumulateNV2", inputs=[X, Y, X], shape=[2, 3])
    _tf_op(s, "ApproximateEqual", x=X, y=Y, tolerance=0.2)
    _tf_op(s, "BiasAddV1", value=X, bias=c([0.5, -1.0, 2.0]))
    for op, key in (("EnsureShape", "shape"), ("PlaceholderWithDefault", "shape"),
                    ("GuaranteeConst", None), ("DeepCopy", None)):
        _tf_op(s, op, **{"x" if op == "DeepCopy" else "input": X}, **({key: [2, 3]} if key else {}))
    _tf_op(s, "EuclideanNorm", input=X, axis=[1], keep_dims=True)
    _tf_op(s, "Split", axis=1, value=X, num_split=3)
    _tf_op(s, "SplitV", value=X, size_splits=[1, -1], axis=1, num_split=2)
    _tf_op(s, "Reverse", tensor=X, dims=[True, False])
    _tf_op(s, "CumulativeLogsumexp", x=X, axis=1, exclusive=False, reverse=True)
    big = T(_tf_op(s, "Mul", x=r, y=c(20.0)))  # (some beyond Relu6's 6)
    for op in ("ReluGrad", "Relu6Grad", "LeakyReluGrad", "SoftplusGrad", "SoftsignGrad"):
        _tf_op(s, op, gradients=Y, features=big, **({"alpha": 0.3} if op[0] == "L" else {}))
    for op in ("EluGrad", "SeluGrad"):
        _tf_op(s, op, gradients=Y, outputs=r)
    for op in ("SigmoidGrad", "TanhGrad", "SqrtGrad", "RsqrtGrad", "ReciprocalGrad", "InvGrad"):
        _tf_op(s, op, y=X, dy=r)
    _tf_op(s, "BatchMatMul", x=b3, y=b3, adj_x=True)
    for v, w in ((N, D), (X, Y)):
        _tf_op(s, "Div", x=v, y=w)
    _tf_op(s, "Mod", x=N, y=D)
    _tf_op(s, "Xlog1py", x=Z, y=X)
    for op in ("LeftShift", "RightShift"):
        _tf_op(s, op, x=N, y=c([[1, 2, 0], [3, 1, 2]], "int32"))
    _tf_op(s, "Empty", shape=[2, 3], dtype="float32", init=False)
    _tf_op(s, "InvertPermutation", x=c([2, 0, 3, 1], "int32"))
    _tf_op(s, "DiagPart", input=c(rng.standard_normal((2, 3, 2, 3))))
    for op in ("Diag", "MatrixDiag"):
        _tf_op(s, op, diagonal=X)
    _tf_op(s, "MatrixDiagPart", input=b3)
    _tf_op(s, "MatrixSetDiag", input=b3, diagonal=c(rng.standard_normal((2, 2))))
    two = (c([0.5, 2.0]), c([0.1, -0.2]), c([0.3, -0.1]), c([1.5, 0.5]))
    for op, training, fmt in (("FusedBatchNormV3", False, "NHWC"), ("FusedBatchNorm", True, "NHWC"),
                              ("FusedBatchNormV2", False, "NCHW")):
        x = IMG if fmt == "NHWC" else T(_tf_op(s, "Transpose", x=IMG, perm=[0, 3, 1, 2]))
        _tf_op(s, op, _first=True, x=x, scale=two[0], offset=two[1], mean=two[2],
               variance=two[3], epsilon=1e-3, exponential_avg_factor=1.0, data_format=fmt,
               is_training=training)
    dw = c(rng.standard_normal((3, 2, 2, 2)))  # (a 3x2 kernel, 2 channels, 2 per channel)
    for padding, strides, dil in (("SAME", [1, 2, 1, 1], [1, 1, 1, 1]),
                                  ("VALID", [1, 1, 1, 1], [1, 1, 2, 1])):
        _tf_op(s, "DepthwiseConv2dNative", input=IMG, filter=dw, strides=strides,
               padding=padding, dilations=dil, data_format="NHWC", explicit_paddings=[])
    for op in ("ResizeNearestNeighbor", "ResizeBilinear"):  # (no round-half ties: see below)
        for size, align, half in (([7, 3], False, False), ([3, 8], True, False),
                                  ([8, 4], False, True)):
            _tf_op(s, op, images=IMG, size=size, align_corners=align, half_pixel_centers=half)
    # (the values only: TensorFlow's vectors not computed are not the replay's empty arrays)
    _tf_op(s, "Svd", _first=True, input=T(_tf_op(s, "Transpose", x=X, perm=[1, 0])),
           compute_uv=False, full_matrices=False)
    _tf_op(s, "SelfAdjointEigV2", _first=True, input=spd, compute_v=False)
    vol = T(_tf_op(s, "Reshape", tensor=IMG, shape=[1, 5, 5, 1, 2]))
    for op, padding in (("MaxPool3D", "SAME"), ("AvgPool3D", "SAME"), ("AvgPool3D", "VALID")):
        _tf_op(s, op, input=vol, ksize=[1, 2, 3, 1, 1], strides=[1, 2, 2, 1, 1], padding=padding,
               data_format="NDHWC")
    _tf_op(s, "Conv3D", input=vol, filter=c(rng.standard_normal((2, 2, 1, 2, 3))),
           strides=[1, 2, 1, 1, 1], padding="SAME", data_format="NDHWC",
           dilations=[1, 1, 1, 1, 1])
