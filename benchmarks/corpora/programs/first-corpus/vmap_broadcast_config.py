"""Per-example polynomial features with a shared, unbatched degree."""

import jax
import jax.numpy as jnp


def features(x, degree):
    cols = [x**k for k in range(degree + 1)]
    if degree > 2:
        cols.append(jnp.sin(x))
    return jnp.stack(cols)


def batch_features(xs, degree):
    return jax.vmap(features, in_axes=(0, None))(xs, degree)


if __name__ == "__main__":
    xs = jnp.linspace(0.0, 1.0, 5)
    print(batch_features(xs, 2).shape)
    print(batch_features(xs, 4).shape)
