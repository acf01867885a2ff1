"""Sample arguments for every entry of the API model in `stubs/`.

`PROBES[fullname]` is a list of variants. A variant maps parameter names (the model's names;
`self` for the array a method is called on) to sample values that make the call succeed
eagerly and under `jax.jit` with nothing traced. `tests/test_model_proof.py` then passes
one sample at a time into `jax.jit` as a traced argument:

- a `Static` parameter traced must make JAX raise;
- any other parameter with an array or number sample traced must run.

Markers:

- `ByType(value)`: a parameter static by its type (a dtype, a mode string, a precision).
  The eager call uses `value`; the proof passes a traced scalar in its place, which must
  make JAX raise, just as for any other `Static` parameter.
- `Fixed(value, why)`: held fixed in this variant, never traced (another variant proves
  the parameter); `why` says what makes this variant different.
- `Skip(value, reason)`: a `Static` parameter whose proof is skipped, with the reason.
  Keep these few.
"""

from __future__ import annotations

from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


@dataclass(frozen=True)
class ByType:
    value: object


@dataclass(frozen=True)
class Fixed:
    value: object
    why: str


@dataclass(frozen=True)
class Skip:
    value: object
    reason: str


Variant = dict[str, object]


def v(**samples: object) -> Variant:
    return samples


F32 = ByType(np.float32)
I32 = ByType(np.int32)

# Sample data: float32 NumPy arrays (closed over, they stay static under jit).
M23 = np.arange(6, dtype=np.float32).reshape(2, 3)
M32 = M23.T.copy()
M33 = np.array([[2, 1, 0], [1, 2, 1], [0, 1, 2]], dtype=np.float32)  # symmetric positive
M13 = np.ones((1, 3), np.float32)
M24 = np.arange(8, dtype=np.float32).reshape(2, 4)
B23 = np.array([[True, False, True], [True, True, False]])
V4 = np.array([3, 0, 2, 0], dtype=np.float32)
W4 = np.array([1, 2, 3, 4], dtype=np.float32)  # sorted
V3 = np.array([1, 0, 2], dtype=np.float32)
V2 = np.array([9, 9], dtype=np.float32)
B4 = np.array([True, False, True, True])
IV = np.array([0, 1, 1, 2], dtype=np.int32)
I23 = np.array([[0, 2, 1], [1, 0, 0]], dtype=np.int32)
P3 = np.array([0.2, 0.3, 0.5], dtype=np.float32)
S0 = np.float32(0.0)
S9 = np.float32(9.0)
# jax arrays, for methods and for NumPy functions that delegate to the array's method.
J23, J33, J13, JV4, JW4 = (jnp.asarray(a) for a in (M23, M33, M13, V4, W4))
KEY = jax.random.key(0)


def _body(carry: jax.Array, x: jax.Array) -> tuple[jax.Array, jax.Array]:
    return carry + x, carry


PROBES: dict[str, list[Variant]] = {}


def add(prefix: str, table: dict[str, list[Variant] | Variant]) -> None:
    for name, variants in table.items():
        PROBES[f"{prefix}.{name}"] = variants if isinstance(variants, list) else [variants]


_red = {"axis": 0, "keepdims": True}
_dtype_red = {**_red, "dtype": F32}

