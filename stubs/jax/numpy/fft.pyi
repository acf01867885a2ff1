"""Model of `jax.numpy.fft`: parameters that must be static under `jax.jit`."""

from typing import Any

from jaxthink_typing import Static, Traced

def fft(
    a: Any,
    n: Static[Any] = ...,
    axis: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def ifft(
    a: Any,
    n: Static[Any] = ...,
    axis: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def rfft(
    a: Any,
    n: Static[Any] = ...,
    axis: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def irfft(
    a: Any,
    n: Static[Any] = ...,
    axis: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def fftn(
    a: Any,
    s: Static[Any] = ...,
    axes: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def ifftn(
    a: Any,
    s: Static[Any] = ...,
    axes: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def rfftn(
    a: Any,
    s: Static[Any] = ...,
    axes: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def irfftn(
    a: Any,
    s: Static[Any] = ...,
    axes: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def fft2(
    a: Any,
    s: Static[Any] = ...,
    axes: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def ifft2(
    a: Any,
    s: Static[Any] = ...,
    axes: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def rfft2(
    a: Any,
    s: Static[Any] = ...,
    axes: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def irfft2(
    a: Any,
    s: Static[Any] = ...,
    axes: Static[Any] = ...,
    norm: Static[Any] = ...,
) -> Traced[Any]: ...
def fftfreq(n: Static[Any], d: Any = ..., *, dtype: Static[Any] = ...) -> Traced[Any]: ...
def rfftfreq(n: Static[Any], d: Any = ..., *, dtype: Static[Any] = ...) -> Traced[Any]: ...
def fftshift(x: Any, axes: Static[Any] = ...) -> Traced[Any]: ...
def ifftshift(x: Any, axes: Static[Any] = ...) -> Traced[Any]: ...
