"""Runs a jitted tanh MLP and reports statistics of its hidden activations."""
import jax
import jax.numpy as jnp

hidden_activations = []


def init_params(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        (jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n))
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]


def mlp(params, x):
    hiddens = []
    for w, b in params[:-1]:
        x = jnp.tanh(x @ w + b)
        hiddens.append(x)
    w, b = params[-1]
    return x @ w + b, hiddens


@jax.jit
def predict(params, x):
    logits, hiddens = mlp(params, x)
    return jax.nn.softmax(logits, axis=-1), hiddens


params = init_params(jax.random.PRNGKey(0), [5, 16, 16, 3])
x = jnp.linspace(-2.0, 2.0, 20).reshape(4, 5)
probs, hiddens = predict(params, x)
hidden_activations.extend(hiddens)
print(probs.sum(axis=-1))
saturation = jnp.mean(jnp.abs(hidden_activations[-1]) > 0.95)
print("fraction saturated in last hidden layer:", saturation)
