import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("num_samples",))
def generate(state, key, num_samples):
    z = jax.random.normal(key, (num_samples, state.latent_dim))
    logits = state.apply_fn({"params": state.params}, z, method="decode")
    return jax.nn.sigmoid(logits)


def interpolate(state, z0, z1, steps=5):
    ts = jnp.linspace(0.0, 1.0, steps)[:, None]
    z = (1 - ts) * z0 + ts * z1
    return jax.nn.sigmoid(state.apply_fn({"params": state.params}, z, method="decode"))