add(
    "jax.numpy",
    {
        # creation
        "zeros": v(shape=(3,), dtype=F32),
        "ones": v(shape=(3,), dtype=F32),
        "empty": v(shape=(3,), dtype=F32),
        "full": v(shape=(3,), fill_value=2.0, dtype=F32),
        "zeros_like": v(a=M23, dtype=F32, shape=(3,)),
        "ones_like": v(a=M23, dtype=F32, shape=(3,)),
        "empty_like": v(prototype=M23, dtype=F32, shape=(3,)),
        "full_like": v(a=M23, fill_value=1.0, dtype=F32, shape=(3,)),
        "eye": v(N=3, M=4, k=1, dtype=F32),
        "identity": v(n=3, dtype=F32),
        "tri": v(N=3, M=4, k=1, dtype=F32),
        "tril": v(m=M33, k=1),
        "triu": v(m=M33, k=1),
        "arange": v(start=1, stop=7, step=2, dtype=I32),
        "linspace": v(start=0.0, stop=1.0, num=5, endpoint=False, retstep=True, dtype=F32, axis=0),
        "logspace": v(start=0.0, stop=1.0, num=5, endpoint=False, base=2.0, dtype=F32, axis=0),
        "geomspace": v(start=1.0, stop=8.0, num=4, endpoint=False, dtype=F32, axis=0),
        "indices": v(dimensions=(2, 3), dtype=I32, sparse=True),
        "triu_indices": v(n=3, k=1, m=4),
        "tril_indices": v(n=3, k=1, m=4),
        "diag_indices": v(n=3, ndim=2),
        "triu_indices_from": v(arr=M33, k=1),
        "tril_indices_from": v(arr=M33, k=1),
        "array": v(object=V4, dtype=F32, copy=True, ndmin=2),
        "asarray": v(a=V4, dtype=F32),
        "hamming": v(M=4),
        "hanning": v(M=4),
        "blackman": v(M=4),
        "bartlett": v(M=4),
        "kaiser": v(M=4, beta=2.0),
        "meshgrid": v(xi=(V4, V3), copy=True, sparse=True, indexing=ByType("ij")),
        # shapes and axes
        "reshape": v(a=M23, shape=(3, 2), order=ByType("C")),
        "ravel": v(a=M23, order=ByType("C")),
        "broadcast_to": v(array=V4, shape=(2, 4)),
        "tile": v(A=V4, reps=(2,)),
        "repeat": [
            v(a=V4, repeats=2, axis=0),
            v(
                a=V4,
                repeats=2,
                total_repeat_length=8,
            ),
        ],
        "expand_dims": v(a=M23, axis=0),
        "squeeze": v(a=M13, axis=0),
        "transpose": v(a=M23, axes=(1, 0)),
        "swapaxes": v(a=M23, axis1=0, axis2=1),
        "moveaxis": v(a=M23, source=0, destination=1),
        "rollaxis": v(a=M23, axis=1, start=0),
        "concatenate": v(arrays=(V4, W4), axis=0, dtype=F32),
        "stack": v(arrays=(V4, W4), axis=0, dtype=F32),
        "split": [
            v(ary=V4, indices_or_sections=2, axis=0),
            v(ary=V4, indices_or_sections=(1, 3)),
        ],
        "array_split": v(ary=V4, indices_or_sections=3, axis=0),
        "hsplit": v(ary=M24, indices_or_sections=2),
        "vsplit": v(ary=M24, indices_or_sections=2),
        "unstack": v(x=M23, axis=0),
        "take": v(
            a=V4,
            indices=IV,
            axis=0,
            mode=ByType("fill"),
            unique_indices=True,
            indices_are_sorted=True,
            fill_value=0.0,
        ),
        "take_along_axis": v(arr=M23, indices=I23, axis=1, mode=ByType("fill"), fill_value=0.0),
        "roll": v(a=V4, shift=1, axis=0),
        "flip": v(m=M23, axis=0),
        "rot90": v(m=M33, k=1, axes=(0, 1)),
        "pad": v(array=V4, pad_width=((1, 2),), mode=ByType("constant")),
        "resize": v(a=V4, new_shape=(2, 3)),
        "delete": [
            v(arr=V4, obj=1, axis=0),
            v(
                arr=V4,
                obj=np.array([1]),
                assume_unique_indices=True,
            ),
        ],
        "insert": v(arr=V4, obj=1, values=9.0, axis=0),
        "append": v(arr=V4, values=W4, axis=0),
        "diagonal": v(a=M33, offset=1, axis1=0, axis2=1),
        "diag": v(v=M33, k=1),
        "ravel_multi_index": v(
            multi_index=(np.array([0, 1]), np.array([1, 2])), dims=(2, 3), mode=ByType("clip")
        ),
        "unravel_index": v(indices=np.array([1, 4]), shape=(2, 3)),
        "apply_along_axis": v(func1d=jnp.sum, axis=0, arr=M23),
        # reductions
        "sum": v(a=M23, **_dtype_red, promote_integers=False, initial=1.0, where=B23),
        "mean": v(a=M23, **_dtype_red),
        "max": v(a=M23, **_red, initial=-1.0, where=B23),
        "min": v(a=M23, **_red, initial=10.0, where=B23),
        "prod": v(a=M23, **_dtype_red, promote_integers=False, initial=1.0, where=B23),
        "any": v(a=B23, **_red),
        "all": v(a=B23, **_red),
        "nansum": v(a=M23, **_dtype_red),
        "nanmean": v(a=M23, **_dtype_red),
        "nanmax": v(a=M23, **_red),
        "nanmin": v(a=M23, **_red),
        "nanprod": v(a=M23, **_dtype_red),
        "median": v(a=M23, **_red, overwrite_input=False),
        "ptp": v(a=M23, **_red),
        "count_nonzero": v(a=M23, **_red),
        "argmax": v(a=M23, **_red),
        "argmin": v(a=M23, **_red),
        "nanargmax": v(a=M23, **_red),
        "nanargmin": v(a=M23, **_red),
        "std": v(a=M23, **_dtype_red, ddof=1),
        "var": v(a=M23, **_dtype_red, ddof=1),
        "average": v(a=M23, **_red, weights=np.array([1.0, 2.0]), returned=True),
        "percentile": v(a=M23, q=50, **_red, overwrite_input=False, method=ByType("linear")),
        "quantile": v(a=M23, q=0.5, **_red, overwrite_input=False, method=ByType("linear")),
        "cumsum": v(a=M23, axis=0, dtype=F32),
        "cumprod": v(a=M23, axis=0, dtype=F32),
        "cumulative_sum": v(x=M23, axis=0, dtype=F32, include_initial=True),
        "diff": v(a=V4, n=1, axis=0, prepend=S0, append=S9),
        "gradient": v(f=V4, axis=0),
        "cov": v(m=M23, rowvar=True, bias=True, ddof=1, dtype=F32),
        # sorting, searching, sets
        "sort": v(a=V4, axis=0, stable=True, descending=True),
        "argsort": v(a=V4, axis=0, stable=True, descending=True),
        "partition": v(a=V4, kth=1, axis=0),
        "argpartition": v(a=V4, kth=1, axis=0),
        "lexsort": v(keys=(V4, W4), axis=0),
        "nonzero": v(a=V4, size=3, fill_value=0),
        "flatnonzero": v(a=V4, size=3, fill_value=0),
        "argwhere": v(a=V4, size=3, fill_value=0),
        "where": [
            v(condition=B4, size=3, fill_value=0),
            v(condition=B4, x=V4, y=W4),
        ],
        "extract": v(condition=B4, arr=V4, size=3, fill_value=0.0),
        "compress": v(condition=B4, a=V4, axis=0, size=3, fill_value=0.0),
        "unique": v(
            ar=V4,
            return_index=True,
            return_inverse=True,
            return_counts=True,
            axis=0,
            equal_nan=False,
            size=3,
            fill_value=0.0,
        ),
        "unique_values": v(x=V4, size=3, fill_value=0.0),
        "unique_counts": v(x=V4, size=3, fill_value=0.0),
        "unique_inverse": v(x=V4, size=3, fill_value=0.0),
        "unique_all": v(x=V4, size=3, fill_value=0.0),
        "union1d": v(ar1=V4, ar2=W4, size=5, fill_value=0.0),
        "setdiff1d": v(ar1=V4, ar2=W4, assume_unique=True, size=3, fill_value=0.0),
        "intersect1d": v(
            ar1=V4, ar2=W4, assume_unique=True, return_indices=True, size=3, fill_value=0.0
        ),
        "setxor1d": v(ar1=V4, ar2=W4, assume_unique=True, size=3, fill_value=0.0),
        "isin": v(
            element=V4, test_elements=W4, assume_unique=True, invert=True, method=ByType("auto")
        ),
        "bincount": v(x=IV, weights=V4, minlength=4, length=5),
        "histogram": v(a=V4, bins=3, range=(0.0, 4.0), weights=W4, density=True),
        "digitize": v(x=V4, bins=np.array([0.5, 1.5, 2.5]), right=True, method=ByType("scan")),
        "searchsorted": v(a=W4, v=1.5, side=ByType("right"), method=ByType("scan")),
        # linear algebra and misc
        "tensordot": v(
            a=M23,
            b=M32,
            axes=1,
            precision=ByType(lax.Precision.HIGHEST),
            preferred_element_type=F32,
        ),
        "dot": v(a=M23, b=M32, precision=ByType(lax.Precision.HIGHEST), preferred_element_type=F32),
        "matmul": v(
            a=M23, b=M32, precision=ByType(lax.Precision.HIGHEST), preferred_element_type=F32
        ),
        "round": v(a=V4, decimals=1),
        "around": v(a=V4, decimals=1),
        "cross": v(a=V3, b=W4[:3], axisa=-1, axisb=-1, axisc=-1, axis=-1),
        "trace": v(a=M33, offset=1, axis1=0, axis2=1, dtype=F32),
        "clip": v(arr=V4, min=0.5, max=2.0),
        "convolve": v(
            a=V4,
            v=V3,
            mode=ByType("same"),
            precision=ByType(lax.Precision.HIGHEST),
            preferred_element_type=F32,
        ),
        "correlate": v(
            a=V4,
            v=V3,
            mode=ByType("same"),
            precision=ByType(lax.Precision.HIGHEST),
            preferred_element_type=F32,
        ),
        "polyval": v(p=V3, x=V4, unroll=2),
        "polyfit": [
            v(x=W4, y=V4, deg=1, rcond=1e-6, full=True),
            v(x=W4, y=V4, deg=Fixed(1, "proved by the first variant"), cov=True),
        ],
        "vander": v(x=V3, N=3, increasing=True),
        "packbits": v(
            a=np.array([1, 0, 1, 1, 0, 0, 0, 1], bool), axis=0, bitorder=ByType("little")
        ),
        "unpackbits": v(a=np.array([3], np.uint8), axis=0, count=4, bitorder=ByType("little")),
        "allclose": v(a=V4, b=W4, rtol=1e-5, atol=1e-8, equal_nan=True),
        "isclose": v(a=V4, b=W4, rtol=1e-5, atol=1e-8, equal_nan=True),
        "angle": v(z=V4 + 1j * W4, deg=True),
        "unwrap": v(p=V4, discont=3.0, axis=0, period=6.0),
        "trapezoid": v(y=V4, dx=1.0, axis=0),
        # static results
        "shape": v(a=M23),
        "ndim": v(a=M23),
        "size": v(a=M23),
        "result_type": v(args=(M23, V4)),
        "issubdtype": v(arg1=np.float32, arg2=jnp.floating),
        "promote_types": v(a=np.float32, b=np.int32),
        "can_cast": v(from_=np.float32, to=np.float64),
        "isdtype": v(dtype=np.float32, kind="real floating"),
        "iscomplexobj": v(x=M23),
        "isrealobj": v(x=M23),
        "isscalar": v(element=M23),
        "iterable": v(y=M23),
        "finfo": v(dtype=np.float32),
        "iinfo": v(int_type=np.int32),
        "dtype": v(dtype="float32"),
        "broadcast_shapes": v(shapes=((2, 1), (1, 3))),
    },
)

