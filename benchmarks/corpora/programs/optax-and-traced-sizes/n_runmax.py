"""Linear recurrence h[t] = a[t] * h[t-1] + b[t] computed with a parallel scan."""
import jax
import jax.numpy as jnp


def combine(left, right):
    a_l, b_l = left
    a_r, b_r = right
    return a_l * a_r, a_r * b_l + b_r


@jax.jit
def linear_recurrence(a, b):
    n = a.shape[0]
    n_pow2 = 2 ** int(jnp.ceil(jnp.log2(n)))
    a = jnp.pad(a, (0, n_pow2 - n), constant_values=1.0)
    b = jnp.pad(b, (0, n_pow2 - n))
    _, h = jax.lax.associative_scan(combine, (a, b))
    return h[:n]


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
print(jnp.max(jnp.abs(linear_recurrence(a, b) - reference(a, b))))
