"""Eager validation of a dataset before it is handed to compiled code."""

import jax
import jax.numpy as jnp


def validate(x, y):
    if jnp.any(jnp.isnan(x)):
        raise ValueError("NaN in inputs")
    if not jnp.array_equal(jnp.unique(y), jnp.arange(int(y.max()) + 1)):
        raise ValueError("labels must be contiguous")
    n_pos = int(jnp.sum(y > 0))
    return {"n": len(x), "n_pos": n_pos, "mean": float(x.mean()), "first": x[0].tolist()}


@jax.jit
def featurize(x):
    return jnp.concatenate([x, x**2], axis=-1)


if __name__ == "__main__":
    x = jax.random.normal(jax.random.PRNGKey(0), (10, 2))
    y = jnp.arange(10) % 3
    print(validate(x, y))
    print(featurize(x[x[:, 0] > 0]).shape)
