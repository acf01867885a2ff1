"""Model of NumPy functions that users mix into JAX code.

`@converts` functions turn their first argument into a NumPy array and so fail on a
tracer (TracerArrayConversionError). The others delegate to the array's own method
(`np.sum(x)` calls `x.sum()`) and run on a tracer, giving a traced result.
"""

from typing import Any

from jaxthink_typing import Static, Traced
from jaxthink_typing.model import converts

# Convert their first argument: fail on a tracer.
@converts
def asarray(a: Any, dtype: Any = ..., order: Any = ...) -> Any: ...
@converts
def array(object: Any, dtype: Any = ...) -> Any: ...
@converts
def asanyarray(a: Any, dtype: Any = ..., order: Any = ...) -> Any: ...
@converts
def ascontiguousarray(a: Any, dtype: Any = ...) -> Any: ...
@converts
def copy(a: Any, order: Any = ..., subok: Any = ...) -> Any: ...
@converts
def float32(value: Any = ..., /) -> Any: ...
@converts
def float64(value: Any = ..., /) -> Any: ...
@converts
def int32(value: Any = ..., /) -> Any: ...
@converts
def int64(value: Any = ..., /) -> Any: ...
@converts
def sin(x: Any, /, out: Any = ...) -> Any: ...
@converts
def cos(x: Any, /, out: Any = ...) -> Any: ...
@converts
def tan(x: Any, /, out: Any = ...) -> Any: ...
@converts
def tanh(x: Any, /, out: Any = ...) -> Any: ...
@converts
def exp(x: Any, /, out: Any = ...) -> Any: ...
@converts
def log(x: Any, /, out: Any = ...) -> Any: ...
@converts
def log1p(x: Any, /, out: Any = ...) -> Any: ...
@converts
def sqrt(x: Any, /, out: Any = ...) -> Any: ...
@converts
def square(x: Any, /, out: Any = ...) -> Any: ...
@converts
def abs(x: Any, /, out: Any = ...) -> Any: ...
@converts
def absolute(x: Any, /, out: Any = ...) -> Any: ...
@converts
def floor(x: Any, /, out: Any = ...) -> Any: ...
@converts
def ceil(x: Any, /, out: Any = ...) -> Any: ...
@converts
def isnan(x: Any, /, out: Any = ...) -> Any: ...
@converts
def isfinite(x: Any, /, out: Any = ...) -> Any: ...
@converts
def maximum(x1: Any, x2: Any, /, out: Any = ...) -> Any: ...
@converts
def minimum(x1: Any, x2: Any, /, out: Any = ...) -> Any: ...
@converts
def add(x1: Any, x2: Any, /, out: Any = ...) -> Any: ...
@converts
def multiply(x1: Any, x2: Any, /, out: Any = ...) -> Any: ...
@converts
def power(x1: Any, x2: Any, /, out: Any = ...) -> Any: ...
@converts
def clip(a: Any, a_min: Any = ..., a_max: Any = ..., out: Any = ...) -> Any: ...
@converts
def sort(a: Any, axis: Any = ..., kind: Any = ..., order: Any = ...) -> Any: ...
@converts
def where(condition: Any, x: Any = ..., y: Any = ..., /) -> Any: ...
@converts
def dot(a: Any, b: Any, out: Any = ...) -> Any: ...
@converts
def matmul(x1: Any, x2: Any, /, out: Any = ...) -> Any: ...
@converts
def outer(a: Any, b: Any, out: Any = ...) -> Any: ...
@converts
def concatenate(arrays: Any, /, axis: Any = ..., out: Any = ...) -> Any: ...
@converts
def stack(arrays: Any, axis: Any = ..., out: Any = ...) -> Any: ...
@converts
def unique(
    ar: Any,
    return_index: Any = ...,
    return_inverse: Any = ...,
    return_counts: Any = ...,
    axis: Any = ...,
) -> Any: ...
@converts
def ravel(a: Any, order: Any = ...) -> Any: ...
@converts
def expand_dims(a: Any, axis: Any) -> Any: ...
@converts
def pad(array: Any, pad_width: Any, mode: Any = ...) -> Any: ...
@converts
def tile(A: Any, reps: Any) -> Any: ...
@converts
def allclose(a: Any, b: Any, rtol: Any = ..., atol: Any = ..., equal_nan: Any = ...) -> Any: ...
@converts
def isclose(a: Any, b: Any, rtol: Any = ..., atol: Any = ..., equal_nan: Any = ...) -> Any: ...
@converts
def nan_to_num(
    x: Any,
    copy: Any = ...,
    nan: Any = ...,
    posinf: Any = ...,
    neginf: Any = ...,
) -> Any: ...
@converts
def median(
    a: Any,
    axis: Any = ...,
    out: Any = ...,
    overwrite_input: Any = ...,
    keepdims: Any = ...,
) -> Any: ...
@converts
def percentile(
    a: Any,
    q: Any,
    axis: Any = ...,
    out: Any = ...,
    overwrite_input: Any = ...,
    method: Any = ...,
    keepdims: Any = ...,
) -> Any: ...
@converts
def average(a: Any, axis: Any = ..., weights: Any = ..., returned: Any = ...) -> Any: ...
@converts
def diag(v: Any, k: Any = ...) -> Any: ...
@converts
def zeros_like(
    a: Any,
    dtype: Any = ...,
    order: Any = ...,
    subok: Any = ...,
    shape: Any = ...,
) -> Any: ...
@converts
def ones_like(
    a: Any,
    dtype: Any = ...,
    order: Any = ...,
    subok: Any = ...,
    shape: Any = ...,
) -> Any: ...
@converts
def linspace(
    start: Any,
    stop: Any,
    num: Any = ...,
    endpoint: Any = ...,
    retstep: Any = ...,
    dtype: Any = ...,
    axis: Any = ...,
) -> Any: ...

