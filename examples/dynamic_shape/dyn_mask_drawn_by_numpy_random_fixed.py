"""Keep the shape: weight each point by the mask and divide by the count of labeled ones."""

import jax
import jax.numpy as jnp
import numpy as np


def supervised_loss(logits, labels, labeled):
    errors = jnp.where(labeled, (logits - labels) ** 2, 0.0)
    return jnp.sum(errors) / jnp.maximum(jnp.sum(labeled), 1)


@jax.jit
def loss_step(w, x, labels, labeled):
    return supervised_loss(x @ w, labels, labeled)


rng = np.random.default_rng(0)
x = rng.standard_normal((32, 3)).astype(np.float32)
labels = rng.standard_normal(32).astype(np.float32)
labeled = rng.random(32) < 0.25
print(loss_step(jnp.ones(3), x, labels, labeled))
