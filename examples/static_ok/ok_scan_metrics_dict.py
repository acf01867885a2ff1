"""`lax.scan` stacks a dict of metrics into a dict: adding a key to it is plain Python."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def train(w, x, y):
    def body(w, _):
        loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        return w - 0.1 * g, {"loss": loss, "gnorm": jnp.linalg.norm(g)}

    w, metrics = lax.scan(body, w, None, length=5)
    metrics["final_loss"] = metrics["loss"][-1]
    return w, metrics


train(jnp.zeros(2), jnp.ones((4, 2)), jnp.ones(4))
