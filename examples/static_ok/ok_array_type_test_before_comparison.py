"""Top-p sampling that skips the cut when `p` is a Python number of at least 1: the type
test names the project's alias of `jax.Array`, and an array `p` (computed, closed over by
a `lax.cond` branch) makes `and` stop before the comparison."""

import jax
import jax.numpy as jnp

JTensor = jax.Array


def top_p_mask(logits, p):
    if not isinstance(p, JTensor) and p >= 1.0:
        return logits
    return jnp.where(jax.nn.softmax(logits) >= 1.0 - p, logits, -jnp.inf)


def sample_logits(logits, p):
    use_cut = jnp.any(p < 1.0)
    return jax.lax.cond(use_cut, lambda: top_p_mask(logits, p), lambda: logits)


print(sample_logits(jnp.ones(4), jnp.array(0.9)))
print(top_p_mask(jnp.ones(4), 1.0))