add(
    "jax.numpy.linalg",
    {
        "norm": v(x=M33, ord=1, axis=1, keepdims=True),
        "vector_norm": v(x=V4, axis=0, keepdims=True, ord=1),
        "matrix_norm": v(x=M33, keepdims=True, ord=1),
        "matrix_power": v(a=M33, n=2),
        "svd": v(a=M33, full_matrices=False, compute_uv=True, hermitian=True),
        "eigh": v(a=M33, UPLO=ByType("L"), symmetrize_input=False),
        "eigvalsh": v(a=M33, UPLO=ByType("L"), symmetrize_input=False),
        "cholesky": v(a=M33, upper=True, symmetrize_input=False),
        "slogdet": v(a=M33, method=ByType("lu")),
        "matrix_rank": v(M=M33, rtol=1e-6, hermitian=True),
        "cond": v(x=M33, p=1),
        "qr": v(a=M33, mode=ByType("complete")),
        "pinv": v(a=M33, rtol=1e-6, hermitian=True),
    },
)

_c4 = np.fft.fft(V4).astype(np.complex64)
_c22 = np.fft.rfftn(M23).astype(np.complex64)
_n = ByType("ortho")
add(
    "jax.numpy.fft",
    {
        "fft": v(a=V4, n=4, axis=0, norm=_n),
        "ifft": v(a=_c4, n=4, axis=0, norm=_n),
        "rfft": v(a=V4, n=4, axis=0, norm=_n),
        "irfft": v(a=_c4[:3], n=4, axis=0, norm=_n),
        "fftn": v(a=M23, s=(2, 3), axes=(0, 1), norm=_n),
        "ifftn": v(a=M23, s=(2, 3), axes=(0, 1), norm=_n),
        "rfftn": v(a=M23, s=(2, 3), axes=(0, 1), norm=_n),
        "irfftn": v(a=_c22, s=(2, 3), axes=(0, 1), norm=_n),
        "fft2": v(a=M23, s=(2, 3), axes=(0, 1), norm=_n),
        "ifft2": v(a=M23, s=(2, 3), axes=(0, 1), norm=_n),
        "rfft2": v(a=M23, s=(2, 3), axes=(0, 1), norm=_n),
        "irfft2": v(a=_c22, s=(2, 3), axes=(0, 1), norm=_n),
        "fftfreq": v(n=4, d=0.5, dtype=F32),
        "rfftfreq": v(n=4, d=0.5, dtype=F32),
        "fftshift": v(x=V4, axes=0),
        "ifftshift": v(x=V4, axes=0),
    },
)

