import jax.numpy as jnp

from .base import IterativeSolver


class DampedJacobi(IterativeSolver, name="jacobi"):
    def init_state(self, A, b):
        return {"inv_diag": 1.0 / jnp.diag(A)}

    def update(self, A, b, x, state, k):
        r = self.residual(A, b, x)
        return x + self.cfg.damping * state["inv_diag"] * r, state
