"""An equinox MLP with a configurable depth and activation."""
import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    weights: list
    depth: int = eqx.field(static=True)
    activation: str = eqx.field(static=True)

    def __init__(self, key, width, depth, activation="tanh"):
        keys = jax.random.split(key, depth)
        self.weights = [jax.random.normal(k, (width, width)) * 0.3 for k in keys]
        self.depth = depth
        self.activation = activation

    def __call__(self, x):
        for i in range(self.depth):
            x = x @ self.weights[i]
            if self.activation == "tanh":
                x = jnp.tanh(x)
            else:
                x = jax.nn.relu(x)
        return x


@jax.jit
def predict(model, x):
    return model(x)


if __name__ == "__main__":
    model = MLP(jax.random.PRNGKey(0), 4, 3)
    print(predict(model, jnp.ones((2, 4))))
    relu_model = MLP(jax.random.PRNGKey(1), 4, 2, activation="relu")
    print(predict(relu_model, jnp.ones((2, 4))))
