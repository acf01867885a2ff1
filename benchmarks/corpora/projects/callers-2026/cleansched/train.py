import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from . import accumulate, inspect_lr, schedules


class Probe(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(x)[..., 0]


def bce(logits, y):
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@jax.jit
def train_step(state, xs, ys):
    def grad_fn(x, y):
        return jax.value_and_grad(lambda p: bce(state.apply_fn({"params": p}, x), y))(state.params)

    grads, loss = accumulate.accumulate(grad_fn, state.params, xs, ys)
    return state.apply_gradients(grads=grads), loss


def train(hp):
    print(inspect_lr.describe(hp))
    print(inspect_lr.check_warmup(hp))
    key = jax.random.PRNGKey(hp["seed"])
    key, k = jax.random.split(key)
    net = Probe()
    params = net.init(k, jnp.zeros((1, hp["features"])))["params"]
    tx = optax.inject_hyperparams(optax.sgd)(learning_rate=schedules.restart(hp), momentum=hp["momentum"])
    state = train_state.TrainState.create(apply_fn=net.apply, params=params, tx=tx)
    w_true = jax.random.normal(jax.random.PRNGKey(123), (hp["features"],))
    for i in range(hp["steps"]):
        key, kx = jax.random.split(key)
        xs = jax.random.normal(kx, (hp["accum"], hp["micro_batch"], hp["features"]))
        ys = (xs @ w_true > 0).astype(jnp.float32)
        state, loss = train_step(state, xs, ys)
        lr = state.opt_state.hyperparams["learning_rate"]
        print("step %d loss %.4f lr %.4f" % (i, float(loss), float(lr)))
    return state
