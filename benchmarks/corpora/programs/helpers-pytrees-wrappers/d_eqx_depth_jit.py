"""An equinox MLP with a configurable depth."""
import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    weights: jax.Array
    depth: int

    def __init__(self, key, width, depth):
        self.weights = jax.random.normal(key, (depth, width, width)) * 0.3
        self.depth = depth

    def __call__(self, x):
        for i in range(self.depth):
            x = jnp.tanh(x @ self.weights[i])
        return x


@jax.jit
def predict(model, x):
    return model(x)


if __name__ == "__main__":
    model = MLP(jax.random.PRNGKey(0), 4, 3)
    print(predict(model, jnp.ones((2, 4))))
