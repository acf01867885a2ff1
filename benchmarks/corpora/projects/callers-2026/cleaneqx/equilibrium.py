import jax
import jax.numpy as jnp


def _cond(max_iter, tol):
    def cond(carry):
        i, z, delta = carry
        return jnp.logical_and(i < max_iter, delta > tol)

    return cond


def _body(f, x):
    def body(carry):
        i, z, _ = carry
        z_new = f(z, x)
        return i + 1, z_new, jnp.max(jnp.abs(z_new - z))

    return body


def solve(f, x, z0, max_iter, tol):
    init = (0, z0, jnp.asarray(jnp.inf, z0.dtype))
    n, z, _ = jax.lax.while_loop(_cond(max_iter, tol), _body(f, x), init)
    return z, n


def unrolled(f, x, z0, n_steps):
    z = z0
    for _ in range(n_steps):
        z = f(z, x)
    return z
