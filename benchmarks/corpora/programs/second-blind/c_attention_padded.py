"""Single-head attention over a padded sequence."""
import jax
import jax.numpy as jnp


def init_params(key, d_model):
    kq, kk, kv = jax.random.split(key, 3)
    scale = 1.0 / jnp.sqrt(d_model)
    return {
        "wq": jax.random.normal(kq, (d_model, d_model)) * scale,
        "wk": jax.random.normal(kk, (d_model, d_model)) * scale,
        "wv": jax.random.normal(kv, (d_model, d_model)) * scale,
    }


def attend(params, x):
    q = x @ params["wq"]
    k = x @ params["wk"]
    v = x @ params["wv"]
    scores = q @ k.T / jnp.sqrt(x.shape[-1])
    weights = jax.nn.softmax(scores, axis=-1)
    return weights @ v


@jax.jit
def encode(params, tokens, length):
    valid = tokens[:length]
    out = attend(params, valid)
    return jnp.mean(out, axis=0)


if __name__ == "__main__":
    params = init_params(jax.random.PRNGKey(1), 8)
    tokens = jax.random.normal(jax.random.PRNGKey(2), (12, 8))
    pooled = encode(params, tokens, 7)
    print(pooled.shape)
