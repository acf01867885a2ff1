import functools

import jax
import jax.numpy as jnp

BLOCK_CONFIG = {"num_sublayers": 3, "residual_scale": 0.5, "eps": 1e-6}


def rms_norm(x, eps=1e-6):
    return x * jax.lax.rsqrt(jnp.mean(x ** 2, axis=-1, keepdims=True) + eps)


@functools.partial(jax.checkpoint, static_argnums=(2,))
def residual_block(x, weights, config):
    for i in range(config["num_sublayers"]):
        x = x + config["residual_scale"] * jnp.tanh(rms_norm(x, config["eps"]) @ weights[i])
    return x


def forward(all_weights, x, config):
    for w in all_weights:
        x = residual_block(x, w, config)
    return x


@jax.jit
def train_step(all_weights, x, y):
    def loss_fn(ws):
        return jnp.mean((forward(ws, x, BLOCK_CONFIG) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(all_weights)
    return loss, jax.tree.map(lambda w, g: w - 0.05 * g, all_weights, grads)


d, n_blocks = 8, 2
keys = jax.random.split(jax.random.PRNGKey(0), n_blocks)
weights = [0.2 * jax.random.normal(k, (BLOCK_CONFIG["num_sublayers"], d, d)) for k in keys]
x = jax.random.normal(jax.random.PRNGKey(1), (16, d))
y = jnp.roll(x, 1, axis=-1)
for step in range(5):
    loss, weights = train_step(weights, x, y)
print("loss", float(loss))
