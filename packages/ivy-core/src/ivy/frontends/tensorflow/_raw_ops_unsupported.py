"""The op families of ``tf.raw_ops`` that Ivy has no counterpart for, each a test on the op's
name and the reason shown for every name it matches (``raw_ops.UNSUPPORTED``; the coverage page
lists them "unsupported with reason"). A name the frontend defines is never looked up here."""

from __future__ import annotations

from . import linalg as _la
from . import math as _mt

#: single ops without a counterpart, with the reason (the same as the ``tf`` function's)
SINGLE = {
    "Eig": _la.UNSUPPORTED["eig"], "MatrixSquareRoot": _la.UNSUPPORTED["sqrtm"],
    "MatrixLogarithm": _la.UNSUPPORTED["logm"],
    "Bitcast": "Ivy has no reinterpretation of an array's bytes as another dtype",
    "SobolSample": _mt.UNSUPPORTED["sobol_sample"],
    "PrintV2": "prints a string tensor; Ivy has no string dtype",
    "Fact": "returns a string; Ivy has no string dtype",
    "AdjustContrast": "removed from TensorFlow's kernels (TensorFlow raises UnimplementedError); "
                      "AdjustContrastv2",
    "Abort": "aborts TensorFlow's process (its runtime)",
    "MatrixExponential": "removed from TensorFlow's kernels (TensorFlow raises "
                         "UnimplementedError); tf.linalg.expm",
    "Conv3DBackpropInput": "removed from TensorFlow's kernels (TensorFlow raises "
                           "UnimplementedError); Conv3DBackpropInputV2",
    "Conv3DBackpropFilter": "removed from TensorFlow's kernels (TensorFlow raises "
                            "UnimplementedError); Conv3DBackpropFilterV2",
    "BatchNormWithGlobalNormalization": "removed from TensorFlow's kernels (TensorFlow raises "
                                        "UnimplementedError); FusedBatchNormV3",
    "BatchNormWithGlobalNormalizationGrad": "removed from TensorFlow's kernels (TensorFlow "
                                            "raises UnimplementedError); FusedBatchNormGradV3",
    "SelfAdjointEig": "removed from TensorFlow's kernels (TensorFlow raises UnimplementedError); "
                      "SelfAdjointEigV2",
    "RandomPoisson": "removed from TensorFlow's kernels (TensorFlow raises UnimplementedError); "
                     "RandomPoissonV2",
    **dict.fromkeys(("LearnedUnigramCandidateSampler", "ThreadUnsafeUnigramCandidateSampler"),
                    "learns its unigram table from the true classes of the earlier calls of the "
                    "same op kernel (state TensorFlow keeps per kernel, not a function of the "
                    "arguments); FixedUnigramCandidateSampler(unigrams=counts) draws from a "
                    "fixed table"),
}
#: ``Batch*`` names that are live ops (the rest are TensorFlow's removed batched linear algebra)
_BATCH_LIVE = ("BatchMatMul", "BatchMatMulV2", "BatchMatMulV3", "BatchToSpace",
               "BatchToSpaceND", "BatchNormWithGlobalNormalization",
               "BatchNormWithGlobalNormalizationGrad", "Batch", "BatchFunction")


_TF_DATA = ("Dataset", "Iterator", "Optional", "CompressElement", "UncompressElement",
            "GetElementAtIndex", "GetOptions", "DummyIterationCounter", "MemoryCache",
            "SeedGenerator", "StatsAggregator", "ThreadPoolHandle", "WindowOp",
            "ComputeBatchSize", "MapDefun")
_RUNTIME_QUEUES = ("Queue", "Reader", "Barrier", "Stage", "Unstage", "Accumulator",
                   "RecordInput")
_MAPS = ("MapClear", "MapIncompleteSize", "MapPeek", "MapSize", "MapStage", "MapUnstage")
_STRINGS = ("String", "Regex", "Unicode", "Substr", "AsString", "ReduceJoin", "StaticRegex",
            "EncodeBase64", "DecodeBase64", "DecodeCSV", "DecodeRaw", "DecodePaddedRaw",
            "DecodeCompressed", "DecodeJSONExample", "EncodeProto", "DecodeProto",
            "UnsortedSegmentJoin", "Fingerprint", "SdcaFprint")
