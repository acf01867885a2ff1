"""Counting how often a function is traced while training."""
import jax
import jax.numpy as jnp

n_traces = 0
trace_log = []


@jax.jit
def sgd_step(w, x, y):
    global n_traces
    n_traces += 1
    trace_log.append((x.shape, str(x.dtype)))

    def loss(w):
        return jnp.mean((x @ w - y) ** 2)

    return w - 0.1 * jax.grad(loss)(w)


w = jnp.zeros(3)
for n in (4, 4, 8):
    x = jnp.ones((n, 3))
    y = jnp.ones(n)
    w = sgd_step(w, x, y)
print(w, n_traces, trace_log)
