"""Ban items and rescale scores with functional index updates."""

import jax
import jax.numpy as jnp


def ban(scores, banned):
    for b in banned:
        scores = scores.at[b].set(-jnp.inf)
    return scores


@jax.jit
def rank(scores, boost_idx):
    scores = ban(scores, (0, 3))
    scores = scores.at[boost_idx].multiply(2.0)
    return jnp.argsort(-scores), scores[boost_idx]


if __name__ == "__main__":
    scores = jnp.array([0.9, 0.1, 0.5, 0.8, 0.3])
    order, boosted = rank(scores, 2)
    print(order, boosted)
    host = jax.device_get(scores)
    host = host.copy()
    host[1] = 0.0
    print(host)
