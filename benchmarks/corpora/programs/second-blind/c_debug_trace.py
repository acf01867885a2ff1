"""Tracking intermediate activations of an MLP."""
import jax
import jax.numpy as jnp

recorded = []


def mlp(params, x):
    for w, b in params:
        x = jnp.tanh(x @ w + b)
        recorded.append(x)
    return x


def init(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [(jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n)) for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


forward = jax.jit(mlp)


def activation_norms():
    return [jnp.linalg.norm(a) for a in recorded]


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(0), [3, 8, 8, 2])
    out = forward(params, jnp.ones((5, 3)))
    print(out.shape, len(recorded))
    norms = activation_norms()
    print(norms[0])
