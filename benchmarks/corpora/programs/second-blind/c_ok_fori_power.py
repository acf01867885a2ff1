"""Power iteration for the leading eigenvector with fori_loop."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def power_iteration(a, n_iter):
    v0 = jnp.ones(a.shape[0]) / jnp.sqrt(a.shape[0])

    def body(i, v):
        w = a @ v
        return w / jnp.linalg.norm(w)

    v = lax.fori_loop(0, n_iter, body, v0)
    return v, v @ a @ v


def symmetric(key, n):
    m = jax.random.normal(key, (n, n))
    return (m + m.T) / 2


if __name__ == "__main__":
    a = symmetric(jax.random.PRNGKey(0), 5)
    v, lam = power_iteration(a, 200)
    print(float(lam), float(jnp.max(jnp.abs(jnp.linalg.eigvalsh(a)))))
