import functools

import jax
import jax.numpy as jnp


def filter_top_k(logits, k):
    if k is None or k >= logits.shape[-1]:
        return logits
    kth = jax.lax.top_k(logits, k)[0][..., -1:]
    return jnp.where(logits < kth, -jnp.inf, logits)


def sample_token(key, logits, temperature, top_k):
    if temperature == 0.0:
        return jnp.argmax(logits, axis=-1)
    logits = filter_top_k(logits / temperature, top_k)
    return jax.random.categorical(key, logits, axis=-1)


@functools.partial(jax.jit, static_argnames=("model", "prompt_len", "temperature", "top_k"))
def generate(model, params, prompt, key, prompt_len, temperature=1.0, top_k=None):
    batch, length = prompt.shape
    cache = model.init(jax.random.PRNGKey(0), jnp.zeros((batch, length), jnp.int32))["cache"]

    def step(carry, t):
        tokens, cache, key = carry
        tok = jax.lax.dynamic_slice_in_dim(tokens, t, 1, axis=1)
        pos = jnp.full((batch, 1), t)
        logits, mutated = model.apply({"params": params, "cache": cache}, tok,
                                      positions=pos, mutable=["cache"])
        key, sub = jax.random.split(key)
        nxt = sample_token(sub, logits[:, -1], temperature, top_k)
        nxt = jnp.where(t + 1 < prompt_len, tokens[:, t + 1], nxt)
        tokens = tokens.at[:, t + 1].set(nxt)
        return (tokens, mutated["cache"], key), None

    (tokens, _, _), _ = jax.lax.scan(step, (prompt, cache, key), jnp.arange(length - 1))
    return tokens
