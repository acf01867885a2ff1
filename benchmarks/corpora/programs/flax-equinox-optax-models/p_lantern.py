"""Small gated MLP built with flax linen."""

import jax
import jax.numpy as jnp
import flax.linen as nn


class GatedMLP(nn.Module):
    hidden: int = 32
    out: int = 4

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.hidden)(x)
        h = nn.gelu(h)
        if h.mean() > 0.0:
            h = h * nn.sigmoid(nn.Dense(self.hidden)(x))
        return nn.Dense(self.out)(h)


def make_predict(model):
    @jax.jit
    def predict(params, x):
        logits = model.apply({"params": params}, x)
        return jax.nn.softmax(logits, axis=-1)

    return predict


model = GatedMLP()
x = jnp.linspace(-1.0, 1.0, 48).reshape(6, 8)
variables = model.init(jax.random.key(0), x)
predict = make_predict(model)
probs = predict(variables["params"], x)
print(probs.shape, probs.sum(axis=-1))
