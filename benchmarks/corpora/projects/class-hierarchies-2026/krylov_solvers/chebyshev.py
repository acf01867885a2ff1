import jax.numpy as jnp

from .base import IterativeSolver


class Chebyshev(IterativeSolver, name="chebyshev"):
    """Chebyshev semi-iteration with Gershgorin eigenvalue bounds. The
    iteration count is chosen from the bound on the condition number."""

    def spectral_bounds(self, A):
        d = jnp.diag(A)
        radius = jnp.sum(jnp.abs(A), axis=1) - jnp.abs(d)
        lo = jnp.maximum(jnp.min(d - radius), self.cfg.min_eig)
        hi = jnp.max(d + radius)
        return lo, hi

    def num_iterations(self, A, b):
        lo, hi = self.spectral_bounds(A)
        kappa = hi / lo
        n = jnp.ceil(0.5 * jnp.sqrt(kappa) * jnp.log(2.0 / self.cfg.tol))
        return jnp.minimum(n, self.cfg.max_iters).astype(jnp.int32)

    def init_state(self, A, b):
        lo, hi = self.spectral_bounds(A)
        return {
            "center": 0.5 * (hi + lo),
            "half_width": 0.5 * (hi - lo),
            "p": jnp.zeros_like(b),
            "alpha": jnp.ones(()),
        }

    def update(self, A, b, x, state, k):
        r = self.residual(A, b, x)
        d, c = state["center"], state["half_width"]
        alpha = state["alpha"]
        if k == 0:
            p = r
            alpha = 1.0 / d
        else:
            beta = 0.5 * (c * alpha) ** 2 if k == 1 else (0.5 * c * alpha) ** 2
            alpha = 1.0 / (d - beta / alpha)
            p = r + beta * state["p"]
        return x + alpha * p, dict(state, p=p, alpha=alpha)
