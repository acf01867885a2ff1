"""Gather the features whose gate is active."""

import jax
import jax.numpy as jnp


@jax.jit
def active_features(x, gate):
    idx = jnp.nonzero(gate > 0.5)[0]
    return x[idx]


def gate_scores(key, n):
    return jax.random.uniform(key, (n,))


def main():
    key = jax.random.PRNGKey(7)
    k1, k2 = jax.random.split(key)
    x = jax.random.normal(k1, (12,))
    gate = gate_scores(k2, 12)
    out = active_features(x, gate)
    print(out.shape, out)


if __name__ == "__main__":
    main()
