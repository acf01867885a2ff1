"""Multi-step transition probabilities of a Markov chain."""
import jax
import jax.numpy as jnp


@jax.jit
def n_step_distribution(transition, start, n_steps):
    P_n = jnp.linalg.matrix_power(transition, n_steps)
    return start @ P_n


def fmt(dist):
    return " ".join(f"{p:.3f}" for p in dist.tolist())


P = jnp.array([[0.8, 0.15, 0.05],
               [0.1, 0.8, 0.1],
               [0.05, 0.25, 0.7]], dtype=jnp.float32)
start = jnp.array([1.0, 0.0, 0.0], dtype=jnp.float32)
for steps in (1, 4):
    print(steps, "steps:", fmt(n_step_distribution(P, start, steps)))
