"""Training loop with a flax.struct train state."""

import flax.struct
import jax
import jax.numpy as jnp


@flax.struct.dataclass
class TrainState:
    step: jax.Array
    params: dict
    lr: float = flax.struct.field(pytree_node=False, default=0.1)


def loss_fn(params, batch):
    x, y = batch
    pred = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(state.params, batch)
    params = jax.tree_util.tree_map(lambda p, g: p - state.lr * g, state.params, grads)
    if state.step % 10 == 0:
        jax.debug.print("step {s} loss {l}", s=state.step, l=loss)
    return state.replace(step=state.step + 1, params=params), loss


if __name__ == "__main__":
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (4, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    x = jax.random.normal(k3, (32, 4))
    y = x[:, :1] * 2.0
    state = TrainState(step=jnp.array(0), params=params)
    for _ in range(25):
        state, loss = train_step(state, (x, y))
    print(loss)
