import functools

import jax
import jax.numpy as jnp


def remat(static=(), policy=None):
    return functools.partial(jax.checkpoint, static_argnums=static, policy=policy)


ACTIVATIONS = {"gelu": jax.nn.gelu, "relu": jax.nn.relu, "swish": jax.nn.swish}


@remat(static=(2,))
def mlp_block(x, params, activation):
    h = ACTIVATIONS[activation](x @ params["w1"] + params["b1"])
    return x + h @ params["w2"]


@remat(static=(1, 2), policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable)
def attention_scores(q, num_heads, causal):
    t, d = q.shape
    qh = q.reshape(t, num_heads, d // num_heads).transpose(1, 0, 2)
    s = qh @ qh.transpose(0, 2, 1) / jnp.sqrt(d // num_heads)
    if causal:
        s = jnp.where(jnp.tril(jnp.ones((t, t), bool)), s, -1e9)
    return jax.nn.softmax(s, axis=-1)


def init(key, d, hidden, n_layers):
    keys = jax.random.split(key, n_layers)
    return [
        {"w1": 0.1 * jax.random.normal(k, (d, hidden)), "b1": jnp.zeros(hidden), "w2": 0.1 * jax.random.normal(k, (hidden, d))}
        for k in keys
    ]


@functools.partial(jax.jit, static_argnames=("activation",))
def loss(layers, x, activation="gelu"):
    for p in layers:
        x = mlp_block(x, p, activation)
    attn = attention_scores(x, 4, True)
    return jnp.mean(x ** 2) + jnp.mean(attn)


layers = init(jax.random.PRNGKey(0), 16, 32, 3)
x = jax.random.normal(jax.random.PRNGKey(1), (10, 16))
for act in ACTIVATIONS:
    val, grads = jax.value_and_grad(loss)(layers, x, act)
    print(act, float(val), float(jnp.abs(grads[0]["w1"]).sum()))
