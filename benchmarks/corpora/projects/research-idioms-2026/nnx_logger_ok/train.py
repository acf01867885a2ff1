import jax
import jax.numpy as jnp
import optax
from flax import nnx

from .data import sine_batches
from .evaluate import grid_mse, make_grid, worst_points
from .logger import LOGGER
from .model import MLP

SETTINGS = dict(hidden=32, lr=1e-2, steps=60, batch_size=32)


def loss_fn(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(loss_fn)(model, x, y)
    optimizer.update(model, grads)
    jax.debug.callback(LOGGER.log, {"loss": loss, "grad_norm": optax.global_norm(grads)})
    return loss


def main():
    model = MLP(1, SETTINGS["hidden"], 1, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(SETTINGS["lr"]), wrt=nnx.Param)
    grid = make_grid()
    for step, (x, y) in enumerate(sine_batches(SETTINGS["steps"], SETTINGS["batch_size"])):
        loss = train_step(model, optimizer, x, y)
        if step % 20 == 0:
            print(f"step {step} loss {float(loss):.4f} grid mse {float(grid_mse(model, grid)):.4f}")
    print("worst grid points", worst_points(model, grid))
    jax.effects_barrier()
    print("logged entries", {name: LOGGER.count(name) for name in ("loss", "grad_norm")})
    print("summary", LOGGER.summary())
