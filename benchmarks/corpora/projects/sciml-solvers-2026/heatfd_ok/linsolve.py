import jax.numpy as jnp
from jax import lax


def conjugate_gradient(matvec, b, x0=None, tol=1e-6, maxiter=500):
    if x0 is None:
        x0 = jnp.zeros_like(b)
    r0 = b - matvec(x0)
    rs0 = jnp.vdot(r0, r0)
    threshold = tol ** 2 * jnp.vdot(b, b)

    def not_converged(state):
        _, _, _, rs, k = state
        return (rs > threshold) & (k < maxiter)

    def iterate(state):
        x, r, p, rs, k = state
        ap = matvec(p)
        alpha = rs / jnp.vdot(p, ap)
        x = x + alpha * p
        r = r - alpha * ap
        rs_new = jnp.vdot(r, r)
        p = r + (rs_new / rs) * p
        return x, r, p, rs_new, k + 1

    x, _, _, _, k = lax.while_loop(not_converged, iterate, (x0, r0, r0, rs0, 0))
    return x, k
