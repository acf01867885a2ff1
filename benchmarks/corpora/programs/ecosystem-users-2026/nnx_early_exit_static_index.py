import jax
import jax.numpy as jnp
import optax
from flax import nnx


class DeepMLP(nnx.Module):
    def __init__(self, dim, depth, *, rngs):
        self.blocks = nnx.List([nnx.Linear(dim, dim, rngs=rngs) for _ in range(depth)])
        self.heads = nnx.List([nnx.Linear(dim, 1, rngs=rngs) for _ in range(depth)])

    def __call__(self, x, exit_at=None):
        if exit_at is None:
            exit_at = len(self.blocks) - 1
        for block in self.blocks[: exit_at + 1]:
            x = x + nnx.gelu(block(x))
        return self.heads[exit_at](x)


@nnx.jit(static_argnames="exit_at")
def train_step(model, optimizer, x, y, exit_at):
    def loss_fn(model):
        return jnp.mean((model(x, exit_at) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    model = DeepMLP(8, depth=4, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    x = jax.random.normal(jax.random.key(1), (16, 8))
    y = jnp.sum(x, axis=1, keepdims=True)
    for step in range(6):
        loss = train_step(model, optimizer, x, y, exit_at=step % 4)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
