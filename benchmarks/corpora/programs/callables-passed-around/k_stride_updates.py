"""Block updates inside a counted loop, with strides fixed per factory."""
import jax
import jax.numpy as jnp
from jax import lax


def make_body(stride, gain):
    def body(i, buf):
        block = lax.dynamic_slice(buf, (i * stride,), (stride,))
        block = block * gain + i
        return lax.dynamic_update_slice(buf, block, (i * stride,))
    return body


def loop(body, n, buf):
    return lax.fori_loop(0, n, body, buf)


@jax.jit
def process(buf):
    n2 = buf.shape[0] // 2
    n4 = buf.shape[0] // 4
    a = loop(make_body(2, 0.5), n2, buf)
    b = loop(make_body(4, 2.0), n4, buf)
    c = loop(lambda i, v: v.at[i].set(v[i] * 3.0), buf.shape[0], buf)
    return a + b + c


print(process(jnp.arange(8.0)))
