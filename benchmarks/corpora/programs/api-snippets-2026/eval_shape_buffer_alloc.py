import jax
import jax.numpy as jnp
from jax import lax


def featurize(key, x):
    n, d = x.shape
    k1, k2 = jax.random.split(key)
    proj = jax.random.normal(k1, (d, 2 * d)) / jnp.sqrt(d)
    noise = jax.random.uniform(k2, (n, 1), minval=0.9, maxval=1.1)
    return jax.nn.softplus(x @ proj) * noise


spec = jax.ShapeDtypeStruct((16, 4), jnp.float32)
out_spec = jax.eval_shape(featurize, jax.random.PRNGKey(0), spec)
print(out_spec.shape, out_spec.dtype)


@jax.jit
def accumulate(buffer, update):
    return buffer + update


accumulate_donating = jax.jit(accumulate, donate_argnums=0)
buffer = jnp.zeros(out_spec.shape, out_spec.dtype)
keys = jax.random.split(jax.random.PRNGKey(1), 3)
x = jnp.ones(spec.shape, spec.dtype)
for k in keys:
    buffer = accumulate_donating(buffer, featurize(k, x))
print(buffer.mean())

row_norms = lax.map(lambda r: jnp.sqrt(jnp.sum(r ** 2)), buffer)
y, f_jvp = jax.linearize(lambda v: jnp.sum(jnp.tanh(v)), buffer[0])
_, f_vjp = jax.vjp(lambda v: jnp.tanh(v), buffer[0])
print(row_norms.shape, f_jvp(jnp.ones_like(buffer[0])), f_vjp(jnp.ones_like(buffer[0]))[0].shape)