_hi = ByType(lax.Precision.HIGHEST)
_lhs = np.arange(5, dtype=np.float32).reshape(1, 1, 5)
_rhs = np.ones((1, 1, 2), np.float32)
add(
    "jax.lax",
    {
        "scan": v(f=_body, init=S0, xs=V4, length=4, reverse=True, unroll=2),
        "fori_loop": [
            v(lower=0, upper=3, body_fun=lambda i, x: x + i, init_val=S0),
            v(
                lower=Fixed(0, "unroll needs static bounds"),
                upper=Fixed(3, "unroll needs static bounds"),
                body_fun=lambda i, x: x + i,
                init_val=S0,
                unroll=2,
            ),
        ],
        "while_loop": v(cond_fun=lambda x: x < 3, body_fun=lambda x: x + 1, init_val=S0),
        "cond": v(pred=True, true_fun=lambda x: x + 1, false_fun=lambda x: x - 1, operands=(S0,)),
        "switch": v(index=1, branches=(lambda x: x + 1, lambda x: x - 1), operands=(S0,)),
        "map": v(f=lambda x: x * 2, xs=V4, batch_size=2),
        "associative_scan": v(fn=lax.add, elems=V4, reverse=True, axis=0),
        "dynamic_slice": v(
            operand=V4, start_indices=(1,), slice_sizes=(2,), allow_negative_indices=True
        ),
        "dynamic_slice_in_dim": v(
            operand=V4, start_index=1, slice_size=2, axis=0, allow_negative_indices=True
        ),
        "dynamic_index_in_dim": v(
            operand=V4, index=1, axis=0, keepdims=False, allow_negative_indices=True
        ),
        "dynamic_update_slice": v(
            operand=V4, update=V2, start_indices=(1,), allow_negative_indices=True
        ),
        "dynamic_update_slice_in_dim": v(
            operand=V4, update=V2, start_index=1, axis=0, allow_negative_indices=True
        ),
        "dynamic_update_index_in_dim": v(
            operand=V4, update=S9, index=1, axis=0, allow_negative_indices=True
        ),
        "slice": v(operand=V4, start_indices=(1,), limit_indices=(3,), strides=(1,)),
        "slice_in_dim": v(operand=V4, start_index=1, limit_index=3, stride=1, axis=0),
        "index_in_dim": v(operand=V4, index=1, axis=0, keepdims=True),
        "reshape": v(operand=M23, new_sizes=(3, 2), dimensions=(1, 0)),
        "broadcast": v(operand=V4, sizes=(2,)),
        "broadcast_in_dim": v(operand=V4, shape=(2, 4), broadcast_dimensions=(1,)),
        "squeeze": v(array=M13, dimensions=(0,)),
        "expand_dims": v(array=V4, dimensions=(0,)),
        "transpose": v(operand=M23, permutation=(1, 0)),
        "rev": v(operand=V4, dimensions=(0,)),
        "pad": v(operand=V4, padding_value=S0, padding_config=((1, 1, 0),)),
        "concatenate": v(operands=(V4, W4), dimension=0),
        "split": v(operand=V4, sizes=(1, 3), axis=0),
        "collapse": v(operand=M23, start_dimension=0, stop_dimension=2),
        "top_k": v(operand=V4, k=2, axis=-1),
        "sort": v(operand=V4, dimension=0, is_stable=True, num_keys=1),
        "sort_key_val": v(keys=V4, values=W4, dimension=0, is_stable=True),
        "argmax": v(operand=M23, axis=0, index_dtype=I32),
        "argmin": v(operand=M23, axis=0, index_dtype=I32),
        "cumsum": v(operand=V4, axis=0, reverse=True),
        "cumprod": v(operand=V4, axis=0, reverse=True),
        "cummax": v(operand=V4, axis=0, reverse=True),
        "cummin": v(operand=V4, axis=0, reverse=True),
        "cumlogsumexp": v(operand=V4, axis=0, reverse=True),
        "reduce_sum": v(operand=M23, axes=(0,)),
        "reduce_max": v(operand=M23, axes=(0,)),
        "reduce_min": v(operand=M23, axes=(0,)),
        "reduce_prod": v(operand=M23, axes=(0,)),
        "reduce": v(operands=M23, init_values=S0, computation=lax.add, dimensions=(0,)),
        "iota": v(dtype=I32, size=4),
        "broadcasted_iota": v(dtype=I32, shape=(2, 3), dimension=1),
        "full": v(shape=(3,), fill_value=1.0, dtype=F32),
        "full_like": v(x=V4, fill_value=1.0, dtype=F32, shape=(3,)),
        "integer_pow": v(x=V4, y=2),
        "reduce_precision": v(operand=V4, exponent_bits=5, mantissa_bits=10),
        "conv_dimension_numbers": v(
            lhs_shape=(1, 1, 4),
            rhs_shape=(1, 1, 3),
            dimension_numbers=ByType(("NCH", "OIH", "NCH")),
        ),
        "padtype_to_pads": v(
            in_shape=(4, 4), window_shape=(3, 3), window_strides=(1, 1), padding=ByType("SAME")
        ),
        "conv_general_permutations": v(dimension_numbers=ByType(("NHWC", "HWIO", "NHWC"))),
        "conv_general_dilated": v(
            lhs=_lhs,
            rhs=_rhs,
            window_strides=(1,),
            padding=((0, 0),),
            lhs_dilation=(1,),
            rhs_dilation=(1,),
            dimension_numbers=ByType(("NCH", "OIH", "NCH")),
            feature_group_count=1,
            batch_group_count=1,
            precision=_hi,
            preferred_element_type=F32,
        ),
        "conv": v(
            lhs=_lhs,
            rhs=_rhs,
            window_strides=(1,),
            padding=ByType("VALID"),
            precision=_hi,
            preferred_element_type=F32,
        ),
        "reduce_window": v(
            operand=V4,
            init_value=S0,
            computation=lax.add,
            window_dimensions=(2,),
            window_strides=(1,),
            padding=((0, 0),),
            base_dilation=(1,),
            window_dilation=(1,),
        ),
        "dot_general": v(
            lhs=M23,
            rhs=M32,
            dimension_numbers=(((1,), (0,)), ((), ())),
            precision=_hi,
            preferred_element_type=F32,
        ),
        "rng_bit_generator": v(
            key=np.array([1, 2, 3, 4], np.uint32),
            shape=(3,),
            dtype=ByType(np.uint32),
            algorithm=ByType(lax.RandomAlgorithm.RNG_DEFAULT),
        ),
        "convert_element_type": v(operand=V4, new_dtype=I32),
        "clamp": v(min=np.float32(0.5), x=V4, max=np.float32(2.0)),
        "select": v(pred=B4, on_true=V4, on_false=W4),
        "broadcast_shapes": v(shapes=((2, 1), (1, 3))),
    },
)

