import jax
import jax.numpy as jnp


@jax.jit
def crop(state, length):
    seq = state["tokens"]
    return seq[1:length]


print(crop({"tokens": jnp.arange(12)}, 5))
