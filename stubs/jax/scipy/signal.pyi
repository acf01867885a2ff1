"""Model of `jax.scipy.signal`: segment and transform lengths must be static under
`jax.jit` (they size the result); the sampling frequency may be traced."""

from typing import Any

from jaxthink_typing import Static, Traced

def stft(
    x: Any,
    fs: Any = ...,
    window: Any = ...,
    nperseg: Static[Any] = ...,
    noverlap: Static[Any] = ...,
    nfft: Static[Any] = ...,
    detrend: Any = ...,
    return_onesided: Any = ...,
    boundary: Any = ...,
    padded: Any = ...,
    axis: Static[Any] = ...,
) -> Traced[Any]: ...
def welch(
    x: Any,
    fs: Any = ...,
    window: Any = ...,
    nperseg: Static[Any] = ...,
    noverlap: Static[Any] = ...,
    nfft: Static[Any] = ...,
    detrend: Any = ...,
    return_onesided: Any = ...,
    scaling: Any = ...,
    axis: Static[Any] = ...,
    average: Any = ...,
) -> Traced[Any]: ...
def istft(
    Zxx: Any,
    fs: Any = ...,
    window: Any = ...,
    nperseg: Static[Any] = ...,
    noverlap: Static[Any] = ...,
    nfft: Static[Any] = ...,
    input_onesided: Any = ...,
    boundary: Any = ...,
    time_axis: Static[Any] = ...,
    freq_axis: Static[Any] = ...,
) -> Traced[Any]: ...
