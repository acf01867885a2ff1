import dataclasses

import equinox as eqx
import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    width: int = 32
    depth: int = 1
    num_steps: int = 8
    learning_rate: float = 0.05
    seed: int = 0


def make_data(key, n):
    x = jax.random.uniform(key, (n, 1), minval=-2.0, maxval=2.0)
    return x, jnp.sin(2.0 * x)


def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def train(model, x, y, num_steps: int, learning_rate: float):
    losses = []
    for _ in range(num_steps):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
        updates = jax.tree.map(lambda g: -learning_rate * g, grads)
        model = eqx.apply_updates(model, updates)
        losses.append(loss)
    return model, jnp.stack(losses)


def main(cfg: TrainConfig):
    key = jax.random.PRNGKey(cfg.seed)
    mkey, dkey = jax.random.split(key)
    model = eqx.nn.MLP(1, 1, cfg.width, cfg.depth, key=mkey)
    x, y = make_data(dkey, 128)
    model, losses = train(model, x, y, cfg.num_steps, cfg.learning_rate)
    print("first", float(losses[0]), "last", float(losses[-1]))
    model, more = train(model, x, y, num_steps=cfg.num_steps // 4, learning_rate=cfg.learning_rate / 2)
    print("after fine-tune", float(more[-1]))


main(TrainConfig())
main(dataclasses.replace(TrainConfig(), width=16, num_steps=4))
