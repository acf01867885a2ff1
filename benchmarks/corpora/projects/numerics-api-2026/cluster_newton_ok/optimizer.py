import jax
import jax.numpy as jnp
from jax import lax

STEP_FRACTIONS = jnp.array([1.0, 0.5, 0.25, 0.125])


def make_newton_step(energy, damping=0.3):
    grad = jax.grad(energy)
    hess = jax.hessian(energy)

    @jax.jit
    def step(x):
        g = grad(x)
        H = hess(x)
        # shift the spectrum so the model is convex (Levenberg-style)
        shift = jnp.maximum(0.0, -jnp.min(jnp.linalg.eigvalsh(H))) + damping
        dx = -jnp.linalg.solve(H + shift * jnp.eye(x.shape[0]), g)
        trials = x + STEP_FRACTIONS[:, None] * dx
        e_trials = jax.vmap(energy)(trials)
        best = trials[jnp.argmin(e_trials)]
        # fall back to a short gradient step when no Newton fraction goes downhill
        return lax.cond(jnp.min(e_trials) < energy(x),
                        lambda: best,
                        lambda: x - 0.02 * g / jnp.linalg.norm(g)), jnp.linalg.norm(g)

    return step
