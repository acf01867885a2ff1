import jax
import optax
from flax.training import train_state

from . import utils
from .data import graph_batches
from .model import MolGNN


def create_state(cfg, sample):
    model = MolGNN(hidden=cfg.hidden, num_layers=cfg.num_layers)
    params = model.init(jax.random.PRNGKey(cfg.seed), sample)
    tx = optax.adam(cfg.learning_rate)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def loss_fn(params, apply_fn, graph):
    pred = apply_fn(params, graph)
    return utils.masked_mse(pred, graph.targets, graph.graph_mask)


@jax.jit
def train_step(state, graph):
    loss, grads = jax.value_and_grad(loss_fn)(state.params, state.apply_fn, graph)
    return state.apply_gradients(grads=grads), loss


def train(cfg):
    stream = graph_batches(cfg, cfg.seed)
    state = create_state(cfg, next(stream))
    print(f"params: {utils.count_params(state.params)}")
    history = []
    for step in range(cfg.steps):
        state, loss = train_step(state, next(stream))
        history.append(float(loss))
        if step % cfg.log_every == 0:
            print(f"step {step:3d}  loss {history[-1]:.4f}")
    return state, history
