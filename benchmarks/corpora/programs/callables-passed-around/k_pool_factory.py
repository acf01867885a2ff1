"""Pooling layers sized from the input inside a compiled function."""
import jax
import jax.numpy as jnp


def make_pool(size, op):
    def pool(x):
        blocks = x[: size * (x.shape[0] // size)].reshape(-1, size)
        parts = [blocks[:, j] for j in range(size)]
        out = parts[0]
        for p in parts[1:]:
            out = op(out, p)
        return out
    return pool


def run_all(pools, x):
    return [p(x) for p in pools]


@jax.jit
def summarise(x):
    half = x.shape[0] // 2
    pools = [make_pool(2, jnp.maximum), make_pool(half, jnp.add)]
    buf = jnp.zeros((half,))
    outs = run_all(pools, x)
    return buf + outs[0][:half], outs[1]


print(summarise(jnp.arange(8.0)))
