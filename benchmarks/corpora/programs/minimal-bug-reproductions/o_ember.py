import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnames=("k", "window"))
def top_in_window(scores, start, k, window):
    segment = lax.dynamic_slice(scores, (start,), (window,))
    vals, idx = lax.top_k(segment, k)
    return vals, idx + start


@jax.jit
def gather_labels(logits, label_ids):
    log_probs = jax.nn.log_softmax(logits, axis=-1)
    picked = jnp.take_along_axis(log_probs, label_ids[:, None], axis=1)
    return -picked.squeeze(1).mean()


scores = jnp.sin(jnp.arange(30.0) * 0.7)
for start in (0, 5, 12):
    vals, idx = top_in_window(scores, start, k=2, window=8)
    print(start, idx, vals.round(3))

logits = jax.random.normal(jax.random.key(0), (4, 5))
labels = jnp.array([0, 3, 1, 4])
print(float(gather_labels(logits, labels)))
