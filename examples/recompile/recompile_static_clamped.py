"""A Gumbel-softmax temperature annealed toward a floor and passed as a static argument:
it takes a new value on every step until it reaches the floor, and each new float is a
new cache key, so each of those steps compiles again."""

import jax
import jax.numpy as jnp


def relaxed_onehot(key, logits, tau):
    return jax.nn.softmax((logits + jax.random.gumbel(key, logits.shape)) / tau)


relaxed = jax.jit(relaxed_onehot, static_argnums=2)

key = jax.random.PRNGKey(1)
logits = jnp.zeros((4, 6))
tau = 2.0
min_tau = 0.5
for _ in range(4):
    key, sub = jax.random.split(key)
    soft = relaxed(sub, logits, tau)  # N: jax-recompile
    tau = max(min_tau, tau * 0.9)
