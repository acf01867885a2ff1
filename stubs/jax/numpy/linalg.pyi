"""Model of `jax.numpy.linalg`: parameters that must be static under `jax.jit`."""

from typing import Any

from jaxthink_typing import Static, Traced

def norm(
    x: Any,
    ord: Static[Any] = ...,
    axis: Static[Any] = ...,
    keepdims: Static[Any] = ...,
) -> Traced[Any]: ...
def vector_norm(
    x: Any,
    /,
    *,
    axis: Static[Any] = ...,
    keepdims: Static[Any] = ...,
    ord: Static[Any] = ...,
) -> Traced[Any]: ...
def matrix_norm(
    x: Any,
    /,
    *,
    keepdims: Static[Any] = ...,
    ord: Static[Any] = ...,
) -> Traced[Any]: ...
def matrix_power(a: Any, n: Static[Any]) -> Traced[Any]: ...
def svd(
    a: Any,
    full_matrices: Static[Any] = ...,
    compute_uv: Static[Any] = ...,
    hermitian: Static[Any] = ...,
    subset_by_index: Any = ...,
) -> Traced[Any]: ...
def eigh(a: Any, UPLO: Static[Any] = ..., symmetrize_input: Static[Any] = ...) -> Traced[Any]: ...
def eigvalsh(
    a: Any,
    UPLO: Static[Any] = ...,
    *,
    symmetrize_input: Static[Any] = ...,
) -> Traced[Any]: ...
def cholesky(
    a: Any,
    *,
    upper: Static[Any] = ...,
    symmetrize_input: Static[Any] = ...,
) -> Traced[Any]: ...
def slogdet(a: Any, *, method: Static[Any] = ...) -> Traced[Any]: ...
def matrix_rank(M: Any, rtol: Any = ..., *, hermitian: Static[Any] = ...) -> Traced[Any]: ...
def cond(x: Any, p: Static[Any] = ...) -> Traced[Any]: ...
def qr(a: Any, mode: Static[Any] = ...) -> Traced[Any]: ...
def pinv(a: Any, rtol: Any = ..., hermitian: Static[Any] = ...) -> Traced[Any]: ...
