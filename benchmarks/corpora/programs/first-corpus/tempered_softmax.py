"""Temperature-scaled softmax where the temperature is a module-level constant."""

import jax
import jax.numpy as jnp

TEMPERATURE = jnp.array(0.5)


@jax.jit
def tempered_softmax(logits):
    scaled = logits / TEMPERATURE if TEMPERATURE > 0 else logits
    return jax.nn.softmax(scaled, axis=-1)


def top_choice(logits):
    probs = tempered_softmax(logits)
    return jnp.argmax(probs, axis=-1), probs.max(axis=-1)


if __name__ == "__main__":
    logits = jnp.array([[1.0, 2.0, 0.5], [0.1, 0.1, 3.0]])
    idx, p = top_choice(logits)
    print(idx, p)