# Delegate to the array's own method: run on a tracer.
def sum(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Any = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def mean(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Any = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def max(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def min(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def amax(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def amin(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def prod(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Any = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def std(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Any = ...,
    out: Any = ...,
    ddof: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def var(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Any = ...,
    out: Any = ...,
    ddof: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def any(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def all(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def argmax(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    *,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def argmin(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    *,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def cumsum(a: Any, axis: Static[Any] = ..., dtype: Any = ..., out: Any = ...) -> Traced[Any]: ...
def cumprod(a: Any, axis: Static[Any] = ..., dtype: Any = ..., out: Any = ...) -> Traced[Any]: ...
def reshape(a: Any, /, shape: Static[Any], order: Static[Any] = ...) -> Traced[Any]: ...
def transpose(a: Any, axes: Static[Any] = ...) -> Traced[Any]: ...
def squeeze(a: Any, axis: Static[Any] = ...) -> Traced[Any]: ...
def swapaxes(a: Any, axis1: Static[Any], axis2: Static[Any]) -> Traced[Any]: ...
def repeat(a: Any, repeats: Static[Any], axis: Static[Any] = ...) -> Traced[Any]: ...
def take(
    a: Any,
    indices: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    mode: Static[Any] = ...,
) -> Traced[Any]: ...
def round(a: Any, decimals: Static[Any] = ..., out: Any = ...) -> Traced[Any]: ...
def around(a: Any, decimals: Static[Any] = ..., out: Any = ...) -> Traced[Any]: ...
@converts
def trace(
    a: Any,
    offset: Any = ...,
    axis1: Any = ...,
    axis2: Any = ...,
    dtype: Any = ...,
    out: Any = ...,
) -> Any: ...
@converts
def diagonal(a: Any, offset: Any = ..., axis1: Any = ..., axis2: Any = ...) -> Any: ...
def searchsorted(a: Any, v: Any, side: Static[Any] = ..., sorter: Any = ...) -> Traced[Any]: ...
@converts
def ptp(a: Any, axis: Any = ..., out: Any = ..., keepdims: Any = ...) -> Any: ...

# Static results.
def shape(a: Any) -> Static[Any]: ...
def ndim(a: Any) -> Static[Any]: ...
def size(a: Any, axis: Any = ...) -> Static[Any]: ...

# np.array_equal swallows the conversion error and returns False for a tracer: a static result.
def array_equal(a1: Any, a2: Any, equal_nan: Any = ...) -> Static[Any]: ...
