"""Model of `jax.lax`: parameters that must be static under `jax.jit` (shapes, sizes, axes,
loop structure). Callables are not listed as static: they are never values.
"""

from typing import Any

from jaxthink_typing import Static, Traced

# Control flow: bounds, predicates and indices may be traced; lengths may not.
def scan(
    f: Any,
    init: Any,
    xs: Any = ...,
    length: Static[Any] = ...,
    reverse: Static[Any] = ...,
    unroll: Static[Any] = ...,
    _split_transpose: Any = ...,
) -> Traced[Any]: ...
def fori_loop(
    lower: Any,
    upper: Any,
    body_fun: Any,
    init_val: Any,
    *,
    unroll: Static[Any] = ...,
) -> Traced[Any]: ...
def while_loop(cond_fun: Any, body_fun: Any, init_val: Any) -> Traced[Any]: ...
def cond(pred: Any, true_fun: Any, false_fun: Any, *operands: Any) -> Traced[Any]: ...
def switch(index: Any, branches: Any, *operands: Any) -> Traced[Any]: ...
def map(f: Any, xs: Any, *, batch_size: Static[Any] = ...) -> Traced[Any]: ...
def associative_scan(
    fn: Any,
    elems: Any,
    reverse: Static[Any] = ...,
    axis: Static[Any] = ...,
) -> Traced[Any]: ...

