"""Computes a running product of per-step survival probabilities with lax.fori_loop."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def survival_curve(hazards):
    n = hazards.shape[0]
    surv = jnp.ones(n)

    def body(i, surv):
        prev = jnp.where(i > 0, surv[i - 1], 1.0)
        surv = surv.at[i].set(prev * (1.0 - hazards[i]))
        return surv

    return lax.fori_loop(0, n, body, surv)


hazards = jnp.array([0.05, 0.1, 0.2, 0.1, 0.3])
curve = survival_curve(hazards)
print(curve)
print("closed form matches:", bool(jnp.allclose(curve, jnp.cumprod(1.0 - hazards))))
