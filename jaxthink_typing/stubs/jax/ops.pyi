"""Model of `jax.ops`: parameters that must be static under `jax.jit`."""

from typing import Any

from jaxthink_typing import Static, Traced

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