_s = {"shape": (2,), "dtype": F32}
add(
    "jax.random",
    {
        "key": v(seed=0),
        "PRNGKey": v(seed=0),
        "split": [v(key=KEY, num=3), v(key=KEY, num=(2, 2))],
        "fold_in": v(key=KEY, data=1),
        "uniform": v(key=KEY, **_s, minval=0.0, maxval=2.0),
        "normal": v(key=KEY, **_s),
        "randint": v(key=KEY, shape=(2,), minval=0, maxval=5, dtype=I32),
        "bernoulli": v(key=KEY, p=0.5, shape=(2,)),
        "categorical": v(key=KEY, logits=V4, axis=-1, shape=(3,), replace=True, mode=ByType("low")),
        "choice": [
            v(key=KEY, a=V4, shape=(2,), replace=False, p=W4 / 10, axis=0, mode=ByType("low")),
            v(key=KEY, a=Fixed(5, "an int `a` is a population size: static"), shape=(2,)),
        ],
        "permutation": v(key=KEY, x=V4, axis=0, independent=True),
        "gamma": v(key=KEY, a=2.0, **_s),
        "beta": v(key=KEY, a=2.0, b=3.0, **_s),
        "poisson": v(key=KEY, lam=3.0, shape=(2,), dtype=I32),
        "exponential": v(key=KEY, **_s),
        "truncated_normal": v(key=KEY, lower=-1.0, upper=1.0, **_s),
        "multivariate_normal": v(
            key=KEY,
            mean=np.zeros(2, np.float32),
            cov=np.eye(2, dtype=np.float32),
            shape=(3,),
            dtype=F32,
            method=ByType("cholesky"),
        ),
        "dirichlet": v(key=KEY, alpha=np.ones(3, np.float32), **_s),
        "bits": v(key=KEY, shape=(2,), dtype=ByType(np.uint32)),
        "gumbel": v(key=KEY, **_s, mode=ByType("low")),
        "laplace": v(key=KEY, **_s),
        "logistic": v(key=KEY, **_s),
        "cauchy": v(key=KEY, **_s),
        "t": v(key=KEY, df=3.0, **_s),
        "chisquare": v(key=KEY, df=3.0, **_s),
        "orthogonal": v(key=KEY, n=3, **_s),
        "ball": v(key=KEY, d=3, p=2.0, **_s),
        "rademacher": v(key=KEY, shape=(2,), dtype=I32),
        "maxwell": v(key=KEY, **_s),
        "binomial": v(key=KEY, n=5.0, p=0.5, **_s),
        "geometric": v(key=KEY, p=0.5, shape=(2,), dtype=I32),
        "loggamma": v(key=KEY, a=2.0, **_s),
        "lognormal": v(key=KEY, sigma=1.0, **_s),
        "pareto": v(key=KEY, b=2.0, **_s),
        "triangular": v(key=KEY, left=0.0, mode=0.5, right=1.0, **_s),
        "wald": v(key=KEY, mean=1.0, **_s),
        "rayleigh": v(key=KEY, scale=1.0, **_s),
        "generalized_normal": v(key=KEY, p=2.0, **_s),
        "weibull_min": v(key=KEY, scale=1.0, concentration=2.0, **_s),
        "double_sided_maxwell": v(key=KEY, loc=0.0, scale=1.0, **_s),
        "multinomial": v(key=KEY, n=5.0, p=P3, shape=(2, 3), dtype=F32, unroll=2),
    },
)

