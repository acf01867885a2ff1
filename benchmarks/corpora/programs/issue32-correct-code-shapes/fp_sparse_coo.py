from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class COO(NamedTuple):
    rows: jax.Array
    cols: jax.Array
    vals: jax.Array
    shape: tuple


@partial(jax.jit, static_argnames=("max_nnz",))
def to_coo(dense, max_nnz):
    rows, cols = jnp.nonzero(dense, size=max_nnz, fill_value=0)
    n = jnp.count_nonzero(dense)
    vals = jnp.where(jnp.arange(max_nnz) < n, dense[rows, cols], 0.0)
    return rows, cols, vals


@partial(jax.jit, static_argnames=("shape",))
def coo_matvec(rows, cols, vals, x, shape):
    return jnp.zeros(shape[0], x.dtype).at[rows].add(vals * x[cols])


@jax.jit
def empty_pattern(dense):
    idx = jnp.argwhere(dense > 1e6, size=0)
    return idx.shape, jnp.argwhere(dense > 0, size=1, fill_value=-1)


def sparsify(dense, slack=1.25):
    nnz = int(jnp.count_nonzero(dense))
    return COO(*to_coo(dense, max(1, int(nnz * slack))), shape=dense.shape)


key = jax.random.PRNGKey(3)
dense = jnp.where(jax.random.uniform(key, (6, 5)) < 0.3, jax.random.normal(key, (6, 5)), 0.0)
m = sparsify(dense)
x = jnp.arange(5.0)
print(m.rows.shape, jnp.allclose(coo_matvec(m.rows, m.cols, m.vals, x, m.shape), dense @ x))
print(empty_pattern(dense))
