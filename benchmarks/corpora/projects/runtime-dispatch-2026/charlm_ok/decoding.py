"""One decoding step over a fixed-size token buffer."""
from jax import lax


def next_token(apply_fn, params, buffer, pos, key, sampler):
    logits = apply_fn({"params": params}, buffer[None, :])[0]
    step_logits = lax.dynamic_index_in_dim(logits, pos - 1, keepdims=False)
    token = sampler(step_logits, key)
    return buffer.at[pos].set(token.astype(buffer.dtype))
