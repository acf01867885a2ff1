"""Model of `scipy.signal`: its convolutions convert their arguments to NumPy arrays, so
a tracer raises TracerArrayConversionError; `jax.scipy.signal` has the traceable twins."""

from typing import Any

from jaxthink_typing.model import converts

@converts
def convolve(in1: Any, in2: Any) -> Any: ...
@converts
def fftconvolve(in1: Any, in2: Any) -> Any: ...
