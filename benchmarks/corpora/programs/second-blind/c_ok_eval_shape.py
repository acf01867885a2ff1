"""Inferring output shapes of a convolutional encoder before allocation."""
import jax
import jax.numpy as jnp
from jax import lax


def conv_block(w, x):
    y = lax.conv_general_dilated(x, w, window_strides=(2, 2), padding="SAME")
    return jax.nn.relu(y)


def encoder(ws, x):
    for w in ws:
        x = conv_block(w, x)
    return x.reshape(x.shape[0], -1)


def output_dim(ws, batch_shape):
    spec = jax.ShapeDtypeStruct(batch_shape, jnp.float32)
    out = jax.eval_shape(encoder, ws, spec)
    return out.shape[-1]


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    ws = [jax.random.normal(k1, (4, 1, 3, 3)), jax.random.normal(k2, (8, 4, 3, 3))]
    dim = output_dim(ws, (2, 1, 16, 16))
    head = jnp.zeros((dim, 10))
    feats = jax.jit(encoder)(ws, jnp.ones((2, 1, 16, 16)))
    print(dim, (feats @ head).shape)
