"""Per-example hinge losses of a linear classifier, batched with vmap."""

import jax
import jax.numpy as jnp


class MarginLog:
    def __init__(self):
        self.margin = None
        self.count = 0

    def record(self, margin):
        self.margin = margin
        self.count += 1


def example_loss(w, x, y, log):
    margin = y * jnp.dot(w, x)
    log.record(margin)
    return jnp.maximum(0.0, 1.0 - margin)


def batch_losses(w, xs, ys, log):
    return jax.vmap(lambda x, y: example_loss(w, x, y, log))(xs, ys)


key = jax.random.PRNGKey(3)
xs = jax.random.normal(key, (16, 4))
w = jnp.array([0.5, -1.0, 0.25, 2.0])
ys = jnp.sign(xs @ w + 0.1)

log = MarginLog()
losses = batch_losses(w, xs, ys, log)
print("mean hinge loss", losses.mean(), "records", log.count)
print("smallest margin", jnp.min(log.margin))
