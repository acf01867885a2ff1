"""`match` on a traced integer under jit: `case None` is an identity test, but the
or-pattern `1 | 2` compares with `==` and converts the traced result to bool."""

import jax
import jax.numpy as jnp


@jax.jit
def episode_value(rewards, horizon):
    match horizon:
        case None:
            gamma = 1.0
        case 1 | 2:  # E: jax-traced-bool
            gamma = 0.5
        case _:
            gamma = 0.9
    steps = jnp.arange(rewards.shape[0])
    return jnp.sum(rewards * gamma**steps)


episode_value(jnp.ones(5), horizon=3)
