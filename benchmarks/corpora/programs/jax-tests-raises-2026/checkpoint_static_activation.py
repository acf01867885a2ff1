"""A rematerialised block whose activation is chosen by name.

After tests/api_test.py, test_remat_grad_python_control_flow_static_argnums.
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.checkpoint, static_argnums=(2,))
def block(x, w, activation):
    h = x @ w
    if activation == "tanh":
        return jnp.tanh(h)
    return 0.1 * h


def loss(w, x, activation):
    out = block(x, w, activation)
    return jnp.mean(out ** 2)


w = jnp.eye(3) * 0.5
x = jnp.arange(12.0).reshape(4, 3) / 10.0
for act in ("tanh", "linear"):
    grads = jax.grad(loss)(w, x, act)
    print(act, grads)
