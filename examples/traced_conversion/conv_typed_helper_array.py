"""A typed helper in the jitted function's own module (a parameter typed `jax.Array`) reads it with `int()`, which needs a concrete value."""

import jax
import jax.numpy as jnp


def top_class(logits: jax.Array):
    return int(jnp.argmax(logits))  # E: jax-traced-conversion


@jax.jit
def predict(logits):
    return top_class(logits)


print(predict(jnp.array([[0.1, 0.7, 0.2]])))
