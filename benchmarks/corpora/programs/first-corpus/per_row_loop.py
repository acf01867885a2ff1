"""Row-wise cumulative products computed with a Python loop over the batch size."""

import jax
import jax.numpy as jnp


def row_products(x):
    rows = []
    for i in range(len(x)):
        rows.append(jnp.cumprod(x[i]))
    return jnp.stack(rows)


@jax.jit
def normalized_products(x):
    p = row_products(x)
    for j in range(x.shape[1]):
        p = p.at[:, j].divide(j + 1)
    return p


if __name__ == "__main__":
    x = jnp.arange(1.0, 7.0).reshape(2, 3)
    print(normalized_products(x))
