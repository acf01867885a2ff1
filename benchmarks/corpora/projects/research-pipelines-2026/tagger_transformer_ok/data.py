import jax
import jax.numpy as jnp

PAD_ID = 0


def make_batch(key, opts):
    b, L = opts["batch"], opts["max_len"]
    k_tok, k_len = jax.random.split(key)
    tokens = jax.random.randint(k_tok, (b, L), 1, opts["vocab"])
    lengths = jax.random.randint(k_len, (b,), opts["min_len"], L + 1)
    mask = jnp.arange(L)[None, :] < lengths[:, None]
    prev = jnp.concatenate([jnp.zeros((b, 1), tokens.dtype), tokens[:, :-1]], axis=1)
    tags = (3 * tokens + prev) % opts["num_tags"]
    tokens = jnp.where(mask, tokens, PAD_ID)
    tags = jnp.where(mask, tags, 0)
    return {"tokens": tokens, "tags": tags, "mask": mask}
