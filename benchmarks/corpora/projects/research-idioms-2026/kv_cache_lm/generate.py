import functools

import jax
import jax.numpy as jnp

from . import model
from .cache import init_cache
from .config import HEAD_DIM, MAX_LEN, N_HEADS, TEMPERATURE


@functools.partial(jax.jit, static_argnames=("num_tokens",))
def generate(params, first_token, key, num_tokens):
    def body(carry, key):
        cache, token = carry
        cache, logits = model.decode_step(params, cache, token)
        nxt = jax.random.categorical(key, logits / TEMPERATURE)
        return (cache, nxt), nxt

    carry = (init_cache(MAX_LEN, N_HEADS, HEAD_DIM), first_token)
    _, tokens = jax.lax.scan(body, carry, jax.random.split(key, num_tokens))
    return tokens


def main():
    params = model.init(jax.random.PRNGKey(0))
    for seed in range(2):
        toks = generate(params, jnp.array(seed + 1), jax.random.PRNGKey(seed), num_tokens=MAX_LEN - 4)
        print("sample", seed, toks.tolist())
