"""Compiled autoregressive generation."""
import jax
import jax.numpy as jnp
from jax import lax

from . import decoding


def make_generate(apply_fn, sampler, prompt_len, gen_length):
    total = prompt_len + gen_length
    print(f"compiling generate: prompt {prompt_len} + {gen_length} new tokens")

    @jax.jit
    def generate(params, prompt, key):
        buffer = jnp.zeros((total,), jnp.int32).at[:prompt_len].set(prompt)

        def body(buffer, inputs):
            pos, step_key = inputs
            return decoding.next_token(apply_fn, params, buffer, pos, step_key, sampler), None

        positions = jnp.arange(prompt_len, total)
        buffer, _ = lax.scan(body, buffer, (positions, jax.random.split(key, gen_length)))
        return buffer

    return generate