# Slicing: start indices may be traced; sizes may not.
def dynamic_slice(
    operand: Any,
    start_indices: Any,
    slice_sizes: Static[Any],
    *,
    allow_negative_indices: Static[Any] = ...,
) -> Traced[Any]: ...
def dynamic_slice_in_dim(
    operand: Any,
    start_index: Any,
    slice_size: Static[Any],
    axis: Static[Any] = ...,
    *,
    allow_negative_indices: Static[Any] = ...,
) -> Traced[Any]: ...
def dynamic_index_in_dim(
    operand: Any,
    index: Any,
    axis: Static[Any] = ...,
    keepdims: Static[Any] = ...,
    *,
    allow_negative_indices: Static[Any] = ...,
) -> Traced[Any]: ...
def dynamic_update_slice(
    operand: Any,
    update: Any,
    start_indices: Any,
    *,
    allow_negative_indices: Static[Any] = ...,
) -> Traced[Any]: ...
def dynamic_update_slice_in_dim(
    operand: Any,
    update: Any,
    start_index: Any,
    axis: Static[Any],
    *,
    allow_negative_indices: Static[Any] = ...,
) -> Traced[Any]: ...
def dynamic_update_index_in_dim(
    operand: Any,
    update: Any,
    index: Any,
    axis: Static[Any],
    *,
    allow_negative_indices: Static[Any] = ...,
) -> Traced[Any]: ...
def slice(
    operand: Any,
    start_indices: Static[Any],
    limit_indices: Static[Any],
    strides: Static[Any] = ...,
) -> Traced[Any]: ...
def slice_in_dim(
    operand: Any,
    start_index: Static[Any],
    limit_index: Static[Any],
    stride: Static[Any] = ...,
    axis: Static[Any] = ...,
) -> Traced[Any]: ...
def index_in_dim(
    operand: Any,
    index: Static[Any],
    axis: Static[Any] = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...

# Shapes and axes.
def reshape(operand: Any, new_sizes: Static[Any], dimensions: Static[Any] = ...) -> Traced[Any]: ...
def broadcast(operand: Any, sizes: Static[Any]) -> Traced[Any]: ...
def broadcast_in_dim(
    operand: Any,
    shape: Static[Any],
    broadcast_dimensions: Static[Any],
) -> Traced[Any]: ...
def squeeze(array: Any, dimensions: Static[Any]) -> Traced[Any]: ...
def expand_dims(array: Any, dimensions: Static[Any]) -> Traced[Any]: ...
def transpose(operand: Any, permutation: Static[Any]) -> Traced[Any]: ...
def rev(operand: Any, dimensions: Static[Any]) -> Traced[Any]: ...
def pad(operand: Any, padding_value: Any, padding_config: Static[Any]) -> Traced[Any]: ...
def concatenate(operands: Any, dimension: Static[Any]) -> Traced[Any]: ...
def split(operand: Any, sizes: Static[Any], axis: Static[Any] = ...) -> Traced[Any]: ...
def collapse(
    operand: Any,
    start_dimension: Static[Any],
    stop_dimension: Static[Any] = ...,
) -> Traced[Any]: ...
def top_k(operand: Any, k: Static[Any], *, axis: Static[Any] = ...) -> Traced[Any]: ...
def sort(
    operand: Any,
    dimension: Static[Any] = ...,
    is_stable: Static[Any] = ...,
    num_keys: Static[Any] = ...,
) -> Traced[Any]: ...
def sort_key_val(
    keys: Any,
    values: Any,
    dimension: Static[Any] = ...,
    is_stable: Static[Any] = ...,
) -> Traced[Any]: ...
def argmax(operand: Any, axis: Static[Any], index_dtype: Static[Any]) -> Traced[Any]: ...
def argmin(operand: Any, axis: Static[Any], index_dtype: Static[Any]) -> Traced[Any]: ...
def cumsum(operand: Any, axis: Static[Any] = ..., reverse: Static[Any] = ...) -> Traced[Any]: ...
def cumprod(operand: Any, axis: Static[Any] = ..., reverse: Static[Any] = ...) -> Traced[Any]: ...
def cummax(operand: Any, axis: Static[Any] = ..., reverse: Static[Any] = ...) -> Traced[Any]: ...
def cummin(operand: Any, axis: Static[Any] = ..., reverse: Static[Any] = ...) -> Traced[Any]: ...
def cumlogsumexp(
    operand: Any,
    axis: Static[Any] = ...,
    reverse: Static[Any] = ...,
) -> Traced[Any]: ...

# Reductions and creation.
def reduce_sum(operand: Any, axes: Static[Any]) -> Traced[Any]: ...
def reduce_max(operand: Any, axes: Static[Any]) -> Traced[Any]: ...
def reduce_min(operand: Any, axes: Static[Any]) -> Traced[Any]: ...
def reduce_prod(operand: Any, axes: Static[Any]) -> Traced[Any]: ...
def reduce(
    operands: Any,
    init_values: Any,
    computation: Any,
    dimensions: Static[Any],
    out_sharding: Any = ...,
) -> Traced[Any]: ...
def iota(dtype: Static[Any], size: Static[Any]) -> Traced[Any]: ...
def broadcasted_iota(
    dtype: Static[Any],
    shape: Static[Any],
    dimension: Static[Any],
) -> Traced[Any]: ...
def full(shape: Static[Any], fill_value: Any, dtype: Static[Any] = ...) -> Traced[Any]: ...
def full_like(
    x: Any,
    fill_value: Any,
    dtype: Any = ...,
    shape: Static[Any] = ...,
    sharding: Any = ...,
) -> Traced[Any]: ...
def integer_pow(x: Any, y: Static[Any]) -> Traced[Any]: ...
def reduce_precision(
    operand: Any,
    exponent_bits: Static[Any],
    mantissa_bits: Static[Any],
) -> Traced[Any]: ...

# Helpers that compute a primitive's parameters: Python objects, never tracers.
def conv_dimension_numbers(
    lhs_shape: Any, rhs_shape: Any, dimension_numbers: Static[Any]
) -> Static[Any]: ...
def padtype_to_pads(
    in_shape: Static[Any],
    window_shape: Static[Any],
    window_strides: Static[Any],
    padding: Static[Any],
) -> Static[Any]: ...
def conv_general_permutations(dimension_numbers: Static[Any]) -> Static[Any]: ...

# Primitive parameters.
def conv_general_dilated(
    lhs: Any,
    rhs: Any,
    window_strides: Static[Any],
    padding: Static[Any],
    lhs_dilation: Static[Any] = ...,
    rhs_dilation: Static[Any] = ...,
    dimension_numbers: Static[Any] = ...,
    feature_group_count: Static[Any] = ...,
    batch_group_count: Static[Any] = ...,
    precision: Static[Any] = ...,
    preferred_element_type: Static[Any] = ...,
    out_sharding: Any = ...,
) -> Traced[Any]: ...
def conv(
    lhs: Any,
    rhs: Any,
    window_strides: Static[Any],
    padding: Static[Any],
    precision: Static[Any] = ...,
    preferred_element_type: Static[Any] = ...,
) -> Traced[Any]: ...
def reduce_window(
    operand: Any,
    init_value: Any,
    computation: Any,
    window_dimensions: Static[Any],
    window_strides: Static[Any] = ...,
    padding: Static[Any] = ...,
    base_dilation: Static[Any] = ...,
    window_dilation: Static[Any] = ...,
) -> Traced[Any]: ...
def dot_general(
    lhs: Any,
    rhs: Any,
    dimension_numbers: Static[Any],
    precision: Static[Any] = ...,
    preferred_element_type: Static[Any] = ...,
) -> Traced[Any]: ...
def rng_bit_generator(
    key: Any,
    shape: Static[Any],
    dtype: Static[Any] = ...,
    algorithm: Static[Any] = ...,
) -> Traced[Any]: ...
def convert_element_type(operand: Any, new_dtype: Static[Any]) -> Traced[Any]: ...
def clamp(min: Any, x: Any, max: Any) -> Traced[Any]: ...
def select(pred: Any, on_true: Any, on_false: Any) -> Traced[Any]: ...
def broadcast_shapes(*shapes: Static[Any]) -> Static[Any]: ...
