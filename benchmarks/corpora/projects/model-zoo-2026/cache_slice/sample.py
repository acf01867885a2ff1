import functools

import jax
import jax.numpy as jnp

from .models import init_cache


@functools.partial(jax.jit, static_argnames=("model", "mcfg", "scfg"))
def sample(params, key, model, mcfg, scfg):
    cache = init_cache(mcfg, scfg.batch)
    tok = jnp.full((scfg.batch,), scfg.bos, jnp.int32)

    def step(carry, _):
        tok, cache, key, pos = carry
        logits, cache = model.apply({"params": params}, tok, pos, cache)
        key, sub = jax.random.split(key)
        nxt = jax.random.categorical(sub, logits / scfg.temperature).astype(jnp.int32)
        return (nxt, cache, key, pos + 1), nxt

    carry = (tok, cache, key, jnp.int32(0))
    _, toks = jax.lax.scan(step, carry, None, length=mcfg.max_len)
    return toks.T
