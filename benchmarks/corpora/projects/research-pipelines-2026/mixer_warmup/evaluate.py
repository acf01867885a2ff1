import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def accuracy(model, images, labels):
    logits = jax.vmap(model)(images)
    return jnp.mean(jnp.argmax(logits, -1) == labels)
