"""Model of `jax.numpy`: which parameters must be static under `jax.jit`, which results are
static, which functions have data-dependent output shapes.
"""

from typing import Any

from jaxthink_typing import Static, Traced
from jaxthink_typing.model import dynamic_shape, static_unless

# Creation: shapes, sizes and counts are static.
def zeros(shape: Static[Any], dtype: Static[Any] = ...) -> Traced[Any]: ...
def ones(shape: Static[Any], dtype: Static[Any] = ...) -> Traced[Any]: ...
def empty(shape: Static[Any], dtype: Static[Any] = ...) -> Traced[Any]: ...
def full(shape: Static[Any], fill_value: Any, dtype: Static[Any] = ...) -> Traced[Any]: ...
def zeros_like(a: Any, dtype: Static[Any] = ..., shape: Static[Any] = ...) -> Traced[Any]: ...
def ones_like(a: Any, dtype: Static[Any] = ..., shape: Static[Any] = ...) -> Traced[Any]: ...
def empty_like(
    prototype: Any,
    dtype: Static[Any] = ...,
    shape: Static[Any] = ...,
) -> Traced[Any]: ...
def full_like(
    a: Any,
    fill_value: Any,
    dtype: Static[Any] = ...,
    shape: Static[Any] = ...,
) -> Traced[Any]: ...
def eye(
    N: Static[Any],
    M: Static[Any] = ...,
    k: Any = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def identity(n: Static[Any], dtype: Static[Any] = ...) -> Traced[Any]: ...
def tri(
    N: Static[Any],
    M: Static[Any] = ...,
    k: Any = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def tril(m: Any, k: Static[Any] = ...) -> Traced[Any]: ...
def triu(m: Any, k: Static[Any] = ...) -> Traced[Any]: ...
def arange(
    start: Static[Any],
    stop: Static[Any] = ...,
    step: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def linspace(
    start: Any,
    stop: Any,
    num: Static[Any] = ...,
    endpoint: Static[Any] = ...,
    retstep: Static[Any] = ...,
    dtype: Static[Any] = ...,
    axis: Static[Any] = ...,
) -> Traced[Any]: ...
def logspace(
    start: Any,
    stop: Any,
    num: Static[Any] = ...,
    endpoint: Static[Any] = ...,
    base: Any = ...,
    dtype: Static[Any] = ...,
    axis: Static[Any] = ...,
) -> Traced[Any]: ...
def geomspace(
    start: Any,
    stop: Any,
    num: Static[Any] = ...,
    endpoint: Static[Any] = ...,
    dtype: Static[Any] = ...,
    axis: Static[Any] = ...,
) -> Traced[Any]: ...
def indices(
    dimensions: Static[Any],
    dtype: Static[Any] = ...,
    sparse: Static[Any] = ...,
) -> Traced[Any]: ...
def triu_indices(n: Static[Any], k: Static[Any] = ..., m: Static[Any] = ...) -> Traced[Any]: ...
def tril_indices(n: Static[Any], k: Static[Any] = ..., m: Static[Any] = ...) -> Traced[Any]: ...
def diag_indices(n: Static[Any], ndim: Static[Any] = ...) -> Traced[Any]: ...
def triu_indices_from(arr: Any, k: Static[Any] = ...) -> Traced[Any]: ...
def tril_indices_from(arr: Any, k: Static[Any] = ...) -> Traced[Any]: ...
def array(
    object: Any,
    dtype: Static[Any] = ...,
    *,
    copy: Static[Any] = ...,
    ndmin: Static[Any] = ...,
) -> Traced[Any]: ...
def asarray(a: Any, dtype: Static[Any] = ..., order: Any = ...) -> Traced[Any]: ...
def hamming(M: Static[Any]) -> Traced[Any]: ...
def hanning(M: Static[Any]) -> Traced[Any]: ...
def blackman(M: Static[Any]) -> Traced[Any]: ...
def bartlett(M: Static[Any]) -> Traced[Any]: ...
def kaiser(M: Static[Any], beta: Any) -> Traced[Any]: ...
def meshgrid(
    *xi: Any,
    copy: Static[Any] = ...,
    sparse: Static[Any] = ...,
    indexing: Static[Any] = ...,
) -> Traced[Any]: ...

# Shapes and axes.
def reshape(a: Any, shape: Static[Any], order: Static[Any] = ...) -> Traced[Any]: ...
def ravel(a: Any, order: Static[Any] = ...) -> Traced[Any]: ...
def broadcast_to(array: Any, shape: Static[Any]) -> Traced[Any]: ...
def tile(A: Any, reps: Static[Any]) -> Traced[Any]: ...
@static_unless(repeats="total_repeat_length")
def repeat(
    a: Any,
    repeats: Static[Any],
    axis: Static[Any] = ...,
    *,
    total_repeat_length: Static[Any] = ...,
) -> Traced[Any]: ...
def expand_dims(a: Any, axis: Static[Any]) -> Traced[Any]: ...
def squeeze(a: Any, axis: Static[Any] = ...) -> Traced[Any]: ...
def transpose(a: Any, axes: Static[Any] = ...) -> Traced[Any]: ...
def swapaxes(a: Any, axis1: Static[Any], axis2: Static[Any]) -> Traced[Any]: ...
def moveaxis(a: Any, source: Static[Any], destination: Static[Any]) -> Traced[Any]: ...
def rollaxis(a: Any, axis: Static[Any], start: Static[Any] = ...) -> Traced[Any]: ...
def concatenate(arrays: Any, axis: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def stack(
    arrays: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def split(ary: Any, indices_or_sections: Static[Any], axis: Static[Any] = ...) -> Traced[Any]: ...
def array_split(
    ary: Any,
    indices_or_sections: Static[Any],
    axis: Static[Any] = ...,
) -> Traced[Any]: ...
def hsplit(ary: Any, indices_or_sections: Static[Any]) -> Traced[Any]: ...
def vsplit(ary: Any, indices_or_sections: Static[Any]) -> Traced[Any]: ...
def unstack(x: Any, /, *, axis: Static[Any] = ...) -> Traced[Any]: ...
def take(
    a: Any,
    indices: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    mode: Static[Any] = ...,
    unique_indices: Static[Any] = ...,
    indices_are_sorted: Static[Any] = ...,
    fill_value: Static[Any] = ...,
) -> Traced[Any]: ...
def take_along_axis(
    arr: Any,
    indices: Any,
    axis: Static[Any] = ...,
    mode: Static[Any] = ...,
    fill_value: Static[Any] = ...,
) -> Traced[Any]: ...
def roll(a: Any, shift: Any, axis: Static[Any] = ...) -> Traced[Any]: ...
def flip(m: Any, axis: Static[Any] = ...) -> Traced[Any]: ...
def rot90(m: Any, k: Static[Any] = ..., axes: Static[Any] = ...) -> Traced[Any]: ...
def pad(array: Any, pad_width: Static[Any], mode: Static[Any] = ...) -> Traced[Any]: ...
def resize(a: Any, new_shape: Static[Any]) -> Traced[Any]: ...
@static_unless(obj="assume_unique_indices")
def delete(
    arr: Any,
    obj: Static[Any],
    axis: Static[Any] = ...,
    *,
    assume_unique_indices: Static[Any] = ...,
) -> Traced[Any]: ...
def insert(arr: Any, obj: Any, values: Any, axis: Static[Any] = ...) -> Traced[Any]: ...
def append(arr: Any, values: Any, axis: Static[Any] = ...) -> Traced[Any]: ...
def diagonal(
    a: Any,
    offset: Static[Any] = ...,
    axis1: Static[Any] = ...,
    axis2: Static[Any] = ...,
) -> Traced[Any]: ...
def diag(v: Any, k: Static[Any] = ...) -> Traced[Any]: ...
def ravel_multi_index(
    multi_index: Any,
    dims: Static[Any],
    mode: Static[Any] = ...,
    order: Any = ...,
) -> Traced[Any]: ...
def unravel_index(indices: Any, shape: Any) -> Traced[Any]: ...
def apply_along_axis(func1d: Any, axis: Static[Any], arr: Any, *args: Any) -> Traced[Any]: ...

# Reductions: axis and keepdims are static.
def sum(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
    promote_integers: Static[Any] = ...,
) -> Traced[Any]: ...
def mean(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
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
def prod(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
    promote_integers: Static[Any] = ...,
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
def nansum(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def nanmean(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def nanmax(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def nanmin(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def nanprod(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
    initial: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def median(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    overwrite_input: Static[Any] = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def ptp(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def count_nonzero(a: Any, axis: Static[Any] = ..., keepdims: Static[Any] = ...) -> Traced[Any]: ...
def argmax(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def argmin(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def nanargmax(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def nanargmin(
    a: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def std(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
    out: Any = ...,
    ddof: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def var(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
    out: Any = ...,
    ddof: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def average(
    a: Any,
    axis: Static[Any] = ...,
    weights: Any = ...,
    returned: Static[Any] = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def percentile(
    a: Any,
    q: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    overwrite_input: Static[Any] = ...,
    method: Static[Any] = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def quantile(
    a: Any,
    q: Any,
    axis: Static[Any] = ...,
    out: Any = ...,
    overwrite_input: Static[Any] = ...,
    method: Static[Any] = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def cumsum(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
    out: Any = ...,
) -> Traced[Any]: ...
def cumprod(
    a: Any,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
    out: Any = ...,
) -> Traced[Any]: ...
def cumulative_sum(
    x: Any,
    /,
    *,
    axis: Static[Any] = ...,
    dtype: Static[Any] = ...,
    include_initial: Static[Any] = ...,
) -> Traced[Any]: ...
def diff(
    a: Any,
    n: Static[Any] = ...,
    axis: Static[Any] = ...,
    prepend: Any = ...,
    append: Any = ...,
) -> Traced[Any]: ...
def gradient(f: Any, *varargs: Any, axis: Static[Any] = ...) -> Traced[Any]: ...
def cov(
    m: Any,
    y: Any = ...,
    rowvar: Static[Any] = ...,
    bias: Static[Any] = ...,
    ddof: Static[Any] = ...,
    fweights: Any = ...,
    aweights: Any = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...

# Sorting, searching and sets.
def sort(
    a: Any,
    axis: Static[Any] = ...,
    *,
    stable: Static[Any] = ...,
    descending: Static[Any] = ...,
) -> Traced[Any]: ...
def argsort(
    a: Any,
    axis: Static[Any] = ...,
    *,
    stable: Static[Any] = ...,
    descending: Static[Any] = ...,
) -> Traced[Any]: ...
def partition(a: Any, kth: Static[Any], axis: Static[Any] = ...) -> Traced[Any]: ...
def argpartition(a: Any, kth: Static[Any], axis: Static[Any] = ...) -> Traced[Any]: ...
def lexsort(keys: Any, axis: Static[Any] = ...) -> Traced[Any]: ...

# Data-dependent output shapes: static only with size=.
@dynamic_shape
def nonzero(a: Any, *, size: Static[Any] = ..., fill_value: Any = ...) -> Traced[Any]: ...
@dynamic_shape
def flatnonzero(a: Any, *, size: Static[Any] = ..., fill_value: Any = ...) -> Traced[Any]: ...
@dynamic_shape
def argwhere(a: Any, *, size: Static[Any] = ..., fill_value: Any = ...) -> Traced[Any]: ...
@dynamic_shape(when_args=1)
def where(
    condition: Any,
    x: Any = ...,
    y: Any = ...,
    /,
    *,
    size: Static[Any] = ...,
    fill_value: Any = ...,
) -> Traced[Any]: ...
@dynamic_shape
def extract(
    condition: Any,
    arr: Any,
    *,
    size: Static[Any] = ...,
    fill_value: Any = ...,
) -> Traced[Any]: ...
@dynamic_shape
def compress(
    condition: Any,
    a: Any,
    axis: Static[Any] = ...,
    *,
    size: Static[Any] = ...,
    fill_value: Any = ...,
) -> Traced[Any]: ...
@dynamic_shape
def unique(
    ar: Any,
    return_index: Static[Any] = ...,
    return_inverse: Static[Any] = ...,
    return_counts: Static[Any] = ...,
    axis: Static[Any] = ...,
    *,
    equal_nan: Static[Any] = ...,
    size: Static[Any] = ...,
    fill_value: Any = ...,
) -> Traced[Any]: ...
@dynamic_shape
def unique_values(x: Any, /, *, size: Static[Any] = ..., fill_value: Any = ...) -> Traced[Any]: ...
@dynamic_shape
def unique_counts(x: Any, /, *, size: Static[Any] = ..., fill_value: Any = ...) -> Traced[Any]: ...
@dynamic_shape
def unique_inverse(x: Any, /, *, size: Static[Any] = ..., fill_value: Any = ...) -> Traced[Any]: ...
@dynamic_shape
def unique_all(x: Any, /, *, size: Static[Any] = ..., fill_value: Any = ...) -> Traced[Any]: ...
@dynamic_shape
def union1d(
    ar1: Any,
    ar2: Any,
    *,
    size: Static[Any] = ...,
    fill_value: Any = ...,
) -> Traced[Any]: ...
@dynamic_shape
def setdiff1d(
    ar1: Any,
    ar2: Any,
    assume_unique: Static[Any] = ...,
    *,
    size: Static[Any] = ...,
    fill_value: Any = ...,
) -> Traced[Any]: ...
@dynamic_shape
def intersect1d(
    ar1: Any,
    ar2: Any,
    assume_unique: Static[Any] = ...,
    return_indices: Static[Any] = ...,
    *,
    size: Static[Any] = ...,
    fill_value: Static[Any] = ...,
) -> Traced[Any]: ...
@dynamic_shape
def setxor1d(
    ar1: Any,
    ar2: Any,
    assume_unique: Static[Any] = ...,
    *,
    size: Static[Any] = ...,
    fill_value: Any = ...,
) -> Traced[Any]: ...
def isin(
    element: Any,
    test_elements: Any,
    assume_unique: Static[Any] = ...,
    invert: Static[Any] = ...,
    *,
    method: Static[Any] = ...,
) -> Traced[Any]: ...
@dynamic_shape(unless="length")
def bincount(
    x: Any,
    weights: Any = ...,
    minlength: Static[Any] = ...,
    *,
    length: Static[Any] = ...,
) -> Traced[Any]: ...
def histogram(
    a: Any,
    bins: Static[Any] = ...,
    range: Any = ...,
    weights: Any = ...,
    density: Static[Any] = ...,
) -> Traced[Any]: ...
def digitize(
    x: Any,
    bins: Any,
    right: Static[Any] = ...,
    *,
    method: Static[Any] = ...,
) -> Traced[Any]: ...
def searchsorted(
    a: Any,
    v: Any,
    side: Static[Any] = ...,
    sorter: Any = ...,
    *,
    method: Static[Any] = ...,
) -> Traced[Any]: ...

# Linear algebra and the rest.
def tensordot(
    a: Any,
    b: Any,
    axes: Static[Any] = ...,
    *,
    precision: Static[Any] = ...,
    preferred_element_type: Static[Any] = ...,
) -> Traced[Any]: ...
def dot(
    a: Any,
    b: Any,
    *,
    precision: Static[Any] = ...,
    preferred_element_type: Static[Any] = ...,
) -> Traced[Any]: ...
def matmul(
    a: Any,
    b: Any,
    *,
    precision: Static[Any] = ...,
    preferred_element_type: Static[Any] = ...,
) -> Traced[Any]: ...
def round(a: Any, decimals: Static[Any] = ..., out: Any = ...) -> Traced[Any]: ...
def around(a: Any, decimals: Static[Any] = ..., out: Any = ...) -> Traced[Any]: ...
def cross(
    a: Any,
    b: Any,
    axisa: Static[Any] = ...,
    axisb: Static[Any] = ...,
    axisc: Static[Any] = ...,
    axis: Static[Any] = ...,
) -> Traced[Any]: ...
def trace(
    a: Any,
    offset: Any = ...,
    axis1: Static[Any] = ...,
    axis2: Static[Any] = ...,
    dtype: Static[Any] = ...,
    out: Any = ...,
) -> Traced[Any]: ...
def clip(arr: Any = ..., /, min: Any = ..., max: Any = ...) -> Traced[Any]: ...
def convolve(
    a: Any,
    v: Any,
    mode: Static[Any] = ...,
    *,
    precision: Static[Any] = ...,
    preferred_element_type: Static[Any] = ...,
) -> Traced[Any]: ...
def correlate(
    a: Any,
    v: Any,
    mode: Static[Any] = ...,
    *,
    precision: Static[Any] = ...,
    preferred_element_type: Static[Any] = ...,
) -> Traced[Any]: ...
def polyval(p: Any, x: Any, *, unroll: Static[Any] = ...) -> Traced[Any]: ...
def polyfit(
    x: Any,
    y: Any,
    deg: Static[Any],
    rcond: Static[Any] = ...,
    full: Static[Any] = ...,
    w: Any = ...,
    cov: Static[Any] = ...,
) -> Traced[Any]: ...
def vander(x: Any, N: Static[Any] = ..., increasing: Static[Any] = ...) -> Traced[Any]: ...
def packbits(a: Any, axis: Static[Any] = ..., bitorder: Static[Any] = ...) -> Traced[Any]: ...
def unpackbits(
    a: Any,
    axis: Static[Any] = ...,
    count: Static[Any] = ...,
    bitorder: Static[Any] = ...,
) -> Traced[Any]: ...
def allclose(
    a: Any,
    b: Any,
    rtol: Any = ...,
    atol: Any = ...,
    equal_nan: Static[Any] = ...,
) -> Traced[Any]: ...
def isclose(
    a: Any,
    b: Any,
    rtol: Any = ...,
    atol: Any = ...,
    equal_nan: Static[Any] = ...,
) -> Traced[Any]: ...
def angle(z: Any, deg: Static[Any] = ...) -> Traced[Any]: ...
def unwrap(
    p: Any,
    discont: Any = ...,
    axis: Static[Any] = ...,
    period: Any = ...,
) -> Traced[Any]: ...
def trapezoid(y: Any, x: Any = ..., dx: Any = ..., axis: Static[Any] = ...) -> Traced[Any]: ...

# Static results: usable in shapes and Python control flow.
def shape(a: Any) -> Static[Any]: ...
def ndim(a: Any) -> Static[Any]: ...
def size(a: Any, axis: Any = ...) -> Static[Any]: ...
def result_type(*args: Any) -> Static[Any]: ...
def issubdtype(arg1: Any, arg2: Any) -> Static[Any]: ...
def promote_types(a: Any, b: Any) -> Static[Any]: ...
def can_cast(from_: Any, to: Any, casting: Any = ...) -> Static[Any]: ...
def isdtype(dtype: Any, kind: Any) -> Static[Any]: ...
def iscomplexobj(x: Any) -> Static[Any]: ...
def isrealobj(x: Any) -> Static[Any]: ...
def isscalar(element: Any) -> Static[Any]: ...
def iterable(y: Any) -> Static[Any]: ...
def finfo(dtype: Any) -> Static[Any]: ...
def iinfo(int_type: Any) -> Static[Any]: ...
def dtype(dtype: Any, align: Any = ..., copy: Any = ...) -> Static[Any]: ...
def broadcast_shapes(*shapes: Static[Any]) -> Static[Any]: ...
