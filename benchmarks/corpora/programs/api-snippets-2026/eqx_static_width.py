import equinox as eqx
import jax
import jax.numpy as jnp


class PaddedLinear(eqx.Module):
    weight: jax.Array
    pad: int

    def __init__(self, n_in, n_out, pad, key):
        self.weight = jax.random.normal(key, (n_out, n_in)) * 0.1
        self.pad = pad

    def __call__(self, x):
        y = self.weight @ x
        if self.pad > 0:
            y = jnp.concatenate([y, jnp.zeros(self.pad)])
        return y


@eqx.filter_jit
def loss(model, x, target):
    pred = model(x)
    return jnp.mean((pred - target) ** 2)


model = PaddedLinear(3, 4, 2, jax.random.PRNGKey(0))
x = jnp.array([1.0, -1.0, 0.5])
target = jnp.ones(6)
grads = eqx.filter_grad(loss)(model, x, target)
print(loss(model, x, target))
print(grads.weight.shape, grads.pad)
model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -0.1 * g, grads))
print(loss(model, x, target))
