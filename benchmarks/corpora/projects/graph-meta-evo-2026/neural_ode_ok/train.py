import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from .data import OscillatorData
from .model import NeuralODE


def batch_loss(model, batch):
    pred = jax.vmap(model, in_axes=(0, None))(batch["y0"], batch["t_span"])
    return jnp.mean((pred - batch["y1"]) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, batch, optim):
    loss, grads = eqx.filter_value_and_grad(batch_loss)(model, batch)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def train(args):
    model = NeuralODE(2, args.hidden, args.n_steps, jax.random.PRNGKey(args.seed))
    optim = optax.adam(args.lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    data = OscillatorData(args.damping, args.horizon, args.seed)
    losses = []
    for it in range(args.iters):
        model, opt_state, loss = train_step(model, opt_state, data.sample(args.batch), optim)
        losses.append(float(loss))
        if it % args.log_every == 0:
            print(f"iter {it:3d}  mse {losses[-1]:.5f}")
    return model, losses
