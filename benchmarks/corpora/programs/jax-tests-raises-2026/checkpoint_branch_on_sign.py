"""A rematerialised block whose activation depends on the pre-activation sum.

After tests/api_test.py, test_concreteness_error_includes_user_code.
"""
import jax
import jax.numpy as jnp


@jax.checkpoint
def block(x, w):
    h = x @ w
    if h.sum() > 0:
        return jnp.tanh(h)
    return 0.1 * h


def loss(w, x):
    out = block(x, w)
    return jnp.mean(out ** 2)


w = jnp.eye(3) * 0.5
x = jnp.arange(12.0).reshape(4, 3) / 10.0
grads = jax.grad(loss)(w, x)
print(grads)
