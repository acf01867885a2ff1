"""An equinox MLP with a configurable depth and output scale."""
import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    weights: jax.Array
    depth: int
    scale: float

    def __init__(self, key, width, depth, scale=1.0):
        self.weights = jax.random.normal(key, (depth, width, width)) * 0.3
        self.depth = depth
        self.scale = scale

    def __call__(self, x):
        for i in range(self.depth):
            x = jnp.tanh(x @ self.weights[i])
        if self.scale != 1.0:
            x = x * self.scale
        return x


@eqx.filter_jit
def predict(model, x):
    return model(x)


@eqx.filter_jit
def loss(model, x, y):
    return jnp.mean((predict(model, x) - y) ** 2)


if __name__ == "__main__":
    model = MLP(jax.random.PRNGKey(0), 4, 3, scale=2.0)
    x = jnp.ones((2, 4))
    print(predict(model, x))
    print(loss(model, x, jnp.zeros((2, 4))))
