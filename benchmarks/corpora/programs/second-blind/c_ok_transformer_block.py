"""A pre-norm transformer block with a padding mask built from lengths."""
import jax
import jax.numpy as jnp


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return gamma * (x - mu) / jnp.sqrt(var + eps) + beta


def init(key, d):
    ks = jax.random.split(key, 5)
    s = 1 / jnp.sqrt(d)
    p = {n: jax.random.normal(k, (d, d)) * s for n, k in zip(["q", "k", "v", "ff1", "ff2"], ks)}
    p["g"], p["b"] = jnp.ones(d), jnp.zeros(d)
    return p


def block(p, x, lengths):
    b, t, d = x.shape
    pad = jnp.arange(t)[None, :] < lengths[:, None]
    h = layer_norm(x, p["g"], p["b"])
    q, k, v = h @ p["q"], h @ p["k"], h @ p["v"]
    scores = jnp.einsum("btd,bsd->bts", q, k) / jnp.sqrt(d)
    scores = jnp.where(pad[:, None, :], scores, -1e9)
    x = x + jax.nn.softmax(scores, -1) @ v
    h = layer_norm(x, p["g"], p["b"])
    x = x + jax.nn.gelu(h @ p["ff1"]) @ p["ff2"]
    return x * pad[..., None]


encoder = jax.jit(block)


if __name__ == "__main__":
    p = init(jax.random.PRNGKey(0), 16)
    x = jax.random.normal(jax.random.PRNGKey(1), (3, 7, 16))
    out = encoder(p, x, jnp.array([7, 4, 2]))
    print(out.shape, float(jnp.abs(out[2, 3:]).sum()))