_CODECS = ("DecodeJpeg", "DecodeAndCropJpeg", "DecodePng", "DecodeGif", "DecodeBmp",
           "DecodeImage", "DecodeWav", "DecodeWebP", "DecodeJxl", "EncodeJpeg", "EncodePng",
           "EncodeWav", "ExtractJpegShape")
_VARIABLES = ("Resource", "VarHandleOp", "VarIsInitializedOp", "Variable", "Assign",
              "ReadVariable", "DestroyResourceOp", "TemporaryVariable", "DestroyTemporaryVariable",
              "IsVariableInitialized", "CountUpTo", "Ref", "StridedSliceAssign",
              "DisableCopyOnRead", "Apply", "SparseApply")
_REF_SCATTER = ("ScatterAdd", "ScatterSub", "ScatterMul", "ScatterDiv", "ScatterMin",
                "ScatterMax", "ScatterUpdate", "ScatterNdAdd", "ScatterNdSub", "ScatterNdMax",
                "ScatterNdMin", "ScatterNdUpdate")
_TABLES = ("HashTable", "LookupTable", "InitializeTable", "MutableHashTable",
           "MutableDenseHashTable", "AnonymousHashTable", "AnonymousMutable")
_TPU = ("TPU", "Tpu", "Infeed", "Outfeed", "Prelinearize", "Xla", "AllToAll",
        "CrossReplicaSum", "CollectivePermute", "GlobalIterId", "GetMinibatch",
        "ConvertToCooTensor", "ConvertToListOfSparseCoreCooTensors",
        "ConvertToSparseCoreCsrWrappedCooTensor", "SortListOfSparseCoreCooTensors",
        "StoreMinibatchStatisticsInFdo", "GetStatsFromListOfSparseCoreCooTensors",
        "ConfigureDistributedTPU", "ShutdownDistributedTPU", "ConfigureAndInitializeGlobalTPU")
_DISTRIBUTED = ("Collective", "Nccl", "Send", "Recv", "CopyHost", "SyncDevice",
                "DeviceIndex", "WorkerHeartbeat", "CheckPinned")
_GRAPH = ("Enter", "Exit", "Merge", "Switch", "NextIteration", "LoopCond", "ControlTrigger",
          "If", "While", "Case", "For", "StatelessIf", "StatelessWhile", "StatelessCase",
          "PartitionedCall", "StatefulPartitionedCall", "RemoteCall", "SymbolicGradient",
          "Placeholder", "PlaceholderV2", "FakeParam", "ImmutableConst")
_CONTAINERS = ("TensorArray", "TensorList", "TensorMap", "EmptyTensorList", "EmptyTensorMap",
               "Stack", "CompositeTensorVariant")
_IO = ("Save", "Restore", "MergeV2Checkpoints", "ShardedFilename", "ShardedFilespec",
       "ReadFile", "WriteFile", "MatchingFiles", "FileSystemSetConfiguration", "DistributedSave",
       "LoadAndRemapMatrix", "GenerateVocabRemapping")
_PROTOS = ("ParseExample", "ParseSequenceExample", "ParseSingleExample",
           "ParseSingleSequenceExample", "ParseTensor", "SerializeTensor")
_SPARSE_KEEP = ("SparseSegment", "SparseToDense", "SparseMatMul", "SparseSoftmaxCrossEntropy")
_SPARSE = ("Sparse", "SerializeSparse", "SerializeManySparse", "DeserializeSparse",
           "DeserializeManySparse", "AddSparseToTensorsMap", "AddManySparseToTensorsMap",
           "TakeManySparseFromTensorsMap", "CSRSparseMatrix", "DenseToCSRSparseMatrix",
           "SetSize", "DenseToDenseSetOperation", "DenseToSparseSetOperation",
           "DenseCountSparseOutput", "EditDistance")
_DEBUG = ("Debug", "Copy")
_SESSIONS = ("Mutex", "ConsumeMutexLock", "GetSessionHandle", "GetSessionTensor",
             "DeleteSessionTensor")
