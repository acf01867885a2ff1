"""Model of `jax.ops`: parameters that must be static under `jax.jit`; without
`num_segments` the number of segments depends on the data."""

from typing import Any

from jaxthink_typing import Static, Traced
from jaxthink_typing.model import dynamic_shape

@dynamic_shape(unless="num_segments")
def segment_sum(
    data: Any,
    segment_ids: Any,
    num_segments: Static[Any] = ...,
    indices_are_sorted: Static[Any] = ...,
    unique_indices: Static[Any] = ...,
    bucket_size: Static[Any] = ...,
    mode: Static[Any] = ...,
    out_sharding: Any = ...,
) -> Traced[Any]: ...
@dynamic_shape(unless="num_segments")
def segment_max(
    data: Any,
    segment_ids: Any,
    num_segments: Static[Any] = ...,
    indices_are_sorted: Static[Any] = ...,
    unique_indices: Static[Any] = ...,
    bucket_size: Static[Any] = ...,
    mode: Static[Any] = ...,
    out_sharding: Any = ...,
) -> Traced[Any]: ...
@dynamic_shape(unless="num_segments")
def segment_min(
    data: Any,
    segment_ids: Any,
    num_segments: Static[Any] = ...,
    indices_are_sorted: Static[Any] = ...,
    unique_indices: Static[Any] = ...,
    bucket_size: Static[Any] = ...,
    mode: Static[Any] = ...,
    out_sharding: Any = ...,
) -> Traced[Any]: ...
@dynamic_shape(unless="num_segments")
def segment_prod(
    data: Any,
    segment_ids: Any,
    num_segments: Static[Any] = ...,
    indices_are_sorted: Static[Any] = ...,
    unique_indices: Static[Any] = ...,
    bucket_size: Static[Any] = ...,
    mode: Static[Any] = ...,
    out_sharding: Any = ...,
) -> Traced[Any]: ...
