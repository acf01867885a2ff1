import functools

import jax
import jax.numpy as jnp

from kvlm_ok import cache as cache_lib


@functools.partial(jax.jit, static_argnames=("model", "n_new"))
def greedy_generate(model, params, prompt, n_new):
    B, P = prompt.shape
    total = P + n_new
    caches = cache_lib.init_cache(model.cfg, B)
    padded = jnp.concatenate([prompt, jnp.zeros((B, n_new), prompt.dtype)], axis=1)

    def step(carry, pos):
        tokens, caches = carry
        tok = tokens[:, pos]
        logits, caches = model.apply(params, tok, caches, pos, method=model.decode_step)
        nxt = jnp.argmax(logits, -1).astype(tokens.dtype)
        # only overwrite positions after the prompt
        write = pos + 1 >= P
        tokens = tokens.at[:, pos + 1].set(jnp.where(write, nxt, tokens[:, pos + 1]))
        return (tokens, caches), None

    (tokens, _), _ = jax.lax.scan(step, (padded, caches), jnp.arange(total - 1))
    return tokens
