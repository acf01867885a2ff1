"""Mean of the valid tokens computed with a weighted sum instead of boolean indexing."""

import jax
import jax.numpy as jnp

PAD = 0


def sequence_loss(logits, targets):
    logp = jax.nn.log_softmax(logits, axis=-1)
    picked = jnp.take_along_axis(logp, targets[:, None], axis=-1)[:, 0]
    valid = targets != PAD
    return -jnp.sum(jnp.where(valid, picked, 0.0)) / jnp.maximum(valid.sum(), 1)


@jax.jit
def batch_loss(logits, targets):
    return jax.vmap(sequence_loss)(logits, targets).mean()


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    logits = jax.random.normal(key, (3, 6, 10))
    targets = jnp.array([[5, 3, 2, 0, 0, 0], [1, 2, 3, 4, 5, 6], [7, 0, 0, 0, 0, 0]])
    print(batch_loss(logits, targets))
