"""Cache intermediate activations of a jitted encoder for later inspection."""
import jax
import jax.numpy as jnp

_activations = []


def layer(x, w, name):
    h = jnp.tanh(x @ w)
    _activations.append((name, h))
    return h


@jax.jit
def encoder(params, x):
    h = layer(x, params["w1"], "hidden")
    return layer(h, params["w2"], "output")


key = jax.random.key(0)
k1, k2, k3 = jax.random.split(key, 3)
params = {"w1": jax.random.normal(k1, (4, 8)), "w2": jax.random.normal(k2, (8, 2))}
x = jax.random.normal(k3, (5, 4))

out = encoder(params, x)
print("output", out.shape)
for name, act in _activations:
    print(name, act.shape, float(jnp.abs(act).mean()))
