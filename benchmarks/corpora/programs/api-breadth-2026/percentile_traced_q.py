"""Robust clipping of activations at a percentile chosen per call."""
import jax
import jax.numpy as jnp


@jax.jit
def clip_to_percentile(activations, q):
    upper = jnp.percentile(activations, q)
    lower = jnp.percentile(activations, 100.0 - q)
    return jnp.clip(activations, lower, upper)


def spread(x):
    return round(float(x.max() - x.min()), 4)


key = jax.random.key(11)
acts = jax.random.normal(key, (1000,))
print("raw spread:", spread(acts))
for q in (99.0, 90.0):
    clipped = clip_to_percentile(acts, jnp.float32(q))
    print(f"q={q}: spread {spread(clipped)}")
