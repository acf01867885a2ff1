"""Model of `jax.Array` methods: parameters that must be static under `jax.jit`.

Classes in this file model `jax.<Class>` (not `jax.array.<Class>`).
"""

from typing import Any

from jaxthink_typing import Static, Traced
from jaxthink_typing.model import dynamic_shape, static_unless

class Array:
    def reshape(self, *args: Static[Any], order: Static[Any] = ...) -> Traced[Any]: ...
    def transpose(self, *args: Static[Any]) -> Traced[Any]: ...
    def astype(self, dtype: Static[Any], copy: Any = ..., device: Any = ...) -> Traced[Any]: ...
    def sum(
        self,
        axis: Static[Any] = ...,
        dtype: Static[Any] = ...,
        out: Any = ...,
        keepdims: Static[Any] = ...,
        initial: Any = ...,
        where: Any = ...,
        promote_integers: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def mean(
        self,
        axis: Static[Any] = ...,
        dtype: Static[Any] = ...,
        out: Any = ...,
        keepdims: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def max(
        self,
        axis: Static[Any] = ...,
        out: Any = ...,
        keepdims: Static[Any] = ...,
        initial: Any = ...,
        where: Any = ...,
    ) -> Traced[Any]: ...
    def min(
        self,
        axis: Static[Any] = ...,
        out: Any = ...,
        keepdims: Static[Any] = ...,
        initial: Any = ...,
        where: Any = ...,
    ) -> Traced[Any]: ...
    def prod(
        self,
        axis: Static[Any] = ...,
        dtype: Static[Any] = ...,
        out: Any = ...,
        keepdims: Static[Any] = ...,
        initial: Any = ...,
        where: Any = ...,
        promote_integers: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def any(
        self,
        axis: Static[Any] = ...,
        out: Any = ...,
        keepdims: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def all(
        self,
        axis: Static[Any] = ...,
        out: Any = ...,
        keepdims: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def argmax(
        self,
        axis: Static[Any] = ...,
        out: Any = ...,
        keepdims: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def argmin(
        self,
        axis: Static[Any] = ...,
        out: Any = ...,
        keepdims: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def std(
        self,
        axis: Static[Any] = ...,
        dtype: Static[Any] = ...,
        out: Any = ...,
        ddof: Any = ...,
        keepdims: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def var(
        self,
        axis: Static[Any] = ...,
        dtype: Static[Any] = ...,
        out: Any = ...,
        ddof: Any = ...,
        keepdims: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def ptp(
        self,
        axis: Static[Any] = ...,
        out: Any = ...,
        keepdims: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def cumsum(
        self,
        axis: Static[Any] = ...,
        dtype: Static[Any] = ...,
        out: Any = ...,
    ) -> Traced[Any]: ...
    def cumprod(
        self,
        axis: Static[Any] = ...,
        dtype: Static[Any] = ...,
        out: Any = ...,
    ) -> Traced[Any]: ...
    def squeeze(self, axis: Static[Any] = ...) -> Traced[Any]: ...
    @static_unless(repeats="total_repeat_length")
    def repeat(
        self,
        repeats: Static[Any],
        axis: Static[Any] = ...,
        *,
        total_repeat_length: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def take(
        self,
        indices: Any,
        axis: Static[Any] = ...,
        out: Any = ...,
        mode: Static[Any] = ...,
        unique_indices: Static[Any] = ...,
        indices_are_sorted: Static[Any] = ...,
        fill_value: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def sort(
        self,
        axis: Static[Any] = ...,
        *,
        stable: Static[Any] = ...,
        descending: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def argsort(
        self,
        axis: Static[Any] = ...,
        *,
        stable: Static[Any] = ...,
        descending: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def argpartition(self, kth: Static[Any], axis: Static[Any] = ...) -> Traced[Any]: ...
    def flatten(self, order: Static[Any] = ...) -> Traced[Any]: ...
    def ravel(self, order: Static[Any] = ...) -> Traced[Any]: ...
    def swapaxes(self, axis1: Static[Any], axis2: Static[Any]) -> Traced[Any]: ...
    def diagonal(
        self,
        offset: Static[Any] = ...,
        axis1: Static[Any] = ...,
        axis2: Static[Any] = ...,
    ) -> Traced[Any]: ...
    def trace(
        self,
        offset: Any = ...,
        axis1: Static[Any] = ...,
        axis2: Static[Any] = ...,
        dtype: Static[Any] = ...,
        out: Any = ...,
    ) -> Traced[Any]: ...
    def round(self, decimals: Static[Any] = ..., out: Any = ...) -> Traced[Any]: ...
    def clip(self, min: Any = ..., max: Any = ...) -> Traced[Any]: ...
    def searchsorted(
        self,
        v: Any,
        side: Static[Any] = ...,
        sorter: Any = ...,
        *,
        method: Static[Any] = ...,
    ) -> Traced[Any]: ...
    @dynamic_shape
    def nonzero(self, *, fill_value: Any = ..., size: Static[Any] = ...) -> Traced[Any]: ...
    @dynamic_shape
    def compress(
        self,
        condition: Any,
        axis: Static[Any] = ...,
        *,
        size: Static[Any] = ...,
        fill_value: Any = ...,
    ) -> Traced[Any]: ...
