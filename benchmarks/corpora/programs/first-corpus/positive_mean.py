"""Average of the positive entries of each row."""

import jax
import jax.numpy as jnp


@jax.jit
def positive_mean(x):
    pos = x[x > 0]
    return pos.mean()


def row_means(rows):
    return jnp.stack([positive_mean(r) for r in rows])


def summary(rows):
    means = row_means(rows)
    return {"per_row": means, "overall": means.mean()}


if __name__ == "__main__":
    rows = jnp.array([[1.0, -2.0, 3.0], [-1.0, 4.0, 5.0]])
    print(summary(rows))
