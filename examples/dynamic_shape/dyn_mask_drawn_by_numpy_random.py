"""A labeled-points mask drawn with NumPy on the host indexes the logits in a jitted loss:
jit traces the NumPy boolean array like any other, so `logits[labeled]` has a shape that
depends on the data."""

import jax
import jax.numpy as jnp
import numpy as np


def supervised_loss(logits, labels, labeled):
    return jnp.mean((logits[labeled] - labels[labeled]) ** 2)  # E: jax-dynamic-shape


@jax.jit
def loss_step(w, x, labels, labeled):
    return supervised_loss(x @ w, labels, labeled)


rng = np.random.default_rng(0)
x = rng.standard_normal((32, 3)).astype(np.float32)
labels = rng.standard_normal(32).astype(np.float32)
labeled = rng.random(32) < 0.25
print(loss_step(jnp.ones(3), x, labels, labeled))
