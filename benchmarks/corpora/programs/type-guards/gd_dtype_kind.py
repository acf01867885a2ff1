import jax
import jax.numpy as jnp
import numpy as np


def safe_log(x):
    kind = np.dtype(x.dtype).kind
    if kind in ("i", "u", "b"):
        x = x.astype(jnp.float32)
    elif kind == "c":
        return jnp.log(x)
    return jnp.log(jnp.maximum(x, 1e-12))


def log_likelihood(p, counts):
    return jnp.sum(safe_log(counts) * safe_log(p))


def main():
    p = jnp.array([0.2, 0.3, 0.5])
    counts = jnp.array([1, 2, 3])
    print(round(float(jax.jit(log_likelihood)(p, counts)), 4))
    g = jax.grad(log_likelihood)(p, counts)
    print(g.shape)
    print(jax.vmap(safe_log)(jnp.ones((2, 2), dtype=jnp.int32)).dtype)


if __name__ == "__main__":
    main()
