"""In-place updates of mutable Python and NumPy containers run, also around a jit.

Only jax arrays are immutable: a NumPy buffer filled in place, a list item replaced, and a
dict of tracers keyed by static strings are all fine.
"""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def forward(params, x):
    acts = {}
    for name in ("hidden", "out"):
        x = jnp.tanh(x @ params[name])
        acts[name] = x
    layers = [acts["hidden"], acts["out"]]
    layers[0] = layers[0] * 2.0
    mask = np.ones(x.shape[-1])
    mask[0] = 0.0
    return layers[1] * mask, acts


params = {"hidden": jnp.ones((3, 4)), "out": jnp.ones((4, 2))}
out, acts = forward(params, jnp.ones((1, 3)))
history = np.zeros(3)
history[0] = float(out.sum())
