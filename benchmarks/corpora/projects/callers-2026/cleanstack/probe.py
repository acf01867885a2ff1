import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnames=("layer",))
def block_norms(params, layer):
    block = params[f"block_{layer}"]
    return {name: jnp.sqrt(sum(jnp.sum(x ** 2) for x in jax.tree.leaves(sub))) for name, sub in block.items()}


def all_block_norms(state):
    out = {}
    for i in range(state.model_cfg.layers):
        norms = block_norms(state.params, i)
        out[i] = {k: round(float(v), 3) for k, v in sorted(norms.items())}
    return out


@jax.jit
def sensitivity(state, x):
    def f(inp):
        return jnp.sum(state.apply_fn({"params": state.params}, inp))

    g = jax.grad(f)(x)
    n = x.shape[-1]
    return jnp.linalg.norm(g, axis=-1) / np.sqrt(n)


def summarize(state, x):
    s = np.asarray(sensitivity(state, x))
    return {"sens_mean": float(s.mean()), "sens_max": float(s.max()), "blocks": all_block_norms(state)}