_RNG_STREAMS = ("StatelessRandom", "StatelessTruncatedNormal", "StatelessMultinomial",
                "StatelessParameterizedTruncatedNormal", "StatelessShuffle",
                "StatelessSampleDistortedBoundingBox", "Stateful", "RngSkip", "RngReadAndSkip",
                "AnonymousRandomSeedGenerator", "NonDeterministicInts", "RandomIndexShuffle")
_PYTHON = ("PyFunc", "PyFuncStateless", "EagerPyFunc")
_BATCHING = ("Batch", "BatchFunction", "Unbatch", "UnbatchGrad")


def _starts(*prefixes):
    return lambda n: n.startswith(prefixes)


def _exact(*names):
    return lambda n: n in names


def _sparse(n):
    return n.startswith(_SPARSE) and not n.startswith(_SPARSE_KEEP)


#: (test on the op name, reason), the first match wins
FAMILIES = (
    (lambda n: n in SINGLE, None),
    (lambda n: n.startswith("Batch") and n not in _BATCH_LIVE,
     "removed from TensorFlow's kernels (TensorFlow raises UnimplementedError); the op without "
     "Batch takes batches (MatrixInverse, Svd, FFT ...)"),
    (_starts(*_STRINGS), "Ivy has no string dtype"),
    (lambda n: any(w in n for w in _TF_DATA), "tf.data pipelines are TensorFlow's runtime"),
    (lambda n: any(w in n for w in _RUNTIME_QUEUES) or n.startswith(_MAPS)
     or n.startswith("OrderedMap"),
     "graph queues, readers, barriers, staging areas and accumulators are TensorFlow's runtime"),
    (lambda n: "Summary" in n or n == "ImportEvent",
     "TensorBoard summaries are TensorFlow's runtime"),
    (lambda n: n.startswith(_TPU) or "TPU" in n or "Tpu" in n, "TPU / XLA runtime ops"),
    (lambda n: "quantiz" in n.lower(), "Ivy has no quantized dtypes"),
    (_starts("Ragged"), "Ivy has no ragged tensors"),
    (lambda n: n.startswith(_VARIABLES) or n in _REF_SCATTER,
     "resource and reference variables (tf.Variable state) are TensorFlow's runtime; the "
     "frontend has no tf.Variable"),
    (_starts(*_TABLES), "lookup tables are TensorFlow's stateful resources"),
    (_starts(*_DISTRIBUTED), "collectives, devices and send / receive are TensorFlow's "
     "distributed runtime"),
    (_exact(*_GRAPH), "graph-mode control flow, placeholders and function calls are "
     "TensorFlow's graph runtime (the frontend's tf.cond / tf.while_loop run eagerly)"),
    (_starts(*_CONTAINERS), "TensorArray / TensorList / TensorMap / stack handles are "
     "TensorFlow's variant containers"),
    (_starts(*_IO), "checkpoints and files are TensorFlow's runtime"),
    (_starts(*_PROTOS), "TensorFlow's protocol buffers (tf.Example, TensorProto)"),
    (_starts(*_CODECS), "image and audio codecs are TensorFlow's kernels, not array math"),
    (_sparse, "takes or makes tf.SparseTensor / CSR matrices; the frontend has no sparse "
     "tensors"),
    (lambda n: n.startswith(_DEBUG) and n not in ("DeepCopy",),
     "tfdbg debug ops are TensorFlow's debugger runtime"),
    (_starts(*_SESSIONS), "mutexes and session handles are TensorFlow's runtime"),
    (_starts(*_RNG_STREAMS), "TensorFlow's Philox counter streams and generator resources; "
     "Ivy's random numbers differ"),
    (_starts("BoostedTrees", "IsBoostedTrees"),
     "TensorFlow's boosted-trees estimator resources"),
    (_starts("CudnnRNN"), "cuDNN's opaque RNN parameter buffers"),
    (_exact(*_PYTHON), "Python callbacks inside a TensorFlow graph (tf.py_function runs the "
     "function directly in the frontend)"),
    (_exact(*_BATCHING), "batching calls across sessions is TensorFlow's runtime"),
    (_starts("Sdca"), "TensorFlow's SDCA linear-model optimizer resources"),
)
