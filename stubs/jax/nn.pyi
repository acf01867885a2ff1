"""Model of `jax.nn`: parameters that must be static under `jax.jit`."""

from typing import Any

from jaxthink_typing import Static, Traced

def one_hot(
    x: Any,
    num_classes: Static[Any],
    *,
    dtype: Static[Any] = ...,
    axis: Static[Any] = ...,
) -> Traced[Any]: ...
def softmax(x: Any, axis: Static[Any] = ..., where: Any = ...) -> Traced[Any]: ...
def log_softmax(x: Any, axis: Static[Any] = ..., where: Any = ...) -> Traced[Any]: ...
def logsumexp(
    a: Any,
    axis: Static[Any] = ...,
    b: Any = ...,
    keepdims: Static[Any] = ...,
    return_sign: Static[Any] = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def standardize(
    x: Any,
    axis: Static[Any] = ...,
    mean: Any = ...,
    variance: Any = ...,
    epsilon: Any = ...,
    where: Any = ...,
) -> Traced[Any]: ...
def glu(x: Any, axis: Static[Any] = ...) -> Traced[Any]: ...
def gelu(x: Any, approximate: Static[Any] = ...) -> Traced[Any]: ...
def logmeanexp(
    x: Any,
    axis: Static[Any] = ...,
    where: Any = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def celu(x: Any, alpha: Any = ...) -> Traced[Any]: ...
def elu(x: Any, alpha: Any = ...) -> Traced[Any]: ...
def leaky_relu(x: Any, negative_slope: Any = ...) -> Traced[Any]: ...
