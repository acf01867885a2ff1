"""Pass the temperature traced: it is only divided by, so JAX needs no concrete value, and
one compilation serves every step."""

import jax
import jax.numpy as jnp


def relaxed_onehot(key, logits, tau):
    return jax.nn.softmax((logits + jax.random.gumbel(key, logits.shape)) / tau)


relaxed = jax.jit(relaxed_onehot)

key = jax.random.PRNGKey(1)
logits = jnp.zeros((4, 6))
tau = 2.0
min_tau = 0.5
for _ in range(4):
    key, sub = jax.random.split(key)
    soft = relaxed(sub, logits, tau)
    tau = max(min_tau, tau * 0.9)
