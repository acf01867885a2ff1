import equinox as eqx
import jax
import jax.numpy as jnp


class Regressor(eqx.Module):
    layers: list
    act: callable

    def __init__(self, key, sizes, act=jax.nn.softplus):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(a, b, key=k) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]
        self.act = act

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = self.act(layer(x))
        return self.layers[-1](x)


def loss(model, xs, ys):
    pred = jax.vmap(model)(xs)
    return jnp.mean((pred[:, 0] - ys) ** 2)


@eqx.filter_jit
def step(model, xs, ys, lr=0.05):
    grads = eqx.filter_grad(loss)(model, xs, ys)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    return eqx.apply_updates(model, updates)


xs = jnp.linspace(-1.0, 1.0, 32)[:, None]
ys = jnp.sin(3.0 * xs[:, 0])
model = Regressor(jax.random.key(0), [1, 16, 1])
for _ in range(30):
    model = step(model, xs, ys)
print("loss:", float(eqx.filter_jit(loss)(model, xs, ys)))
