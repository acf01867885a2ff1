"""Linear recurrence h[t] = a[t] * h[t-1] + b[t] computed with a parallel scan."""
import math
from functools import partial

import jax
import jax.numpy as jnp


def combine(left, right):
    a_l, b_l = left
    a_r, b_r = right
    return a_l * a_r, a_r * b_l + b_r


@partial(jax.jit, static_argnames=("reverse",))
def linear_recurrence(a, b, reverse=False):
    n = a.shape[0]
    n_pow2 = 2 ** math.ceil(math.log2(n))
    a = jnp.pad(a, (0, n_pow2 - n), constant_values=1.0)
    b = jnp.pad(b, (0, n_pow2 - n))
    if reverse:
        a, b = a[::-1], b[::-1]
    _, h = jax.lax.associative_scan(combine, (a, b))
    running_max = jax.lax.associative_scan(jnp.maximum, h)
    return h[:n], running_max[:n]


def reference(a, b):
    h, out = 0.0, []
    for at, bt in zip(a.tolist(), b.tolist()):
        h = at * h + bt
        out.append(h)
    return jnp.array(out)


key = jax.random.key(0)
ka, kb = jax.random.split(key)
a = jax.random.uniform(ka, (13,), minval=0.5, maxval=1.0)
b = jax.random.normal(kb, (13,))
h, peak = linear_recurrence(a, b)
print(jnp.max(jnp.abs(h - reference(a, b))), float(peak[-1]))
