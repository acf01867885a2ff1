import functools

import jax
import jax.numpy as jnp

from . import model


@functools.partial(jax.jit, static_argnums=(0, 3))
def greedy(net, params, prompt, n_new):
    start = prompt.shape[0]

    def body(carry, i):
        token = carry
        nxt = jnp.argmax(model.next_logits(net, params, token, start + i - 1))
        return nxt, nxt

    _, out = jax.lax.scan(body, prompt[-1], jnp.arange(n_new))
    return jnp.concatenate([prompt, out])
