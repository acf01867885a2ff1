import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(16)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        return nn.Dense(1)(nn.relu(x))


class State(train_state.TrainState):
    batch_stats: dict


def floor_running_var(batch_stats, eps=1e-3):
    stats = jax.tree_util.tree_map(lambda a: a, batch_stats)
    var = stats["BatchNorm_0"]["var"]
    var[var < eps] = eps
    return stats


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        out, updates = state.apply_fn(
            {"params": params, "batch_stats": state.batch_stats},
            x, train=True, mutable=["batch_stats"])
        return jnp.mean((out - y) ** 2), updates

    (loss, updates), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    state = state.replace(batch_stats=floor_running_var(updates["batch_stats"]))
    return state, loss


def main():
    model = Net()
    x = jax.random.normal(jax.random.key(0), (32, 5))
    y = x[:, :1] ** 2
    variables = model.init(jax.random.key(1), x, train=False)
    state = State.create(apply_fn=model.apply, params=variables["params"],
                         batch_stats=variables["batch_stats"], tx=optax.adam(1e-2))
    for _ in range(5):
        state, loss = train_step(state, x, y)
    eval_out = model.apply({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    print("train loss", float(loss), "eval mse", float(jnp.mean((eval_out - y) ** 2)))


if __name__ == "__main__":
    main()
