"""Single-head attention that attends only to valid key positions."""
import jax
import jax.numpy as jnp


def project(x, w):
    return x @ w


def attend(q, k, v, mask):
    valid = jnp.nonzero(mask)[0]
    k = k[valid]
    v = v[valid]
    scores = q @ k.T / jnp.sqrt(q.shape[-1])
    weights = jax.nn.softmax(scores, axis=-1)
    return weights @ v


@jax.jit
def attention(x, params, mask):
    q = project(x, params["wq"])
    k = project(x, params["wk"])
    v = project(x, params["wv"])
    return attend(q, k, v, mask)


key = jax.random.PRNGKey(1)
k1, k2, k3, k4 = jax.random.split(key, 4)
d = 8
params = {
    "wq": jax.random.normal(k1, (d, d)),
    "wk": jax.random.normal(k2, (d, d)),
    "wv": jax.random.normal(k3, (d, d)),
}
x = jax.random.normal(k4, (5, d))
mask = jnp.array([True, True, False, True, False])
out = attention(x, params, mask)
print(out.shape)
