"""Flax NNX regression training step that skips updates on bad losses."""
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Regressor(nnx.Module):
    def __init__(self, rngs):
        self.hidden = nnx.Linear(3, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.hidden(x)))[:, 0]


@nnx.jit
def train_step(model, optimizer, x, y, max_loss=100.0):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    ok = jnp.isfinite(loss) and loss < max_loss
    grads = jax.tree.map(lambda g: jnp.where(ok, g, 0.0), grads)
    optimizer.update(model, grads)
    return loss


if __name__ == "__main__":
    model = Regressor(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    x = jax.random.normal(jax.random.key(9), (64, 3))
    y = x @ jnp.array([1.0, -2.0, 0.5])
    for step in range(30):
        loss = train_step(model, optimizer, x, y)
    print("final loss:", loss)