add(
    "jax.nn",
    {
        "one_hot": v(x=IV, num_classes=4, dtype=F32, axis=-1),
        "softmax": v(x=M23, axis=0),
        "log_softmax": v(x=M23, axis=0),
        "logsumexp": v(a=M23, axis=0, b=M23, keepdims=True, return_sign=True),
        "standardize": v(x=M23, axis=0, epsilon=1e-5),
        "glu": v(x=M24, axis=-1),
        "gelu": v(x=V4, approximate=False),
        "logmeanexp": v(x=M23, axis=0, keepdims=True),
        "celu": v(x=V4, alpha=1.0),
        "elu": v(x=V4, alpha=1.0),
        "leaky_relu": v(x=V4, negative_slope=0.1),
    },
)

_seg = {
    "data": V4,
    "segment_ids": IV,
    "num_segments": 3,
    "indices_are_sorted": True,
    "unique_indices": False,
    "bucket_size": 2,
    "mode": ByType("clip"),
}
add(
    "jax.ops",
    {name: v(**_seg) for name in ("segment_sum", "segment_max", "segment_min", "segment_prod")},
)

add(
    "jax",
    {
        "device_count": v(),
        "local_device_count": v(),
        "devices": v(),
        "local_devices": v(),
        "process_index": v(),
        "process_count": v(),
        "default_backend": v(),
        "eval_shape": v(fun=lambda x: x * 2, args=(M23,)),
        "typeof": v(x=M23),
    },
)
add("jax.tree_util", {"tree_structure": v(tree=(M23, V4))})
add(
    "jax.dtypes",
    {
        "result_type": v(args=(M23,)),
        "canonicalize_dtype": v(dtype=np.float64),
        "issubdtype": v(a=np.float32, b=jnp.floating),
    },
)

_jred = {"axis": 0, "keepdims": True}
add(
    "jax.Array",
    {
        "reshape": v(self=J23, args=(3, 2), order=ByType("C")),
        "transpose": v(self=J23, args=(1, 0)),
        "astype": v(self=J23, dtype=I32),
        "sum": v(self=J23, **_jred, dtype=F32, promote_integers=False, initial=1.0, where=B23),
        "mean": v(self=J23, **_jred, dtype=F32),
        "max": v(self=J23, **_jred, initial=-1.0, where=B23),
        "min": v(self=J23, **_jred, initial=10.0, where=B23),
        "prod": v(self=J23, **_jred, dtype=F32, promote_integers=False, initial=1.0, where=B23),
        "any": v(self=jnp.asarray(B23), **_jred),
        "all": v(self=jnp.asarray(B23), **_jred),
        "argmax": v(self=J23, **_jred),
        "argmin": v(self=J23, **_jred),
        "std": v(self=J23, **_jred, dtype=F32, ddof=1),
        "var": v(self=J23, **_jred, dtype=F32, ddof=1),
        "ptp": v(self=J23, **_jred),
        "cumsum": v(self=J23, axis=0, dtype=F32),
        "cumprod": v(self=J23, axis=0, dtype=F32),
        "squeeze": v(self=J13, axis=0),
        "repeat": [
            v(self=JV4, repeats=2, axis=0),
            v(
                self=JV4,
                repeats=2,
                total_repeat_length=8,
            ),
        ],
        "take": v(
            self=JV4,
            indices=IV,
            axis=0,
            mode=ByType("fill"),
            unique_indices=True,
            indices_are_sorted=True,
            fill_value=0.0,
        ),
        "sort": v(self=JV4, axis=0, stable=True, descending=True),
        "argsort": v(self=JV4, axis=0, stable=True, descending=True),
        "argpartition": v(self=JV4, kth=1, axis=0),
        "flatten": v(self=J23, order=ByType("C")),
        "ravel": v(self=J23, order=ByType("C")),
        "swapaxes": v(self=J23, axis1=0, axis2=1),
        "diagonal": v(self=J33, offset=1, axis1=0, axis2=1),
        "trace": v(self=J33, offset=1, axis1=0, axis2=1, dtype=F32),
        "round": v(self=JV4, decimals=1),
        "clip": v(self=JV4, min=0.5, max=2.0),
        "searchsorted": v(self=JW4, v=1.5, side=ByType("right"), method=ByType("scan")),
        "nonzero": v(self=JV4, size=3, fill_value=0),
        "compress": v(self=JV4, condition=B4, axis=0, size=3, fill_value=0.0),
    },
)

