"""Robust regression with an equinox linear model and filter_grad."""
import equinox as eqx
import jax
import jax.numpy as jnp


class Linear(eqx.Module):
    weight: jax.Array
    bias: jax.Array
    robust: bool

    def __call__(self, x):
        return x @ self.weight + self.bias


def _residual_loss(r, robust):
    if robust:
        return jnp.mean(jnp.sqrt(1.0 + r ** 2) - 1.0)
    return jnp.mean(r ** 2)


@eqx.filter_grad
def grad_fn(model, x, y):
    loss = _residual_loss(model(x) - y, model.robust)
    if loss > 10.0:
        loss = loss / 10.0
    return loss


def fit(model, x, y, steps):
    for _ in range(steps):
        g = grad_fn(model, x, y)
        model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -0.1 * d, g))
    return model


if __name__ == "__main__":
    x = jnp.linspace(-1.0, 1.0, 12).reshape(6, 2)
    y = x @ jnp.array([2.0, -1.0]) + 0.5
    m = Linear(jnp.zeros(2), jnp.zeros(()), True)
    m = fit(m, x, y, 5)
    print(m.weight, m.bias)
