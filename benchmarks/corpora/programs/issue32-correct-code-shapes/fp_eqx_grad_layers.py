import equinox as eqx
import jax
import jax.numpy as jnp


class Tower(eqx.Module):
    layers: list

    def __init__(self, widths, *, key):
        keys = jax.random.split(key, len(widths) - 1)
        self.layers = [eqx.nn.Linear(a, b, key=k) for a, b, k in zip(widths[:-1], widths[1:], keys)]

    def features(self, x, depth: int):
        for layer in self.layers[:depth]:
            x = jnp.tanh(layer(x))
        return x

    def __call__(self, x):
        h = self.features(x, len(self.layers) - 1)
        return self.layers[-1](h)


def regression_loss(model, x, y, widths: tuple, l2: float):
    pred = jax.vmap(model)(x)
    assert pred.shape[-1] == widths[-1]
    penalty = sum(jnp.sum(l.weight ** 2) for l in model.layers)
    return jnp.mean((pred - y) ** 2) + l2 * penalty / len(widths)


grad_fn = eqx.filter_jit(eqx.filter_grad(regression_loss))


@eqx.filter_jit
def probe(model, x, depth: int):
    return jax.vmap(lambda v: model.features(v, depth))(x)


widths = (4, 16, 16, 1)
model = Tower(widths, key=jax.random.PRNGKey(0))
x = jnp.ones((8, widths[0]))
y = jnp.zeros((8, widths[-1]))
for step in range(3):
    grads = grad_fn(model, x, y, widths, 1e-3)
    model = eqx.apply_updates(model, jax.tree.map(lambda g: -0.1 * g, grads))
print(float(regression_loss(model, x, y, widths, 1e-3)))
for d in range(1, len(widths) - 1):
    print(d, probe(model, x, d).shape)