# NumPy: `@converts` entries are probed with their first parameter traced. Entries that
# delegate get jax arrays as data, so that a traced axis meets JAX's rules, not NumPy's.
add(
    "numpy.linalg",
    {
        **{f: v(a=M33) for f in ("inv", "det", "slogdet", "eig", "eigvals", "eigh", "eigvalsh")},
        **{f: v(a=M33) for f in ("svd", "qr", "cholesky", "pinv")},
        "norm": v(x=V4),
        "solve": v(a=M33, b=V3),
        "lstsq": v(a=M33, b=V3),
        "matrix_rank": v(A=M33),
        "matrix_power": v(a=M33, n=2),
    },
)
add(
    "scipy.special",
    {
        **{f: v(a=W4) for f in ("logsumexp",)},
        **{f: v(x=W4) for f in ("softmax", "log_softmax", "expit", "gammaln", "gamma")},
        **{f: v(x=W4) for f in ("digamma", "erf", "erfc", "ndtr", "log_ndtr", "i0", "entr")},
        **{f: v(x=W4 / 8) for f in ("logit", "erfinv", "ndtri")},  # inside (0, 1)
        **{f: v(x1=W4, x2=W4) for f in ("xlogy", "xlog1py", "betaln")},
    },
)
add(
    "scipy.linalg",
    {
        **{f: v(a=M33) for f in ("inv", "det", "cholesky", "cho_factor", "lu_factor")},
        **{f: v(a=M33) for f in ("eigh", "qr", "svd")},
        **{f: v(a=M33, b=V3) for f in ("solve", "solve_triangular")},
        **{f: v(A=M33) for f in ("expm", "sqrtm")},
    },
)
add("scipy.signal", {f: v(in1=V4, in2=W4) for f in ("convolve", "fftconvolve")})
IMG = np.arange(2 * 4 * 4 * 1, dtype=np.float32).reshape(2, 4, 4, 1)
add(
    "jax.image",
    {
        "resize": v(image=IMG, shape=(2, 8, 8, 1), method=ByType("bilinear"), antialias=True),
    },
)
SIG = np.sin(np.arange(64, dtype=np.float32) / 3.0)
add(
    "jax.scipy.signal",
    {
        "stft": v(x=SIG, fs=100.0, nperseg=16, noverlap=8, nfft=16, axis=-1),
        "welch": v(x=SIG, fs=100.0, nperseg=16, noverlap=8, nfft=16, axis=-1),
        "istft": v(
            Zxx=np.ones((9, 5), np.complex64),
            fs=100.0,
            nperseg=16,
            noverlap=8,
            nfft=16,
            time_axis=-1,
            freq_axis=-2,
        ),
    },
)
add(
    "numpy.fft",
    {
        **{f: v(a=V4) for f in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")},
        **{f: v(a=M33) for f in ("fft2", "ifft2", "rfft2", "irfft2")},
        **{f: v(a=M33) for f in ("fftn", "ifftn", "rfftn", "irfftn")},
        **{f: v(x=V4) for f in ("fftshift", "ifftshift")},
    },
)
add(
    "numpy",
    {
        "asarray": v(a=V4),
        "array": v(object=V4),
        "asanyarray": v(a=V4),
        "ascontiguousarray": v(a=V4),
        "copy": v(a=V4),
        "float32": v(value=1.0),
        "float64": v(value=1.0),
        "int32": v(value=1),
        "int64": v(value=1),
        **{f: v(x=W4) for f in ("sin", "cos", "tan", "tanh", "exp", "log", "log1p", "sqrt")},
        **{f: v(x=V4) for f in ("square", "abs", "absolute", "floor", "ceil", "isnan")},
        "isfinite": v(x=V4),
        **{f: v(x1=V4, x2=W4) for f in ("maximum", "minimum", "add", "multiply", "power")},
        "clip": v(a=V4, a_min=0.0, a_max=1.0),
        "sort": v(a=V4),
        "where": v(condition=B4, x=V4, y=W4),
        "dot": v(a=M23, b=M32),
        "matmul": v(x1=M23, x2=M32),
        "outer": v(a=V4, b=W4),
        "concatenate": v(arrays=(V4, W4)),
        "stack": v(arrays=(V4, W4)),
        "unique": v(ar=V4),
        "ravel": v(a=V4),
        "expand_dims": v(a=V4, axis=0),
        "pad": v(array=V4, pad_width=1),
        "tile": v(A=V4, reps=2),
        "allclose": v(a=V4, b=W4),
        "isclose": v(a=V4, b=W4),
        "array_equal": v(a1=V4, a2=W4),
        "nan_to_num": v(x=V4),
        "median": v(a=V4),
        "percentile": v(a=V4, q=50.0),
        "average": v(a=V4),
        "diag": v(v=M33),
        "ptp": v(a=J23),
        "zeros_like": v(a=V4),
        "ones_like": v(a=V4),
        "linspace": v(start=0.0, stop=1.0),
        **{
            f: v(a=J23, axis=0, keepdims=True)
            for f in ("sum", "mean", "max", "min", "amax", "amin", "prod", "std", "var")
        },
        **{f: v(a=jnp.asarray(B23), axis=0, keepdims=True) for f in ("any", "all")},
        **{f: v(a=J23, axis=0, keepdims=True) for f in ("argmax", "argmin")},
        "cumsum": v(a=J23, axis=0),
        "cumprod": v(a=J23, axis=0),
        "reshape": v(a=J23, shape=(3, 2), order=ByType("C")),
        "transpose": v(a=J23, axes=(1, 0)),
        "squeeze": v(a=J13, axis=0),
        "swapaxes": v(a=J23, axis1=0, axis2=1),
        "repeat": v(a=JV4, repeats=2, axis=0),
        "take": v(a=JV4, indices=IV, axis=0, mode=ByType("clip")),
        "round": v(a=JV4, decimals=1),
        "around": v(a=JV4, decimals=1),
        "split": v(ary=JV4, indices_or_sections=2, axis=0),
        "trace": v(a=J33),
        "diagonal": v(a=J33),
        "searchsorted": v(a=JW4, v=1.5, side=ByType("right")),
        "shape": v(a=M23),
        "ndim": v(a=M23),
        "size": v(a=M23),
        **{
            f: v(x=W4)
            for f in (
                *("sign", "log2", "log10", "exp2", "expm1", "sinh", "cosh", "arctan"),
                *("reciprocal", "negative", "trunc", "rint", "fabs", "cbrt", "degrees"),
                *("radians", "deg2rad", "rad2deg", "logical_not", "isinf", "signbit", "conj"),
            )
        },
        **{f: v(x=P3) for f in ("arcsin", "arccos")},
        **{
            f: v(x1=V4, x2=W4)
            for f in (
                *("subtract", "divide", "true_divide", "floor_divide", "mod", "remainder"),
                *("arctan2", "hypot", "fmax", "fmin", "logaddexp", "logical_and", "logical_or"),
                *("logical_xor", "greater", "greater_equal", "less", "less_equal", "equal"),
                "not_equal",
            )
        },
        "diff": v(a=V4),
        "roll": v(a=V4, shift=1),
        "cross": v(a=V3, b=P3),
        "bincount": v(x=IV),
        "interp": v(x=V4, xp=W4, fp=V4),
        **{f: v(m=M33) for f in ("triu", "tril")},
        **{f: v(a=V4, b=W4) for f in ("kron", "inner", "vdot")},
        **{f: v(tup=(V4, W4)) for f in ("vstack", "hstack", "column_stack", "dstack")},
        **{f: v(a=V4) for f in ("argwhere", "flatnonzero", "count_nonzero", "nonzero")},
        "histogram": v(a=V4),
        "digitize": v(x=V4, bins=W4),
        "isin": v(element=V4, test_elements=W4),
        **{f: v(a=V4, v=W4) for f in ("convolve", "correlate")},
        "polyval": v(p=V4, x=W4),
        "cov": v(m=M33),
        "corrcoef": v(x=M33),
        "full_like": v(a=V4, fill_value=1.0),
        "empty_like": v(prototype=V4),
        "arange": v(start_or_stop=S9),
        "trapezoid": v(y=V4),
        "gradient": v(f=V4),
        "tensordot": v(a=V4, b=W4, axes=1),
        **{f: v(a=V4) for f in ("nanmean", "nansum", "nanmax", "nanmin")},
        "quantile": v(a=V4, q=0.5),
        "append": v(arr=V4, values=W4),
        "insert": v(arr=V4, obj=1, values=9.0),
        "delete": v(arr=V4, obj=1),
        **{f: v(m=M33) for f in ("fliplr", "flipud", "rot90")},
        **{f: v(a=V4, kth=1) for f in ("partition", "argpartition")},
        "broadcast_to": v(array=V4, shape=(2, 4)),
        "resize": v(a=V4, new_shape=6),
        **{f: v(a=V4) for f in ("nanstd", "nanvar", "nanargmax", "nanargmin", "nanmedian")},
        "sinc": v(x=V4),
        "heaviside": v(x1=V4, x2=0.5),
        "angle": v(z=V4),
        "unravel_index": v(indices=IV, shape=(2, 2)),
        "flip": v(m=J23),
        "moveaxis": v(a=J23, source=0, destination=1),
        **{f: v(val=JV4) for f in ("real", "imag")},
    },
)
L23 = np.array([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]], dtype=np.float32)  # one-hot labels
IL2 = np.array([1, 0], dtype=np.int32)
add(
    "optax",
    {
        "global_norm": v(updates={"w": M23, "b": V3}),
        "safe_norm": v(x=M23, min_norm=0.0, ord=2, axis=1, keepdims=True),
        "safe_root_mean_squares": v(x=V4, min_rms=0.0),
        **{f: v(predictions=V4, targets=W4) for f in ("l2_loss", "squared_error", "log_cosh")},
        "huber_loss": v(predictions=V4, targets=W4, delta=1.0),
        "softmax_cross_entropy": v(logits=M23, labels=L23, axis=1, where=None),
        "softmax_cross_entropy_with_integer_labels": v(logits=M23, labels=IL2, axis=1),
        "sigmoid_binary_cross_entropy": v(logits=M23, labels=L23),
        **{
            f: v(predictions=M23, targets=L23, epsilon=1e-6, axis=1)
            for f in ("cosine_similarity", "cosine_distance")
        },
        "hinge_loss": v(predictor_outputs=V4, targets=W4),
        "kl_divergence": v(log_predictions=M23, targets=L23, axis=1),
    },
)
add("optax.tree", {"norm": v(tree={"w": M23, "b": V3}, ord=2, squared=True)})
